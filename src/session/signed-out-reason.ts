import { useSyncExternalStore } from 'react';
import { SESSION_IDLE_MINUTES } from '@/contract/session';
import type { ProcessType } from '@/contract/process';
import { createChangeCounter } from '@/lib/store';
import { t, useT, type MessageDescriptor } from '@/i18n/i18n';

/**
 * Why the last session ended, for the sign-in screen to say. Kept in localStorage, so that
 * every tab the session ended in can say it, until the next sign-in or for an hour; it names no one.
 */
const KEY = 'signedOutReason';
const IDLE_REASONS = ['idle-client', 'idle-onboarding'] as const;
export type SignedOutReason = (typeof IDLE_REASONS)[number];

/** Only what is true: onboarding steps saved to the server stay; drafts on the device were removed. */
export const SIGNED_OUT_SENTENCES: Record<SignedOutReason, MessageDescriptor> = {
  'idle-client': /*i18n*/ {
    id: 'session.signed_out.idle_client',
    message: 'You were signed out after {minutes} minutes without activity. Please sign in again.',
  },
  'idle-onboarding': /*i18n*/ {
    id: 'session.signed_out.idle_onboarding',
    message: 'You were signed out after {minutes} minutes without activity. The steps you saved are kept: sign in again to carry on.',
  },
};

/** The sentence for a reason, in the language on screen. */
export function signedOutSentence(reason: SignedOutReason): string {
  return t(SIGNED_OUT_SENTENCES[reason], { minutes: SESSION_IDLE_MINUTES });
}

/** The reason lives in local storage (every tab reads it); this counts its changes. */
const changes = createChangeCounter();

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

/** The sentence to show on the sign-in screen, or null; null while prerendering and hydrating. */
export function useSignedOutSentence(): string | null {
  const reason = useSyncExternalStore(changes.subscribe, () => getSignedOutReason(), () => null);
  useT();
  return reason ? signedOutSentence(reason) : null;
}
