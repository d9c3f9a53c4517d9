import type { OnboardingStepSlug } from '@/contract/steps';
import { randomId } from '@/lib/random-id';
import { deleteDraft, draftKeys, loadDraft, saveDraft } from '@/offline/drafts';
import { markersIn, packFiles, unpackFiles } from './pack-files';

/** What the device keeps of a person's onboarding until the server has it (spec: nothing lost). */
export interface WizardDraftState {
  /** 0-based index of the step the person was on. */
  step: number | null;
  values: Partial<Record<OnboardingStepSlug, unknown>>;
}

/** Logout removes these keys: `onboarding:{code}` and everything under `onboarding:{code}:`. */
export const draftKey = (applicationCode: string) => `onboarding:${applicationCode}`;
const filePrefix = (applicationCode: string) => `${draftKey(applicationCode)}:file:`;

export interface WizardDraft {
  readonly initial: WizardDraftState;
  /** A step's values as last kept (they may have changed since the wizard opened). */
  valuesOf(slug: OnboardingStepSlug): unknown;
  saveStep(step: number): void;
  saveValues(slug: OnboardingStepSlug, values: unknown): void;
  clearValues(slug: OnboardingStepSlug): void;
  /** Waits for pending writes and refuses later ones (before logout clears the device). */
  close(): Promise<void>;
}

async function readDraft(key: string, prefix: string) {
  const files = new Map<string, Blob>();
  try {
    const saved = (await loadDraft<WizardDraftState>(key))?.value;
    for (const id of markersIn(saved?.values)) {
      const file = (await loadDraft<Blob>(`${prefix}${id}`))?.value;
      if (file) files.set(id, file);
    }
    return { saved, files };
  } catch (error) {
    // No IndexedDB (a private window on some browsers): the wizard works, without a draft.
    console.warn('The draft on this device could not be read:', error);
    return { saved: undefined, files };
  }
}

export async function openWizardDraft(applicationCode: string): Promise<WizardDraft> {
  const key = draftKey(applicationCode);
  const prefix = filePrefix(applicationCode);
  const { saved, files } = await readDraft(key, prefix);
  const initial: WizardDraftState = {
    step: typeof saved?.step === 'number' ? saved.step : null,
    values: (unpackFiles(saved?.values ?? {}, (id) => files.get(id)) ?? {}) as WizardDraftState['values'],
  };

  const idOfFile = new Map<Blob, string>([...files].map(([id, file]) => [file, id]));
  let state: WizardDraftState = { step: initial.step, values: { ...initial.values } };
  let queue: Promise<void> = Promise.resolve();
  let scheduled = false;
  let closed = false;
  let lastUsed = new Set(files.keys());

  const write = async () => {
    const fresh: [string, Blob][] = [];
    const values = packFiles(state.values, (file) => {
      let id = idOfFile.get(file);
      if (!id) {
        id = randomId();
        idOfFile.set(file, id);
        fresh.push([id, file]);
      }
      return id;
    });
    for (const [id, file] of fresh) await saveDraft(`${prefix}${id}`, file);
    await saveDraft(key, { step: state.step, values });
    const used = markersIn(values);
    if (fresh.length === 0 && [...lastUsed].every((id) => used.has(id))) return;
    lastUsed = used;
    for (const stored of await draftKeys()) {
      if (stored.startsWith(prefix) && !used.has(stored.slice(prefix.length))) await deleteDraft(stored);
    }
  };
  // Keystrokes come faster than writes: one write waits at most, and it writes the latest values.
  const change = (next: WizardDraftState) => {
    if (closed) return;
    state = next;
    if (scheduled) return;
    scheduled = true;
    queue = queue
      .then(() => {
        scheduled = false;
        return write();
      })
      .catch((error: unknown) => console.warn('The draft could not be kept on this device:', error));
  };

  return {
    initial,
    valuesOf: (slug) => state.values[slug],
    saveStep: (step) => change({ ...state, step }),
    saveValues: (slug, values) => change({ ...state, values: { ...state.values, [slug]: values } }),
    clearValues: (slug) => {
      const values = { ...state.values };
      delete values[slug];
      change({ ...state, values });
    },
    close: async () => {
      closed = true;
      await queue;
    },
  };
}
