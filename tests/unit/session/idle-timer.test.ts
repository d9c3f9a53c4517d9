// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { IDLE_LIMITS, idlePhase, minutesLeft, renewDue, signedOutInText } from '@/session/idle/idle-timer';

const MINUTE = 60 * 1000;
const start = Date.UTC(2026, 10, 23, 9, 0, 0);
const at = (minutes: number) => start + minutes * MINUTE;

describe('idlePhase', () => {
  it('is active for 13 minutes without activity, warns from 13 and ends the session at 15', () => {
    expect(idlePhase(start, at(0))).toEqual({ kind: 'active' });
    expect(idlePhase(start, at(12.99))).toEqual({ kind: 'active' });
    expect(idlePhase(start, at(13))).toEqual({ kind: 'warning', remainingMs: 2 * MINUTE });
    expect(idlePhase(start, at(14.5))).toEqual({ kind: 'warning', remainingMs: 0.5 * MINUTE });
    expect(idlePhase(start, at(15))).toEqual({ kind: 'expired' });
    expect(idlePhase(start, at(60 * 24))).toEqual({ kind: 'expired' });
  });

  it('counts from the latest activity, wherever it happened', () => {
    expect(idlePhase(at(10), at(20))).toEqual({ kind: 'active' });
    expect(idlePhase(at(10), at(24)).kind).toBe('warning');
  });

  it('takes other limits', () => {
    const limits = { warnAfterMs: MINUTE, signOutAfterMs: 2 * MINUTE, renewEveryMs: MINUTE };
    expect(idlePhase(start, at(1), limits).kind).toBe('warning');
    expect(idlePhase(start, at(2), limits).kind).toBe('expired');
  });

  it('uses 13 and 15 minutes by default', () => {
    expect(IDLE_LIMITS).toEqual({ warnAfterMs: 13 * MINUTE, signOutAfterMs: 15 * MINUTE, renewEveryMs: MINUTE });
  });
});

describe('renewDue', () => {
  it('tells the server of activity at most once a minute, and only of activity it has not heard of', () => {
    expect(renewDue(at(5), at(0), at(5))).toBe(true);
    expect(renewDue(at(0.5), at(0), at(0.5))).toBe(false);
    expect(renewDue(at(0.5), at(0), at(1))).toBe(true);
    expect(renewDue(at(0), at(0), at(10))).toBe(false);
    expect(renewDue(at(3), at(4), at(10))).toBe(false);
  });
});

describe('the warning wording', () => {
  it('says whole minutes, rounded up, so it changes once a minute', () => {
    expect(minutesLeft(2 * MINUTE)).toBe(2);
    expect(minutesLeft(1.2 * MINUTE)).toBe(2);
    expect(minutesLeft(MINUTE)).toBe(1);
    expect(minutesLeft(1000)).toBe(1);
    expect(signedOutInText(2 * MINUTE)).toBe("You'll be signed out in 2 minutes");
    expect(signedOutInText(30 * 1000)).toBe("You'll be signed out in 1 minute");
  });
});
