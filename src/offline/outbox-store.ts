import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { migrateItem, type OutboxItem, type QueueIdentity } from './outbox-item';
import { OUTBOX_DATABASE_PREFIX } from './outbox-presence';

/**
 * The outbox's own IndexedDB database: items, and per queue the identity the server gave
 * (after a create) and whether the queue waits for the person (after a refusal).
 */
export interface QueueState {
  identity: QueueIdentity | null;
  blockedBy: string | null;
  /** The receipt token the server gave with the answer that submitted the application (the receipt needs no SSN). */
  receipt?: string;
}

export interface OutboxStore {
  items(): Promise<OutboxItem[]>;
  putItem(item: OutboxItem): Promise<void>;
  deleteItem(id: string): Promise<void>;
  queue(queue: string): Promise<QueueState>;
  putQueue(queue: string, state: QueueState): Promise<void>;
  queues(): Promise<Map<string, QueueState>>;
  deleteQueue(queue: string): Promise<void>;
}

const EMPTY: QueueState = { identity: null, blockedBy: null };

export function idbOutboxStore(database = OUTBOX_DATABASE_PREFIX): OutboxStore {
  const items: UseStore = createStore(`${database}-items`, 'items');
  const queues: UseStore = createStore(`${database}-queues`, 'queues');
  return {
    async items() {
      const all = await entries<string, unknown>(items);
      return all
        .map(([, raw]) => migrateItem(raw))
        .filter((item): item is OutboxItem => item !== null)
        .sort((a, b) => a.seq - b.seq);
    },
    putItem: (item) => set(item.id, item, items),
    deleteItem: (id) => del(id, items),
    queue: async (queue) => (await get<QueueState>(queue, queues)) ?? EMPTY,
    putQueue: (queue, state) => set(queue, state, queues),
    queues: async () => new Map(await entries<string, QueueState>(queues)),
    deleteQueue: (queue) => del(queue, queues),
  };
}
