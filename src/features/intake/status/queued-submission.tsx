import { useEffect } from 'react';
import { outbox, useOutbox } from '@/offline/outbox-instance';
import { forgetSentDrafts } from '../wizard/intake-draft';

interface QueuedSubmissionProps {
  queue: string;
  /** Every step accepted; the application's code and its receipt token, as the server gave them. */
  onSent(reference: string | null, receipt: string | null): void;
  onRefused(): void;
}

/**
 * Watches a Submit that waits on this device: every step of its queue accepted -> sent (the
 * device's draft goes too); a step refused on replay -> back to the wizard, which opens it.
 */
export function QueuedSubmission({ queue, onSent, onRefused }: QueuedSubmissionProps) {
  const { items, loaded } = useOutbox();
  const own = items.filter((item) => item.queue === queue);
  const refused = own.some((item) => item.problem);
  const sent = loaded && own.length === 0;

  useEffect(() => {
    if (refused) onRefused();
    // Reported once, when it happens; the callbacks are recreated each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused]);

  useEffect(() => {
    if (!sent) return;
    void Promise.all([outbox.identityOf(queue), outbox.receiptOf(queue)])
      .catch(() => [null, null] as const)
      .then(([identity, receipt]) => onSent(identity?.application_code ?? null, receipt));
    void forgetSentDrafts((candidate) => items.some((item) => item.queue === candidate)).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent]);

  return null;
}
