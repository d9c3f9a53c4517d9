import Box from '@mui/material/Box';
import { Link } from 'wouter';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';

/** The provider's mark and name, linking home (spec section 2: the logo links to /). */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box
      component={Link}
      href={paths.home.href()}
      onClick={onNavigate}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        color: 'primary.dark',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: '1.125rem',
        lineHeight: 1.2,
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <svg width="40" height="40" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0d47a1" />
        <path d="M18 44V20h14a9 9 0 0 1 0 18h-6v6z" fill="none" stroke="#fff" strokeWidth="6" strokeLinejoin="round" />
      </svg>
      <span>{brand.appName}</span>
    </Box>
  );
}
