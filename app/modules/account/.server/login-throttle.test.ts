import { describe, expect, it } from "vitest";
import { MemoryRateLimitStore } from "#app/shared/rate-limit-store.server";
import { FIFTEEN_MINUTES, LoginThrottle, ThrottledError } from "./login-throttle";

const keys = ["account:budi", "ip:10.0.0.1"];
const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);
const blocked = (t: LoginThrottle, k: string[], ms: number) =>
  t.check(k, at(ms)).then(
    () => false,
    (err) => {
      if (err instanceof ThrottledError) return true;
      throw err;
    },
  );

describe("LoginThrottle", () => {
  it("blocks once a key reaches the maximum of failures", async () => {
    const t = new LoginThrottle(new MemoryRateLimitStore(), "login", 3, 1000);
    await t.recordFailure(keys, at(0));
    await t.recordFailure(keys, at(1));
    expect(await blocked(t, keys, 2)).toBe(false);
    await t.recordFailure(keys, at(2));
    expect(await blocked(t, keys, 3)).toBe(true);
  });

  it("counts per account and per address: either key blocks", async () => {
    const t = new LoginThrottle(new MemoryRateLimitStore(), "login", 2, 1000);
    await t.recordFailure(["account:a", "ip:1"], at(0));
    await t.recordFailure(["account:b", "ip:1"], at(0));
    expect(await blocked(t, ["account:c", "ip:1"], 1)).toBe(true);
    expect(await blocked(t, ["account:a", "ip:2"], 1)).toBe(false);
    await t.recordFailure(["account:a", "ip:3"], at(1));
    expect(await blocked(t, ["account:a", "ip:2"], 2)).toBe(true);
  });

  it("says how long is left of the window, and lets the key go when it ends", async () => {
    const t = new LoginThrottle(new MemoryRateLimitStore(), "login", 2, 10_000);
    await t.recordFailure(keys, at(0));
    await t.recordFailure(keys, at(2_000));
    const err = await t.check(keys, at(4_000)).catch((e) => e);
    expect(err).toBeInstanceOf(ThrottledError);
    expect(err.status).toBe(429);
    // The window started at the first failure: 10 s after it, 6 s after this check.
    expect(err.retryAfterSeconds).toBe(6);
    expect(await blocked(t, keys, 9_999)).toBe(true);
    expect(await blocked(t, keys, 10_000)).toBe(false);
  });

  it("clear resets one key only", async () => {
    const t = new LoginThrottle(new MemoryRateLimitStore(), "login", 1, 1000);
    await t.recordFailure(keys, at(0));
    await t.clear("account:budi");
    expect(await blocked(t, ["account:budi"], 1)).toBe(false);
    expect(await blocked(t, ["ip:10.0.0.1"], 1)).toBe(true);
  });

  it("keeps throttles apart by name in one store", async () => {
    const store = new MemoryRateLimitStore();
    const login = new LoginThrottle(store, "login", 1, 1000);
    const password = new LoginThrottle(store, "password", 1, 1000);
    await login.recordFailure(["user:1"], at(0));
    expect(await blocked(login, ["user:1"], 1)).toBe(true);
    expect(await blocked(password, ["user:1"], 1)).toBe(false);
  });

  it("defaults to a 15-minute window", async () => {
    const t = new LoginThrottle(new MemoryRateLimitStore(), "login", 1);
    await t.recordFailure(keys, at(0));
    expect(await blocked(t, keys, FIFTEEN_MINUTES - 1)).toBe(true);
    expect(await blocked(t, keys, FIFTEEN_MINUTES)).toBe(false);
  });
});
