import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rateCounters } from '../db/schema';

/**
 * Fixed-window counters kept in the database (table rate_counters), so every server process
 * counts against the same numbers and a restart clears nothing. Each count is one atomic
 * upsert. Keys never hold an SSN: callers pass its HMAC.
 */
export interface ThrottleResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  private verdict(count: number, limit: number, resetAt: Date): ThrottleResult {
    return count <= limit ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: (resetAt.getTime() - this.now()) / 1000 };
  }

  /** Whether `key` is already at its limit, without counting. */
  async check(key: string, limit: number): Promise<ThrottleResult> {
    const [verdict] = await this.checkAll([[key, limit]]);
    return verdict!;
  }

  /** Several checks in one round trip, in the order given. */
  async checkAll(limits: readonly (readonly [key: string, limit: number])[]): Promise<ThrottleResult[]> {
    const rows = await this.db
      .select()
      .from(rateCounters)
      .where(inArray(rateCounters.key, limits.map(([key]) => key)));
    const now = this.now();
    return limits.map(([key, limit]) => {
      const row = rows.find((candidate) => candidate.key === key && candidate.resetAt.getTime() > now);
      return row ? this.verdict(row.count + 1, limit, row.resetAt) : { allowed: true, retryAfterSeconds: 0 };
    });
  }

  /** Counts one event; refused when it goes past the limit. */
  async hit(key: string, limit: number, windowMs: number): Promise<ThrottleResult> {
    const now = new Date(this.now()).toISOString();
    const expired = sql`${rateCounters.resetAt} <= ${now}::timestamptz`;
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, count: 1, resetAt: new Date(this.now() + windowMs) })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateCounters.resetAt} end`,
        },
      })
      .returning({ count: rateCounters.count, resetAt: rateCounters.resetAt });
    return this.verdict(row!.count, limit, row!.resetAt);
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateCounters).where(eq(rateCounters.key, key));
  }
}

/** Drops finished windows (run at start and hourly). */
export async function purgeRateCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.resetAt, now));
}
