import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

/**
 * Spec section 2: two columns with an image on large screens; on a phone only the form. The
 * picture is lazy, so a phone that never shows it never downloads it.
 */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        maxWidth: 1200,
        mx: 'auto',
        px: 2,
        py: 4,
        display: 'grid',
        gap: 6,
        alignItems: 'center',
        [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr', py: 8, px: 4 },
      })}
    >
      <Box
        sx={(theme) => ({
          display: 'none',
          [theme.breakpoints.up('md')]: { display: 'flex', justifyContent: 'center', bgcolor: '#eaf1fb', borderRadius: 4, p: 4 },
        })}
      >
        <Box
          component="img"
          src="/images/login.svg"
          alt=""
          width={480}
          height={400}
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', maxWidth: '100%', height: 'auto' }}
        />
      </Box>
      <Paper
        variant="outlined"
        sx={(theme) => ({ px: 2.5, py: 4, borderRadius: 3, maxWidth: 520, width: '100%', mx: 'auto', [theme.breakpoints.up('sm')]: { p: 5 } })}
      >
        {children}
      </Paper>
    </Box>
  );
}
