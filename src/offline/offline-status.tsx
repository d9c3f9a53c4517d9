import Box from '@mui/material/Box';
import { useOnline } from './online-status';

/** Always in the page, so screen readers hear the change politely when the connection drops. */
export function OfflineStatus() {
  const online = useOnline();
  return (
    <Box role="status" aria-live="polite">
      {!online && (
        <Box sx={{ bgcolor: '#263238', color: '#fff', px: 2, py: 1, textAlign: 'center', fontSize: 15 }}>
          You are offline. What you save is kept on this device and sent when the connection returns.
        </Box>
      )}
    </Box>
  );
}
