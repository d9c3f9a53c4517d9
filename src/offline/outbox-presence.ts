/** The outbox's IndexedDB databases are named from this (outbox-store.ts). */
export const OUTBOX_DATABASE_PREFIX = 'payee-outbox';
/** It exists once anything was queued on this device. */
const OUTBOX_DATABASE = `${OUTBOX_DATABASE_PREFIX}-items`;

/** Whether this device may hold queued steps; without `indexedDB.databases()` we assume so. */
export async function outboxMayHaveWork(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === OUTBOX_DATABASE);
  } catch {
    return true;
  }
}
