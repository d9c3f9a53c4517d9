import { useCallback, useRef, useState } from 'react';
import type { IntakeStepSlug } from '@/contract/steps';
import type { QueueIdentity } from '@/offline/outbox-item';
import { applicationDraftKey, forgetDraft, NEW_DRAFT_KEY, rememberDraft, type IntakeDraft } from './intake-draft';
import type { IntakeValues } from './intake-values';

/**
 * Where this application stands on the device: the step on screen, the queue, what the
 * server has given (id, code) and saved. Every change is written to the draft at once.
 */
export function useWizardSession(start: IntakeDraft) {
  const [session, setSession] = useState<IntakeDraft>(start);
  const latest = useRef(session);
  const key = session.identity ? applicationDraftKey(session.identity.id) : NEW_DRAFT_KEY;

  /** Writes the draft; what the screens show of it comes from `update`. */
  const keep = useCallback((next: IntakeDraft) => {
    latest.current = next;
    void rememberDraft(next.identity ? applicationDraftKey(next.identity.id) : NEW_DRAFT_KEY, next);
  }, []);

  const update = useCallback(
    (patch: Partial<IntakeDraft>) => {
      const next = { ...latest.current, ...patch };
      if (!latest.current.identity && next.identity) void forgetDraft(NEW_DRAFT_KEY);
      setSession(next);
      keep(next);
    },
    [keep],
  );

  return {
    session,
    draftKey: key,
    /**
     * Takes another start in place of the first (the first state becoming the device's draft),
     * during the render that learns of it: nothing of the first state is kept or written.
     */
    adopt: useCallback((next: IntakeDraft) => {
      latest.current = next;
      setSession(next);
    }, []),
    /**
     * The values as typed, kept with the rest (called by the auto-save at each change). The
     * form holds them on screen, so keeping them re-renders nothing.
     */
    keepValues: useCallback((values: IntakeValues) => keep({ ...latest.current, values }), [keep]),
    /** Opens a step as the wizard goes (any summary closed). */
    goTo: useCallback((step: IntakeStepSlug) => update({ step, review: undefined }), [update]),
    /** The summary of every answer, after the last step has been checked. */
    openReview: useCallback((lastStep: IntakeStepSlug) => update({ step: lastStep, review: 'open' }), [update]),
    /** A step opened from the summary: its Save and proceed comes back to it. */
    changeStep: useCallback((step: IntakeStepSlug) => update({ step, review: 'changing' }), [update]),
    created: useCallback((identity: QueueIdentity) => update({ identity }), [update]),
    /**
     * A step saved, and where the wizard goes from it (`then`): one write, so that the device
     * never keeps the step saved without the place it led to.
     */
    saved: useCallback(
      (step: IntakeStepSlug, values: IntakeValues, then: Pick<IntakeDraft, 'step' | 'review'> | null) =>
        update({ values, savedSteps: [...new Set([...latest.current.savedSteps, step])], ...then }),
      [update],
    ),
    submitted: useCallback(() => update({ submitted: true }), [update]),
    /** What the server says is saved, after it refused a save (spec section 8: details refreshed). */
    refreshed: useCallback((savedSteps: IntakeStepSlug[]) => update({ savedSteps }), [update]),
  };
}
