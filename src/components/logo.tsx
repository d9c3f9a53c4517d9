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
      <svg width="40" height="40" viewBox="0 0 512 512" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
        <rect width="512" height="512" rx="112" fill="#0d47a1" />
        <path d="M128 244 256 136l128 108" fill="none" stroke="#fff" strokeWidth="34" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M160 232v136h192V232" fill="none" stroke="#fff" strokeWidth="34" strokeLinejoin="round" />
        <circle cx="256" cy="300" r="46" fill="#ffca28" />
      </svg>
      {/* Broken only between its words when the bar is short of room (the Spanish bar at 1024 px). */}
      <Box component="span" sx={{ overflowWrap: 'normal' }}>
        {brand.appName}
      </Box>
    </Box>
  );
}
