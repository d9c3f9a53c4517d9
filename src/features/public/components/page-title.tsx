import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/**
 * A page's one h1: large, but not so large that a phone shows one word per line. On a phone it
 * grows with the browser's text only as far as a long word still fits its line ('administrar' at
 * 200 % text broke in two), and never under 1.75rem (the theme's h4 and h5 do the same).
 */
export function PageTitle({ id, children, light = false }: { id?: string; children: ReactNode; light?: boolean }) {
  return (
    <Typography
      id={id}
      component="h1"
      sx={(theme) => ({
        fontSize: 'clamp(1.75rem, 9.3vw, 2.25rem)',
        lineHeight: 1.2,
        fontWeight: 700,
        color: light ? '#ffffff' : '#0b2a5b',
        mb: 2,
        [theme.breakpoints.up('md')]: { fontSize: '3rem' },
      })}
    >
      {children}
    </Typography>
  );
}
