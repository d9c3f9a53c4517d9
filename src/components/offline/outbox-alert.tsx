import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ActionAlert } from '@/components/action-alert';
import { useT } from '@/i18n/i18n';
import type { OutboxSnapshot } from '@/offline/outbox-item';

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

export interface OutboxAlertProps {
  status: OutboxSnapshot;
  /** Seconds left of the server's wait, as told when 'Send now' was pressed; null otherwise. */
  wait: number | null;
  onSendNow: () => void;
}

/**
 * The outbox banner's notice (outbox-banner.tsx): MUI's Alert, loaded once a step waits. A step
 * a screen is saving and sending for the first time is not waiting: the notice would flash over
 * every save made online, pushing the form down and saying 'waiting to be sent' to a screen
 * reader. Once one step waits, the notice counts them all, so its count never flickers.
 */
export function OutboxAlert({ status: { items, sending, waitReason }, wait, onSendNow }: OutboxAlertProps) {
  const t = useT();
  const refused = items.filter((item) => item.problem);
  const waiting = items.length;
  if (items.every((item) => item.firstSend)) return null;
  return (
    <ActionAlert
      severity={refused.length > 0 ? 'warning' : 'info'}
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" onClick={onSendNow} disabled={sending} startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}>
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
    </ActionAlert>
  );
}
