import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/i18n/i18n';
import { sendOutboxNow, useOutboxStatus } from '@/offline/outbox-status';

const messages = {
  waiting: /*i18n*/ {
    id: 'outbox.waiting',
    message: '{count, plural, one {# step is saved on this device and waiting to be sent.} other {# steps are saved on this device and waiting to be sent.}}',
  },
  wait: /*i18n*/ {
    id: 'outbox.wait',
    message:
      'The server asked us to wait a moment: {count, plural, one {it} other {they}} can be sent in {seconds, plural, one {# second} other {# seconds}}.',
  },
  waitsForServer: /*i18n*/ {
    id: 'outbox.waits_for_server',
    message:
      '{count, plural, one {It is waiting for the server, not for your connection, and will be sent as soon as the server accepts it.} other {They are waiting for the server, not for your connection, and will be sent as soon as the server accepts them.}}',
  },
  refused: /*i18n*/ { id: 'outbox.refused', message: 'Your application needs attention: "{step}" was not accepted. {problem}' },
  sendNow: /*i18n*/ { id: 'outbox.send_now', message: 'Send now' },
  sending: /*i18n*/ { id: 'outbox.sending', message: 'Sending…' },
} as const;

/** Whole seconds left until `until`, at least 1. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/**
 * How many saved steps wait to be sent, with 'Send now'. A refused step is called out so the
 * person can fix it; nothing is dropped without them choosing to. When the server failed or
 * asked to wait (a 500, a 429), the banner says the steps wait for the server, not for the
 * connection (spec section 8). While the server's Retry-After holds, 'Send now' says how long
 * is left instead of sending early (the text is set when pressed, not ticking, so the live
 * region speaks once). Each sentence is its own element, read whole.
 */
export function OutboxBanner() {
  const { items, sending, throttledUntil, waitReason } = useOutboxStatus();
  const t = useT();
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
              {sending ? t(messages.sending) : t(messages.sendNow)}
            </Button>
          }
        >
          {refused.length > 0 ? (
            t(messages.refused, { step: refused[0]!.label, problem: refused[0]!.problem!.message })
          ) : (
            <>
              <span>{t(messages.waiting, { count: waiting })}</span>
              {waitReason?.kind === 'server' ? <span> {t(messages.waitsForServer, { count: waiting })}</span> : null}
              {wait !== null ? <span> {t(messages.wait, { count: waiting, seconds: wait })}</span> : null}
            </>
          )}
        </Alert>
      )}
    </div>
  );
}
