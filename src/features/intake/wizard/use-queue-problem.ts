import { useEffect } from 'react';
import type { ItemProblem } from '@/offline/outbox-item';
import { useOutbox } from '@/offline/outbox-instance';

/**
 * A step the outbox sent later (a replay) and the server refused: the person is taken to it
 * with the server's errors under the fields (issue: "a 422 from a replay brings the applicant
 * back to that step"). Each refusal is handled once.
 */
export function useQueueProblem(queue: string, handled: Set<string>, onProblem: (problem: ItemProblem, slot: string) => void): void {
  const { items } = useOutbox();
  const refused = items.find((item) => item.queue === queue && item.problem && !handled.has(item.id));
  useEffect(() => {
    if (!refused?.problem) return;
    handled.add(refused.id);
    onProblem(refused.problem, refused.slot);
    // onProblem is recreated each render; the refused item's id is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused?.id]);
}
