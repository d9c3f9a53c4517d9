/**
 * Fixed-window counters kept in memory (one server process; a provider running several
 * would keep them in a shared store). Keys never hold an SSN: callers pass its HMAC.
 */
export interface ThrottleResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

interface Window {
  count: number;
  resetAt: number;
}

const SWEEP_AT = 10_000;

export class Throttle {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Whether `key` is already at its limit, without counting. */
  check(key: string, limit: number): ThrottleResult {
    const window = this.current(key);
    if (!window || window.count < limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: (window.resetAt - this.now()) / 1000 };
  }

  /** Counts one event; refused when the window is already full. */
  hit(key: string, limit: number, windowMs: number): ThrottleResult {
    const verdict = this.check(key, limit);
    if (!verdict.allowed) return verdict;
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + windowMs });
    if (this.windows.size > SWEEP_AT) this.sweep();
    return verdict;
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
