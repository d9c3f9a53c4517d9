import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { sendOutboxNow, useOutboxStatus } from './outbox-status';

function waitingText(count: number): string {
  return count === 1 ? '1 step is saved on this device and waiting to be sent.' : `${count} steps are saved on this device and waiting to be sent.`;
}

/** Whole seconds left until `until`, at least 1. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}

function waitText(seconds: number, count: number): string {
  return `The server asked us to wait a moment: ${count === 1 ? 'it' : 'they'} can be sent in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/**
 * How many saved steps wait to be sent, with 'Send now'. A refused step is called out so the
 * person can fix it; nothing is dropped without them choosing to. While the server's
 * Retry-After holds, 'Send now' says how long is left instead of sending early (the text is
 * set when pressed, not ticking, so the live region speaks once).
 */
export function OutboxBanner() {
  const { items, sending, throttledUntil } = useOutboxStatus();
  const [told, setTold] = useState<{ until: number; seconds: number } | null>(null);
  const refused = items.filter((item) => item.problem);
  const waiting = items.length;
  const wait = told && told.until === throttledUntil ? told.seconds : null;

  const sendNow = () => {
    if (throttledUntil !== null && throttledUntil > Date.now()) setTold({ until: throttledUntil, seconds: secondsUntil(throttledUntil, Date.now()) });
    else sendOutboxNow();
  };

  return (
    <div role="status" aria-live="polite">
      {waiting > 0 && (
        <Alert
          severity={refused.length > 0 ? 'warning' : 'info'}
          sx={{ borderRadius: 0 }}
          action={
            <Button color="inherit" onClick={sendNow} disabled={sending} startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}>
              {sending ? 'Sending…' : 'Send now'}
            </Button>
          }
        >
          {refused.length > 0
            ? `Your application needs attention: "${refused[0]!.label}" was not accepted. ${refused[0]!.problem!.message}`
            : waitingText(waiting)}
          {wait !== null && refused.length === 0 ? ` ${waitText(wait, waiting)}` : null}
        </Alert>
      )}
    </div>
  );
}
