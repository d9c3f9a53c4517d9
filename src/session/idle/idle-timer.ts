import { SESSION_IDLE_MINUTES, SESSION_WARNING_MINUTES } from '@/contract/session';
import { t } from '@/i18n/i18n';

const MINUTE_MS = 60 * 1000;

export interface IdleLimits {
  /** No activity this long: the warning opens. */
  warnAfterMs: number;
  /** No activity this long: the session ends. */
  signOutAfterMs: number;
  /** Activity reaches the server (a renew) at most this often, so its idle limit never ends first. */
  renewEveryMs: number;
}

export const IDLE_LIMITS: IdleLimits = {
  warnAfterMs: (SESSION_IDLE_MINUTES - SESSION_WARNING_MINUTES) * MINUTE_MS,
  signOutAfterMs: SESSION_IDLE_MINUTES * MINUTE_MS,
  renewEveryMs: MINUTE_MS,
};

export type IdlePhase = { kind: 'active' } | { kind: 'warning'; remainingMs: number } | { kind: 'expired' };

/** Where a session stands, `now - lastActivityAt` after the person last did anything (in any tab). */
export function idlePhase(lastActivityAt: number, now: number, limits: IdleLimits = IDLE_LIMITS): IdlePhase {
  const idle = now - lastActivityAt;
  if (idle >= limits.signOutAfterMs) return { kind: 'expired' };
  if (idle >= limits.warnAfterMs) return { kind: 'warning', remainingMs: limits.signOutAfterMs - idle };
  return { kind: 'active' };
}

/**
 * Activity since the last renew, and that renew at least `renewEveryMs` old: tell the server.
 * The renew is sent at or after the activity it covers, so the server's idle limit, counted from
 * it, never ends before the app's, counted from the activity.
 */
export function renewDue(lastActivityAt: number, lastRenewAt: number, now: number, limits: IdleLimits = IDLE_LIMITS): boolean {
  return lastActivityAt > lastRenewAt && now - lastRenewAt >= limits.renewEveryMs;
}

/** Whole minutes left, rounded up: what the warning says, and changes once a minute. */
export function minutesLeft(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / MINUTE_MS));
}

const signedOutIn = /*i18n*/ {
  id: 'session.idle.signed_out_in',
  message: "You'll be signed out in {minutes, plural, one {# minute} other {# minutes}}",
};

export function signedOutInText(remainingMs: number): string {
  return t(signedOutIn, { minutes: minutesLeft(remainingMs) });
}
