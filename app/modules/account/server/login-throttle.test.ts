import { describe, expect, it } from "vitest";
import { LoginThrottle } from "./login-throttle";

const keys = ["account:budi", "ip:10.0.0.1"];

describe("LoginThrottle", () => {
  it("blocks once a key reaches the maximum of failures", () => {
    const t = new LoginThrottle(3, 1000);
    t.recordFailure(keys, 0);
    t.recordFailure(keys, 1);
    expect(t.isBlocked(keys, 2)).toBe(false);
    t.recordFailure(keys, 2);
    expect(t.isBlocked(keys, 3)).toBe(true);
  });

  it("counts per account and per address: either key blocks", () => {
    const t = new LoginThrottle(2, 1000);
    t.recordFailure(["account:a", "ip:1"], 0);
    t.recordFailure(["account:b", "ip:1"], 0);
    expect(t.isBlocked(["account:c", "ip:1"], 1)).toBe(true);
    expect(t.isBlocked(["account:c", "ip:2"], 1)).toBe(false);
    t.recordFailure(["account:c", "ip:2"], 1);
    t.recordFailure(["account:c", "ip:3"], 1);
    expect(t.isBlocked(["account:c", "ip:4"], 2)).toBe(true);
  });

  it("forgets failures older than the window (sliding)", () => {
    const t = new LoginThrottle(2, 1000);
    t.recordFailure(keys, 0);
    t.recordFailure(keys, 600);
    expect(t.isBlocked(keys, 999)).toBe(true);
    expect(t.isBlocked(keys, 1000)).toBe(false);
    t.recordFailure(keys, 1100);
    expect(t.isBlocked(keys, 1200)).toBe(true);
    expect(t.isBlocked(keys, 2200)).toBe(false);
  });

  it("clear resets one key only", () => {
    const t = new LoginThrottle(1, 1000);
    t.recordFailure(keys, 0);
    t.clear("account:budi");
    expect(t.isBlocked(["account:budi"], 1)).toBe(false);
    expect(t.isBlocked(["ip:10.0.0.1"], 1)).toBe(true);
  });

  it("defaults to a 15-minute window", () => {
    const t = new LoginThrottle(1);
    t.recordFailure(keys, 0);
    expect(t.isBlocked(keys, 15 * 60 * 1000 - 1)).toBe(true);
    expect(t.isBlocked(keys, 15 * 60 * 1000)).toBe(false);
  });
});
