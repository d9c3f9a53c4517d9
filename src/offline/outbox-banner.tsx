import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { sendOutboxNow, useOutboxStatus } from './outbox-status';

function waitingText(count: number): string {
  return count === 1 ? '1 step is saved on this device and waiting to be sent.' : `${count} steps are saved on this device and waiting to be sent.`;
}

/**
 * How many saved steps wait to be sent, with 'Send now'. A refused step is called out so the
 * person can fix it; nothing is dropped without them choosing to.
 */
export function OutboxBanner() {
  const { items, sending } = useOutboxStatus();
  const refused = items.filter((item) => item.problem);
  const waiting = items.length;
  return (
    <div role="status" aria-live="polite">
      {waiting > 0 && (
        <Alert
          severity={refused.length > 0 ? 'warning' : 'info'}
          sx={{ borderRadius: 0 }}
          action={
            <Button color="inherit" onClick={sendOutboxNow} disabled={sending} startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}>
              {sending ? 'Sending…' : 'Send now'}
            </Button>
          }
        >
          {refused.length > 0
            ? `Your application needs attention: "${refused[0]!.label}" was not accepted. ${refused[0]!.problem!.message}`
            : waitingText(waiting)}
        </Alert>
      )}
    </div>
  );
}
