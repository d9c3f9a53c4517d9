import { useSyncExternalStore } from 'react';
import { SESSION_IDLE_MINUTES } from '@/contract/session';
import { t, useT, type MessageDescriptor } from '@/i18n/i18n';
import { getSignedOutReason, subscribeToSignedOutReason, type SignedOutReason } from '@/session/signed-out-reason';

/**
 * What the sign-in screen says of why the last session ended, loaded with that screen. Only
 * what is true: onboarding steps saved to the server stay; drafts on the device were removed.
 */
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

/** The sentence to show on the sign-in screen, or null; null while prerendering and hydrating. */
export function useSignedOutSentence(): string | null {
  const reason = useSyncExternalStore(subscribeToSignedOutReason, () => getSignedOutReason(), () => null);
  useT();
  return reason ? signedOutSentence(reason) : null;
}
