import { deleteDraft, draftKeys, loadDraft, saveDraft } from '@/offline/drafts';
import type { QueueIdentity } from '@/offline/outbox-item';
import type { IntakeStepSlug } from '@/contract/steps';
import { ssnForApi } from '@/lib/ssn';
import type { IntakeValues } from './intake-values';

/**
 * What the wizard keeps on the device (IndexedDB) so that a reload, a crash or a closed tab
 * loses nothing: the values, the step, the outbox queue and what the server has said.
 */
export interface IntakeDraft {
  values: IntakeValues;
  step: IntakeStepSlug;
  /** The outbox queue of this application (a local id until the server gives one). */
  queue: string;
  identity: QueueIdentity | null;
  savedSteps: IntakeStepSlug[];
  /** The final Submit was queued: the draft goes once the outbox has sent it. */
  submitted: boolean;
  /**
   * Check your answers: 'open' while the summary is on screen (the last step is
   * checked but not sent yet); 'changing' while a step opened from it is on screen, so its
   * Save and proceed returns to the summary. Kept with the rest, so a reload reopens it.
   */
  review?: 'open' | 'changing';
}

export const NEW_DRAFT_KEY = 'intake:new';
export const applicationDraftKey = (id: number) => `intake:app:${id}`;

// A write-through copy: a screen that mounts again (new -> resume) reads it at once.
const memory = new Map<string, IntakeDraft>();

export function rememberDraft(key: string, draft: IntakeDraft): Promise<void> {
  memory.set(key, draft);
  return saveDraft(key, draft);
}

export function recalledDraft(key: string): IntakeDraft | null {
  return memory.get(key) ?? null;
}

/** The copy in memory is this tab's: once another tab has had the draft, the device's is newer. */
export function forgetRecalledDraft(key: string): void {
  memory.delete(key);
}

export async function recallDraft(key: string): Promise<IntakeDraft | null> {
  return memory.get(key) ?? (await loadDraft<IntakeDraft>(key))?.value ?? null;
}

export async function forgetDraft(key: string): Promise<void> {
  memory.delete(key);
  await deleteDraft(key);
}

/** Drafts of applications whose queued final Submit has been sent: nothing left to keep. */
export async function forgetSentDrafts(hasItems: (queue: string) => boolean): Promise<void> {
  for (const key of await draftKeys()) {
    if (!key.startsWith('intake:')) continue;
    const draft = await recallDraft(key);
    if (draft?.submitted && !hasItems(draft.queue)) await forgetDraft(key);
  }
}

/**
 * An application this device keeps for the person with this SSN and birth date: how resume
 * opens it with no connection (the app reopened from its icon has no navigation state).
 */
export async function deviceApplicationOf(ssn: string, dateOfBirth: string): Promise<number | null> {
  for (const key of await draftKeys()) {
    if (!key.startsWith('intake:app:')) continue;
    const draft = await recallDraft(key);
    const values = draft?.values ?? {};
    if (draft?.identity && !draft.submitted && ssnForApi(String(values.ssn ?? '')) === ssn && values.date_of_birth === dateOfBirth) return draft.identity.id;
  }
  return null;
}
