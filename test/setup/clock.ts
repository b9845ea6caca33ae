import { vi } from "vitest";

/**
 * Runs `run` with only Date faked, from the real current time (whole seconds, `t0`), so a test
 * can move the request clock past a throttle window (`vi.setSystemTime(t0 + ...)`); the real
 * clock is back afterwards whatever happens. Jumps stay small: PGlite's own timers read Date too.
 */
export async function withDateClock(run: (t0: number) => Promise<void>): Promise<void> {
  const t0 = Math.floor(Date.now() / 1000) * 1000;
  vi.useFakeTimers({ toFake: ["Date"], now: t0 });
  try {
    await run(t0);
  } finally {
    vi.useRealTimers();
  }
}
