import { clear, createStore, del, get, keys, promisifyRequest } from 'idb-keyval';

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

/**
 * Writes at once and asks for the commit with the write (`commit()`), as idb-keyval's own `set`
 * does not: the database then commits without waiting for the page to hear back first. A draft
 * is written at every keystroke, and a reload or a closed tab right after the last one ends the
 * page; a write whose commit still waited on the page, busy on a slow phone, was lost with it.
 */
export function saveDraft<T>(key: string, value: T): Promise<void> {
  return store('readwrite', (drafts) => {
    drafts.put({ savedAt: Date.now(), value } satisfies Draft<T>, key);
    drafts.transaction.commit?.();
    return promisifyRequest(drafts.transaction);
  });
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
