import { afterEach, describe, expect, it } from 'vitest';
import { clearSignedOutReason, getSignedOutReason, idleReasonFor, setSignedOutReason } from '@/session/signed-out-reason';
import { signedOutSentence } from '@/features/auth/signed-out-sentence';

const HOUR = 60 * 60 * 1000;
const at = Date.UTC(2026, 10, 23, 9, 0, 0);

afterEach(() => localStorage.clear());

describe('signed-out reason', () => {
  it('says why for an hour, then nothing; a sign-in clears it', () => {
    setSignedOutReason('idle-onboarding', at);
    expect(getSignedOutReason(at + HOUR - 1)).toBe('idle-onboarding');
    expect(getSignedOutReason(at + HOUR + 1)).toBeNull();
    clearSignedOutReason();
    expect(getSignedOutReason(at)).toBeNull();
  });

  it('ignores what it does not know', () => {
    localStorage.setItem('signedOutReason', 'idle-client');
    expect(getSignedOutReason(at)).toBeNull();
    localStorage.setItem('signedOutReason', JSON.stringify({ reason: 'other', at }));
    expect(getSignedOutReason(at)).toBeNull();
  });

  it('claims only what is kept: saved onboarding steps, nothing for a client', () => {
    expect(signedOutSentence(idleReasonFor('client'))).toBe('You were signed out after 15 minutes without activity. Please sign in again.');
    expect(signedOutSentence(idleReasonFor('onboarding'))).toBe(
      'You were signed out after 15 minutes without activity. The steps you saved are kept: sign in again to carry on.',
    );
  });
});
