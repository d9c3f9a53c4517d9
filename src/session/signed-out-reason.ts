import type { ProcessType } from '@/contract/process';
import { createChangeCounter } from '@/lib/store';

/**
 * Why the last session ended, for the sign-in screen to say (in its own words:
 * src/features/auth/signed-out-sentence.ts, loaded with that screen). Kept in localStorage, so that
 * every tab the session ended in can say it, until the next sign-in or for an hour; it names no one.
 */
const KEY = 'signedOutReason';
const IDLE_REASONS = ['idle-client', 'idle-onboarding'] as const;
export type SignedOutReason = (typeof IDLE_REASONS)[number];

/** The reason lives in local storage (every tab reads it); this counts its changes. */
const changes = createChangeCounter();

export const subscribeToSignedOutReason = changes.subscribe;

export function idleReasonFor(processType: ProcessType | null | undefined): SignedOutReason {
  return processType === 'onboarding' ? 'idle-onboarding' : 'idle-client';
}

/** Said for an hour at most: someone opening the sign-in screen the next day is told nothing stale. */
const SAID_FOR_MS = 60 * 60 * 1000;

export function setSignedOutReason(reason: SignedOutReason, now = Date.now()): void {
  localStorage.setItem(KEY, JSON.stringify({ reason, at: now }));
  changes.changed();
}

export function clearSignedOutReason(): void {
  if (localStorage.getItem(KEY) === null) return;
  localStorage.removeItem(KEY);
  changes.changed();
}

export function getSignedOutReason(now = Date.now()): SignedOutReason | null {
  try {
    const { reason, at } = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { reason?: unknown; at?: unknown };
    if (typeof at !== 'number' || now - at > SAID_FOR_MS || now < at) return null;
    return IDLE_REASONS.find((known) => known === reason) ?? null;
  } catch {
    return null;
  }
}
