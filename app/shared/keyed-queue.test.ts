import { describe, expect, it } from "vitest";
import { keyedQueue } from "./keyed-queue";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("keyedQueue", () => {
  it("runs work of one key one at a time, in order, and of different keys side by side", async () => {
    const run = keyedQueue<number>();
    const log: string[] = [];
    let active = 0;
    let maxActive = 0;
    const job = (key: number, name: string, ms: number) =>
      run(key, async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        log.push(`start ${name}`);
        await sleep(ms);
        log.push(`end ${name}`);
        active--;
        return name;
      });
    const results = await Promise.all([job(1, "a", 20), job(1, "b", 5), job(2, "c", 5)]);
    expect(results).toEqual(["a", "b", "c"]);
    expect(log.indexOf("end a")).toBeLessThan(log.indexOf("start b"));
    expect(log.indexOf("start c")).toBeLessThan(log.indexOf("end a"));
    expect(maxActive).toBe(2);
  });

  it("goes on after a failure and passes the error to its caller", async () => {
    const run = keyedQueue<string>();
    const failed = run("k", async () => {
      throw new Error("boom");
    });
    const next = run("k", async () => "ok");
    await expect(failed).rejects.toThrow("boom");
    await expect(next).resolves.toBe("ok");
  });

  it("lets waiters leave before their turn on one read shared after each work, never once started", async () => {
    const run = keyedQueue<string>();
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let reads = 0;
    let full = false;
    const leave = {
      read: async () => {
        reads++;
        return full;
      },
      reason: (isFull: boolean) => (isFull ? new Error("full") : undefined),
    };
    const ran: number[] = [];
    const head = run("k", async () => {
      await gate;
      full = true;
      return "head";
    });
    const waiting = [1, 2, 3].map((i) =>
      run(
        "k",
        async () => {
          ran.push(i);
          return i;
        },
        leave,
      ),
    );
    expect(run.size("k")).toBe(4);
    release();
    expect(await head).toBe("head");
    for (const w of waiting) await expect(w).rejects.toThrow("full");
    expect(ran).toEqual([]);
    expect(reads).toBe(1);
    expect(run.size("k")).toBe(0);
    // The queue goes on for the next one.
    await expect(run("k", async () => "next", leave)).resolves.toBe("next");
  });
});
