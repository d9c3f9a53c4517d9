import { useSyncExternalStore } from 'react';
import { unknown } from 'superstruct';
import { apiRequest, notifyFailure } from '@/api/client';
import { getCaptchaToken } from '@/api/captcha';
import { randomId } from '@/lib/random-id';
import { checkConnection } from './connectivity';
import { whenBackOnline } from './online-status';
import { createOutbox } from './outbox';
import type { OutboxSnapshot } from './outbox-item';
import { connectOutboxStatus } from './outbox-status';
import { idbOutboxStore } from './outbox-store';

// None in the build (Node has BroadcastChannel, and an open one would keep the build running).
const channel = typeof BroadcastChannel === 'undefined' || typeof window === 'undefined' ? null : new BroadcastChannel('payee-outbox');

/** The app's one outbox. Replay runs in the page, where a fresh captcha token can be had. */
export const outbox = createOutbox({
  store: idbOutboxStore(),
  transport: async ({ path, body, idempotencyKey }) => {
    const answer = await apiRequest({ method: 'POST', path, body, data: unknown(), idempotencyKey, quiet: true, timeoutMs: 20_000 });
    return { message: answer.message, data: answer.data };
  },
  captcha: getCaptchaToken,
  checkConnection,
  randomId,
  locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
  persistStorage: async () => navigator.storage?.persist?.(),
  broadcast: channel && {
    post: () => channel.postMessage('changed'),
    listen: (onChange) => channel.addEventListener('message', onChange),
  },
  notify: notifyFailure,
});

connectOutboxStatus(outbox);

/**
 * Work nobody waits for. Where the device refuses IndexedDB (storage blocked, a private
 * window of some browsers) the queue cannot be read: the page goes on, and a save that needs
 * the queue tells the person itself.
 */
function inBackground(work: () => Promise<void>): void {
  work().catch((error: unknown) => console.warn('The steps queued on this device could not be read or sent:', error));
}

/**
 * Replays on app start, when the connection returns (the browser's event, or the API answering
 * again after it did not: online-status.ts) and when the page becomes visible.
 */
function startOutbox(): void {
  window.addEventListener('online', () => inBackground(outbox.sendNow));
  whenBackOnline(() => inBackground(outbox.sendNow));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') inBackground(outbox.replay);
  });
  inBackground(() => outbox.refresh().then(() => outbox.replay()));
}

export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
}

// Loading this module starts the outbox: the shell loads it when steps wait on this device,
// and the intake screens load it to save. The build loads it too, to draw the wizard's first
// state, with no browser to replay in.
if (typeof window !== 'undefined') startOutbox();
