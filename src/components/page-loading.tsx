import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/i18n/i18n';

const loading = /*i18n*/ { id: 'page.loading', message: 'Loading' };

/**
 * Shown while a route's code loads. As tall as the screen, so that what follows it (the
 * footer) starts below the fold and does not jump when the page arrives (layout shift).
 */
export function PageLoading() {
  const t = useT();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 10, minHeight: '100vh' }}>
      <CircularProgress aria-label={t(loading)} />
    </Box>
  );
}
