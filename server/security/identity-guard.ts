import { tooManyRequests } from '../http/errors';
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

/** Guards the look-ups that take an SSN and birth date, the keys to a person's data. */
export class IdentityGuard {
  private readonly throttle: Throttle;

  constructor(
    private readonly limits: RateLimits,
    now: () => number = Date.now,
  ) {
    this.throttle = new Throttle(now);
  }

  /** Counts the request against the IP and refuses it while the IP or the SSN is locked. */
  beforeLookup(ip: string, ssnHash: string | null): void {
    const perIp = this.throttle.hit(`ip:${ip}`, this.limits.lookupsPerIpPerMinute, MINUTE);
    if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);
    if (!ssnHash) return;
    for (const verdict of [
      this.throttle.check(`ssn:${ssnHash}`, this.limits.ssnFailuresPerHour),
      this.throttle.check(`ssn-ip:${ssnHash}:${ip}`, this.limits.ssnIpFailuresPerMinute),
    ]) {
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
    }
  }

  failed(ip: string, ssnHash: string | null): void {
    if (!ssnHash) return;
    this.throttle.hit(`ssn:${ssnHash}`, Number.MAX_SAFE_INTEGER, HOUR);
    this.throttle.hit(`ssn-ip:${ssnHash}:${ip}`, Number.MAX_SAFE_INTEGER, MINUTE);
  }

  /** Like Laravel, a success clears the short burst counter (the hourly one stays). */
  succeeded(ip: string, ssnHash: string): void {
    this.throttle.clear(`ssn-ip:${ssnHash}:${ip}`);
  }

  write(ip: string): void {
    const verdict = this.throttle.hit(`write:${ip}`, this.limits.writesPerIpPerMinute, MINUTE);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  }
}
