import { clear, createStore, del, get, keys, set } from 'idb-keyval';

/**
 * What a person has typed and not yet had saved by the server, kept on the device so that a
 * reload, a crash or a closed tab loses nothing. Keys say whose draft it is
 * (e.g. `intake:<draft id>`, `onboarding:<application code>`).
 */
const store = createStore('payee-drafts', 'drafts');

export interface Draft<T> {
  savedAt: number;
  value: T;
}

export function saveDraft<T>(key: string, value: T): Promise<void> {
  return set(key, { savedAt: Date.now(), value } satisfies Draft<T>, store);
}

export async function loadDraft<T>(key: string): Promise<Draft<T> | null> {
  return (await get<Draft<T>>(key, store)) ?? null;
}

export function deleteDraft(key: string): Promise<void> {
  return del(key, store);
}

export async function draftKeys(): Promise<string[]> {
  return (await keys(store)).map(String);
}

export async function deleteDraftsWhere(matches: (key: string) => boolean): Promise<void> {
  for (const key of await draftKeys()) if (matches(key)) await del(key, store);
}

export function deleteAllDrafts(): Promise<void> {
  return clear(store);
}
