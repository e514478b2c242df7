import { FixedWindowLimiter } from './fixed-window-limiter.js';

describe('FixedWindowLimiter', () => {
  it('allows the limit per key and window, then refuses until the window resets', () => {
    let now = 1_000;
    const limiter = new FixedWindowLimiter(2, 60_000, () => now);
    expect(limiter.hit('1.1.1.1')).toEqual({ allowed: true, remaining: 1, retryAfterMs: 60_000 });
    expect(limiter.hit('1.1.1.1').allowed).toBe(true);
    now += 10_000;
    expect(limiter.hit('1.1.1.1')).toEqual({ allowed: false, remaining: 0, retryAfterMs: 50_000 });
    expect(limiter.hit('2.2.2.2').allowed).toBe(true);
    now += 50_000;
    expect(limiter.hit('1.1.1.1').allowed).toBe(true);
  });

  it('forgets expired windows', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(1, 1_000, () => now);
    for (let i = 0; i < 50; i += 1) limiter.hit(`10.0.0.${i}`);
    expect(limiter.trackedKeys).toBe(50);
    now = 5_000;
    limiter.hit('10.0.1.1');
    expect(limiter.trackedKeys).toBe(1);
  });
});
