import { tooManyRequests } from '../http/errors';
import type { Db, Tx } from '../db/connect';
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

/** An identity check counted before it runs: `proved` takes it back once the person proved who they are. */
export interface CountedCheck {
  proved(tx: Tx): Promise<void>;
}

/**
 * Guards the checks that take an SSN and birth date, the keys to a person's data. What is
 * counted: unauthenticated look-ups (per address) and failed identity checks (per SSN, per
 * SSN and address). What is not: the saves of an application whose id, code, SSN and birth
 * date the request proved (applicants behind one address are not throttled by each other's
 * saves).
 *
 * Every check is counted as a failure before it runs, in the request's transaction, and the
 * request goes on only if that count is within the limits; a check that succeeds is taken back
 * in the same transaction. Tries sent at the same moment therefore wait for each other's
 * counts (the counters' rows stay locked until each transaction ends): no more than the limit
 * are ever checked. A refused try is rolled back with its transaction: it counts nothing.
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
    private readonly limits: RateLimits,
    now: () => number = Date.now,
  ) {
    this.throttle = new Throttle(now);
  }

  private refuse(...resets: Date[]): never {
    throw tooManyRequests(Math.min(...resets.map((reset) => this.throttle.secondsUntil(reset))));
  }

  private async countTry(tx: Tx, ip: string, ssnHash: string | null) {
    const keys = { ip: `ip:${ip}`, burst: `ssn-ip:${ssnHash}:${ip}`, hourly: `ssn:${ssnHash}`, fromHere: `ssn-ip-hour:${ssnHash}:${ip}` };
    const windows: [string, number][] = [[keys.ip, MINUTE]];
    if (ssnHash) windows.push([keys.burst, MINUTE], [keys.hourly, HOUR], [keys.fromHere, HOUR]);
    const counts = await this.throttle.count(tx, windows);
    return { keys, perIp: counts.get(keys.ip)!, burst: counts.get(keys.burst), hourly: counts.get(keys.hourly), fromHere: counts.get(keys.fromHere) };
  }

  /**
   * An unauthenticated look-up (with the SSN when the request gives a well-formed one):
   * counted against the address, and as a failure of the SSN; refused past the address's
   * limit, the SSN and address's burst limit, or the SSN's hourly limit unless this address
   * still has tries for it. Every look-up that takes an SSN verifies its bot-check token first.
   */
  async countLookup(tx: Tx, ip: string, ssnHash: string | null): Promise<CountedCheck> {
    const { keys, perIp, burst, hourly, fromHere } = await this.countTry(tx, ip, ssnHash);
    if (perIp.count > this.limits.lookupsPerIpPerMinute) this.refuse(perIp.resetAt);
    if (burst && burst.count > this.limits.ssnIpFailuresPerMinute) this.refuse(burst.resetAt);
    if (hourly && fromHere && hourly.count > this.limits.ssnFailuresPerHour && fromHere.count > LOCKED_TRIES_PER_IP_HOUR) this.refuse(fromHere.resetAt, hourly.resetAt);
    // Like Laravel, a success clears the short burst counter; the look-up still counts against the address.
    return { proved: (inner) => (ssnHash ? this.throttle.uncount(inner, [keys.hourly, keys.fromHere], [keys.burst]) : Promise.resolve()) };
  }

  /**
   * A save that will prove its identity: counted like a look-up, but refused only past the
   * address's or the SSN and address's limit, and taken back whole once it is proved.
   */
  async countProvenSave(tx: Tx, ip: string, ssnHash: string | null): Promise<CountedCheck> {
    const { keys, perIp, burst } = await this.countTry(tx, ip, ssnHash);
    if (perIp.count > this.limits.lookupsPerIpPerMinute) this.refuse(perIp.resetAt);
    if (burst && burst.count > this.limits.ssnIpFailuresPerMinute) this.refuse(burst.resetAt);
    return { proved: (inner) => this.throttle.uncount(inner, ssnHash ? [keys.ip, keys.burst, keys.hourly, keys.fromHere] : [keys.ip]) };
  }

  /** A write (a save, an enquiry): counted per address, refused past the limit. */
  async countWrite(db: Db | Tx, ip: string): Promise<void> {
    const key = `write:${ip}`;
    const counted = (await this.throttle.count(db, [[key, MINUTE]])).get(key)!;
    if (counted.count > this.limits.writesPerIpPerMinute) this.refuse(counted.resetAt);
  }
}
