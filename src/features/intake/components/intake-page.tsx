import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/use-page-title';

/** The frame of every intake screen: the screen's h1 and a card, phone first. */
export function IntakePage({ title, intro, children, wide = false }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  usePageTitle(title);
  return (
    <Box sx={(theme) => ({ px: 2, py: 3, [theme.breakpoints.up('sm')]: { py: 5 } })}>
      <Box sx={{ maxWidth: wide ? 880 : 640, mx: 'auto' }}>
        <Typography
          component="h1"
          variant="h4"
          sx={(theme) => ({ fontWeight: 700, mb: intro ? 1 : 3, fontSize: '1.75rem', [theme.breakpoints.up('sm')]: { fontSize: '2.125rem' } })}
        >
          {title}
        </Typography>
        {intro ? <Typography sx={{ mb: 3, color: 'text.secondary' }}>{intro}</Typography> : null}
        <Paper variant="outlined" sx={(theme) => ({ p: 2, [theme.breakpoints.up('sm')]: { p: 4 } })}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
