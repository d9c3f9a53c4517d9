import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';
import { EMPTY_SNAPSHOT, type OutboxSnapshot } from './outbox-item';

/**
 * The outbox's snapshot for the shell's banner. The outbox itself loads after the first paint
 * (outbox-instance.ts connects it here), so a first visit of a public page does not pay for it.
 */
const status = createStore<OutboxSnapshot>(EMPTY_SNAPSHOT);
let sendNow: () => void = () => {};

/** What the outbox publishes: each new snapshot, and how to send what waits. */
export interface OutboxSource {
  getSnapshot(): OutboxSnapshot;
  subscribe(listener: () => void): () => void;
  sendNow(): Promise<void>;
}

/** Called once by the outbox as it loads; nothing waits on the banner before then. */
export function connectOutboxStatus(outbox: OutboxSource): void {
  sendNow = () => void outbox.sendNow();
  status.set(outbox.getSnapshot());
  outbox.subscribe(() => status.set(outbox.getSnapshot()));
}

export function useOutboxStatus(): OutboxSnapshot {
  return useSyncExternalStore(status.subscribe, status.getSnapshot, () => EMPTY_SNAPSHOT);
}

/** The banner's 'Send now'. */
export function sendOutboxNow(): void {
  sendNow();
}
