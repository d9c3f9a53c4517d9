import { useSyncExternalStore } from 'react';
import type { OutboxSnapshot } from './outbox';

/**
 * The outbox's snapshot for the shell's banner. The outbox itself loads after the first paint
 * (outbox-instance.ts publishes here), so a first visit of a public page does not pay for it.
 */
const EMPTY: OutboxSnapshot = { items: [], sending: false, nextAttemptAt: null, throttledUntil: null, loaded: false };
let snapshot = EMPTY;
const listeners = new Set<() => void>();

export function publishOutboxStatus(next: OutboxSnapshot): void {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export function useOutboxStatus(): OutboxSnapshot {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => EMPTY,
  );
}

/** Loads the outbox when the person acts on the banner. */
export function sendOutboxNow(): void {
  void import('./outbox-instance').then(({ outbox }) => outbox.sendNow());
}
