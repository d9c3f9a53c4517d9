import useSWR from 'swr';
import { fetchIntakeApplication } from '@/features/intake/api/intake-application';
import { intakeStepsFor } from '@/contract/intake-rules';
import type { IntakeStepSlug } from '@/contract/steps';
import type { IdentityNavigationState } from '@/config/paths';
import { randomId } from '@/lib/random-id';
import { outbox } from '@/offline/outbox-instance';
import type { IntakeChoices } from '../intake-query';
import { applicationDraftKey, NEW_DRAFT_KEY, recallDraft, recalledDraft, rememberDraft, type IntakeDraft } from './intake-draft';
import { newApplicationValues, valuesFromApplication } from './intake-values';
import { applicantOf } from './step-body';

/**
 * `sent`: the application has been sent and this device keeps no draft of it (sent from another
 * tab or device since): the wizard has nothing left to send, and the status page says where it stands.
 */
export type WizardStart = { draft: IntakeDraft } | { loading: true } | { failed: unknown } | { sent: true };

const SENT = 'sent';

const typeOf = (values: Record<string, unknown>) => (values.representative as { representative_type?: unknown } | undefined)?.representative_type;

/** The first step not yet saved (spec: resume opens there), or the last step. */
export function firstUnsaved(values: Record<string, unknown>, saved: readonly string[]): IntakeStepSlug {
  const steps = intakeStepsFor(typeOf(values));
  return steps.find((slug) => !saved.includes(slug)) ?? steps[steps.length - 1]!;
}

async function startNew(choices: IntakeChoices): Promise<IntakeDraft> {
  const kept = await recallDraft(NEW_DRAFT_KEY);
  if (kept) {
    // The person came through the selection screens again: their latest choices win.
    const values = { ...kept.values, branch_id: choices.stateId ?? kept.values.branch_id, program_id: choices.programIds };
    return { ...kept, values };
  }
  return { values: newApplicationValues(choices), step: 'representative', queue: `intake:${randomId()}`, identity: null, savedSteps: [], submitted: false };
}

/** The draft is of the person who identified (the SSN and birth date they gave, kept in navigation state). */
function isTheirs(draft: IntakeDraft, who: IdentityNavigationState): boolean {
  const applicant = applicantOf(draft.values);
  return applicant.ssn === who.ssn && applicant.date_of_birth === who.dob;
}

async function startResume(id: number, who: IdentityNavigationState): Promise<IntakeDraft | typeof SENT> {
  // What this device kept is opened at once, from IndexedDB alone: a reload with no (or a
  // dead) connection must not wait for the server, which only adds the steps it has saved.
  const kept = await recallDraft(applicationDraftKey(id));
  if (kept?.identity && isTheirs(kept, who)) {
    const queue = (await outbox.queueOf(id)) ?? kept.queue;
    return { ...kept, queue };
  }
  const application = await fetchIntakeApplication({ ssn: who.ssn, date_of_birth: who.dob });
  if (!kept && application.current_process === 'in-progress') return SENT;
  const identity = { id: application.id, application_code: application.application_code };
  const queue = (await outbox.queueOf(application.id)) ?? `intake:app:${application.id}`;
  await outbox.setIdentity(queue, identity);
  const savedSteps = (application.saved_steps ?? []) as IntakeStepSlug[];
  if (kept) return { ...kept, identity, queue, savedSteps: [...new Set([...kept.savedSteps, ...savedSteps])] };
  const values = valuesFromApplication(application);
  // Every step saved (an application sent back with Re-Apply): the summary, where each step has its Change.
  const review = intakeStepsFor(typeOf(values)).every((slug) => savedSteps.includes(slug)) ? 'open' : undefined;
  const draft: IntakeDraft = { values, step: firstUnsaved(values, savedSteps), review, queue, identity, savedSteps, submitted: false };
  // Kept on the device at once, not only at the first key: a reload after the connection has
  // gone opens the application where it opened, before anything was typed into it.
  await rememberDraft(applicationDraftKey(application.id), draft);
  return draft;
}

export type WizardMode = { resume: false; choices: IntakeChoices } | { resume: true; id: number; who: IdentityNavigationState };

/** The device's draft that a wizard opened in this mode keeps its answers in. */
export const draftKeyOf = (mode: WizardMode) => (mode.resume ? applicationDraftKey(mode.id) : NEW_DRAFT_KEY);

/**
 * What the wizard opens with. A new application: the draft on this device or a fresh one.
 * Resume: the draft on this device, or else the server's application (unless it has been sent:
 * the status page says where it stands, as resume verification would). A screen that
 * mounts again (new -> resume after the create) takes its draft from memory, at once. With no
 * mode (the page is still being adopted: the address's query is not read yet) nothing is read.
 * `turn` counts the times this tab took the draft back from another (use-draft-tab.ts): each is
 * a new read, once the copy in memory has been forgotten.
 */
export function useWizardStart(mode: WizardMode | null, turn = 0): WizardStart {
  const key = mode === null ? null : draftKeyOf(mode);
  const immediate = key === null ? null : recalledDraft(key);
  const loaded = useSWR(
    immediate || mode === null ? null : ['intake-start', key, turn],
    () => (mode!.resume ? startResume(mode!.id, mode!.who) : startNew(mode!.choices)),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  if (immediate) return { draft: immediate };
  if (loaded.error) return { failed: loaded.error };
  if (loaded.data === SENT) return { sent: true };
  return loaded.data ? { draft: loaded.data } : { loading: true };
}
