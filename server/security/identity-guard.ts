import { tooManyRequests } from '../http/errors';
import type { Db } from '../db/connect';
import { Throttle } from './throttle';

/** Limits of the identity look-ups (docs/api.md 'Rate limits'); each can be set from the environment. */
export interface RateLimits {
  /** Identity look-ups (process, intake, login, name, new application) per IP per minute. */
  lookupsPerIpPerMinute: number;
  /** Failed look-ups per SSN per hour (OWASP ASVS 2.2.1: at most 100). */
  ssnFailuresPerHour: number;
  /** Failed look-ups per SSN and IP per minute (Laravel's login throttle: 5). */
  ssnIpFailuresPerMinute: number;
  /** Writes (saves, enquiries) per IP per minute. */
  writesPerIpPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  lookupsPerIpPerMinute: 30,
  ssnFailuresPerHour: 100,
  ssnIpFailuresPerMinute: 5,
  writesPerIpPerMinute: 120,
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Failures an address may make for an SSN in an hour once that SSN is past its hourly limit. */
export const LOCKED_TRIES_PER_IP_HOUR = 3;

/**
 * Guards the checks that take an SSN and birth date, the keys to a person's data. What is
 * counted: unauthenticated look-ups (per address) and failed identity checks (per SSN, per
 * SSN and address). What is not: the saves of an application whose id, code, SSN and birth
 * date the request proved (applicants behind one address are not throttled by each other's
 * saves).
 *
 * Past the hourly limit an SSN is not refused outright, which would let anyone lock a person
 * out from anywhere: every look-up carries a fresh bot-check token (verified before this
 * guard runs; reCAPTCHA tokens are single-use), and each address gets
 * LOCKED_TRIES_PER_IP_HOUR failures for the SSN in the hour. The real person, with a valid
 * token and the right birth date, still gets through; a guesser spread over many addresses
 * is slowed to a few guesses per address per hour, each costing a solved bot-check.
 */
export class IdentityGuard {
  private readonly throttle: Throttle;

  constructor(
    db: Db,
    private readonly limits: RateLimits,
    now: () => number = Date.now,
  ) {
    this.throttle = new Throttle(db, now);
  }

  /**
   * An unauthenticated look-up: counted against the address, refused while the address or
   * the SSN is locked. Every look-up that takes an SSN verifies its bot-check token first.
   */
  async beforeLookup(ip: string, ssnHash: string | null): Promise<void> {
    const perIp = await this.throttle.hit(`ip:${ip}`, this.limits.lookupsPerIpPerMinute, MINUTE);
    if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);
    if (ssnHash) await this.ssnLocks(ip, ssnHash);
  }

  /** A save that will prove its identity: not counted, only refused while the address or the SSN and address are locked. */
  async beforeProvenSave(ip: string, ssnHash: string | null): Promise<void> {
    const checks: [string, number][] = [[`ip:${ip}`, this.limits.lookupsPerIpPerMinute]];
    if (ssnHash) checks.push([`ssn-ip:${ssnHash}:${ip}`, this.limits.ssnIpFailuresPerMinute]);
    for (const verdict of await this.throttle.checkAll(checks)) if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  }

  private async ssnLocks(ip: string, ssnHash: string): Promise<void> {
    const [burst, hourly, fromHere] = await this.throttle.checkAll([
      [`ssn-ip:${ssnHash}:${ip}`, this.limits.ssnIpFailuresPerMinute],
      [`ssn:${ssnHash}`, this.limits.ssnFailuresPerHour],
      [`ssn-ip-hour:${ssnHash}:${ip}`, LOCKED_TRIES_PER_IP_HOUR],
    ]);
    if (!burst!.allowed) throw tooManyRequests(burst!.retryAfterSeconds);
    if (hourly!.allowed) return;
    if (!fromHere!.allowed) throw tooManyRequests(Math.min(fromHere!.retryAfterSeconds, hourly!.retryAfterSeconds));
  }

  /** A failed save's identity check: the look-up it turned out to be is counted too. */
  async failedSave(ip: string, ssnHash: string | null): Promise<void> {
    await this.throttle.hit(`ip:${ip}`, Number.MAX_SAFE_INTEGER, MINUTE);
    await this.failed(ip, ssnHash);
  }

  /** A failed identity check: counted per SSN, and per SSN and address. */
  async failed(ip: string, ssnHash: string | null): Promise<void> {
    if (!ssnHash) return;
    await Promise.all([
      this.throttle.hit(`ssn:${ssnHash}`, Number.MAX_SAFE_INTEGER, HOUR),
      this.throttle.hit(`ssn-ip:${ssnHash}:${ip}`, Number.MAX_SAFE_INTEGER, MINUTE),
      this.throttle.hit(`ssn-ip-hour:${ssnHash}:${ip}`, Number.MAX_SAFE_INTEGER, HOUR),
    ]);
  }

  /** Like Laravel, a success clears the short burst counter (the hourly ones stay). */
  async succeeded(ip: string, ssnHash: string): Promise<void> {
    await this.throttle.clear(`ssn-ip:${ssnHash}:${ip}`);
  }

  async write(ip: string): Promise<void> {
    const verdict = await this.throttle.hit(`write:${ip}`, this.limits.writesPerIpPerMinute, MINUTE);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  }
}
