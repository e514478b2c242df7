export interface LimitDecision {
  allowed: boolean;
  remaining: number;
  /** Milliseconds until the caller's window resets. */
  retryAfterMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Counts hits per key in fixed windows, in memory (each API process keeps its own budget). */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): LimitDecision {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= this.limit,
      remaining: Math.max(0, this.limit - window.count),
      retryAfterMs: window.resetAt - now,
    };
  }

  /** Drops expired windows at most once per window so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  get trackedKeys(): number {
    return this.windows.size;
  }
}
