import { inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { rateCounters } from '../db/schema';

/**
 * Fixed-window counters kept in the database (table rate_counters), so every server process
 * counts against the same numbers and a restart clears nothing. Keys never hold an SSN:
 * callers pass its HMAC.
 *
 * A try is counted before it runs and decided on that count: one upsert returns the count
 * with this try in it, and holds the counter's row until the request's transaction ends, so
 * fifty tries at once are counted one after another, never all against the same old count.
 * A try that turns out not to count (a person who proved who they are) is taken back in the
 * same transaction.
 */
export interface Counted {
  count: number;
  resetAt: Date;
}

export class Throttle {
  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds until a window ends (Retry-After). */
  secondsUntil(resetAt: Date): number {
    return (resetAt.getTime() - this.now()) / 1000;
  }

  /**
   * Counts one try against each key, each with its own window, in one statement. Keys are
   * counted in their sorted order: requests that count the same keys take their rows in one
   * order, so they queue rather than deadlock.
   */
  async count(db: Db | Tx, windows: readonly (readonly [key: string, windowMs: number])[]): Promise<Map<string, Counted>> {
    const now = this.now();
    const expired = sql`${rateCounters.resetAt} <= ${new Date(now).toISOString()}::timestamptz`;
    const rows = await db
      .insert(rateCounters)
      .values([...windows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, windowMs]) => ({ key, count: 1, resetAt: new Date(now + windowMs) })))
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateCounters.resetAt} end`,
        },
      })
      .returning({ key: rateCounters.key, count: rateCounters.count, resetAt: rateCounters.resetAt });
    return new Map(rows.map((row) => [row.key, { count: row.count, resetAt: row.resetAt }]));
  }

  /** Takes back the try just counted against `keys`; the `restart` keys start over at nothing. */
  async uncount(db: Db | Tx, keys: readonly string[], restart: readonly string[] = []): Promise<void> {
    const all = [...keys, ...restart];
    if (all.length === 0) return;
    const restarting = restart.length > 0 ? inArray(rateCounters.key, [...restart]) : sql`false`;
    await db
      .update(rateCounters)
      .set({ count: sql`case when ${restarting} then 0 else greatest(${rateCounters.count} - 1, 0) end` })
      .where(inArray(rateCounters.key, all));
  }
}

/** Drops finished windows (run at start and hourly). */
export async function purgeRateCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.resetAt, now));
}
