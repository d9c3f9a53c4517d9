import Box from '@mui/material/Box';
import { useT } from '@/i18n/i18n';
import { useOnline } from '@/offline/online-status';

export const offlineMessages = {
  queues: /*i18n*/ { id: 'offline.banner.queues', message: 'You are offline. What you save is kept on this device and sent when the connection returns.' },
  waits: /*i18n*/ { id: 'offline.banner.waits', message: 'You are offline. Anything that needs the server will work again when the connection returns.' },
} as const;

/**
 * Always in the page, so screen readers hear the change politely when the connection drops.
 * `queues`: the screen keeps what is saved on the device and sends it later (the intake
 * wizard); elsewhere that promise would be untrue, so the banner only says what waits.
 */
export function OfflineStatus({ queues = false }: { queues?: boolean }) {
  const online = useOnline();
  const t = useT();
  return (
    <Box role="status" aria-live="polite">
      {!online && (
        <Box sx={{ bgcolor: '#263238', color: '#fff', px: 2, py: 1, textAlign: 'center', fontSize: 15 }}>
          {t(queues ? offlineMessages.queues : offlineMessages.waits)}
        </Box>
      )}
    </Box>
  );
}
