import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "#test/setup/app";
import { noteRead, tourTag } from "./cache-bus.server";
import type { Actor, Ctx } from "./context";
import type { Database } from "./db.server";
import { disableReadModels, enableReadModels, type ReadModels, readModel } from "./read-model.server";
import { actorOf } from "#test/setup/actors";

/* The memo of public reads (decision 053): the rules, on either engine (DATABASE_URL). */

let database: Database;
let models: ReadModels;
let clock = 0;
const builtBy: (Actor | null)[] = [];
let gate: Promise<void> | undefined;

const customer: Actor = actorOf({ id: 7, role: "customer" }, 1);
const admin: Actor = actorOf({ id: 1, role: "admin" }, 2);

function ctxOf(over: Partial<Ctx> = {}): Ctx {
  return {
    db: database.db,
    actor: null,
    locale: "en",
    requestId: "t",
    now: () => new Date("2026-11-27T10:00:00Z"),
    bus: database.bus,
    reads: new Set(),
    ...over,
  };
}

/** A read of one package: a real statement, noting the package it shows. */
const readTour = readModel(
  "test.readTour",
  { tags: ["catalog"], keyOf: (ctx) => ctx.now().toISOString().slice(0, 10) },
  async ({ ctx, input }: { ctx: Ctx; input: { id: number } }) => {
    builtBy.push(ctx.actor);
    await ctx.db.execute(sql`select 1`);
    await gate;
    if (input.id < 0) throw new Error("no such package");
    noteRead(ctx, [tourTag(input.id)]);
    return { id: input.id, name: `Tour ${input.id}`, departures: [{ seats_left: 3 }] };
  },
);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  disableReadModels(database.bus);
  clock = 1_000;
  models = enableReadModels(database.bus, { ttlMs: 60_000, maxEntries: 50, now: () => clock });
  builtBy.length = 0;
  gate = undefined;
});

describe("read models", () => {
  it("builds once, then answers from memory, noting the entry's tags on every hit", async () => {
    const first = await readTour({ ctx: ctxOf(), input: { id: 1 } });
    const reads = new Set<string>();
    const again = await readTour({ ctx: ctxOf({ reads }), input: { id: 1 } });
    expect(again).toBe(first);
    expect(models.builds).toBe(1);
    expect([...reads].sort()).toEqual(["catalog", "tour:1"]);
    // Another input, locale or day is another entry.
    await readTour({ ctx: ctxOf(), input: { id: 2 } });
    await readTour({ ctx: ctxOf({ locale: "id" }), input: { id: 1 } });
    await readTour({ ctx: ctxOf({ now: () => new Date("2026-11-28T10:00:00Z") }), input: { id: 1 } });
    expect(models.builds).toBe(4);
  });

  it("is shared by anonymous and signed-in callers, built as an anonymous visitor", async () => {
    await readTour({ ctx: ctxOf({ actor: customer }), input: { id: 1 } });
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    expect(models.builds).toBe(1);
    expect(builtBy).toEqual([null]);
  });

  it("drops an entry when a change names one of its tags, or everything ('*'); others stay", async () => {
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    await readTour({ ctx: ctxOf(), input: { id: 2 } });
    database.bus.publish(["tour:2"]);
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    expect(models.builds).toBe(2);
    await readTour({ ctx: ctxOf(), input: { id: 2 } });
    expect(models.builds).toBe(3);
    database.bus.publish(["content", "tour:99"]);
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    expect(models.builds).toBe(3);
    database.bus.publish(["catalog"]);
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    expect(models.builds).toBe(4);
    database.bus.publish("*");
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    await readTour({ ctx: ctxOf(), input: { id: 2 } });
    expect(models.builds).toBe(6);
    // A change another instance made counts the same.
    database.bus.receive(["tour:1"]);
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    expect(models.builds).toBe(7);
  });

  it("rebuilds after the time-to-live even if no change was heard", async () => {
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    clock += 59_999;
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    expect(models.builds).toBe(1);
    clock += 1;
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    expect(models.builds).toBe(2);
  });

  it("concurrent misses of one key share one build (and its failure, which is not kept)", async () => {
    let open: () => void = () => {};
    gate = new Promise((r) => {
      open = r;
    });
    const calls = Array.from({ length: 20 }, (_, i) =>
      readTour({ ctx: ctxOf({ actor: i % 2 ? customer : null }), input: { id: 1 } }),
    );
    open();
    const results = await Promise.all(calls);
    expect(models.builds).toBe(1);
    for (const r of results) expect(r).toBe(results[0]);

    const failing = await Promise.allSettled([1, 2, 3].map(() => readTour({ ctx: ctxOf(), input: { id: -1 } })));
    expect(failing.every((r) => r.status === "rejected")).toBe(true);
    expect(models.builds).toBe(2);
    await expect(readTour({ ctx: ctxOf(), input: { id: -1 } })).rejects.toThrow("no such package");
    expect(models.builds).toBe(3);
  });

  it("a build that overlapped a change to what it read answers its callers but is not kept", async () => {
    let open: () => void = () => {};
    gate = new Promise((r) => {
      open = r;
    });
    const during = readTour({ ctx: ctxOf(), input: { id: 1 } });
    await new Promise((r) => setTimeout(r, 20));
    database.bus.publish(["tour:1"]);
    open();
    expect((await during).id).toBe(1);
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    expect(models.builds).toBe(2);

    // A change to something else while building: kept.
    gate = new Promise((r) => {
      open = r;
    });
    const other = readTour({ ctx: ctxOf(), input: { id: 2 } });
    await new Promise((r) => setTimeout(r, 20));
    database.bus.publish(["tour:3"]);
    open();
    await other;
    gate = undefined;
    await readTour({ ctx: ctxOf(), input: { id: 2 } });
    expect(models.builds).toBe(3);
  });

  it("admins bypass it (fresh, never kept); so does a call inside a transaction", async () => {
    await readTour({ ctx: ctxOf({ actor: admin }), input: { id: 1 } });
    await readTour({ ctx: ctxOf({ actor: admin }), input: { id: 1 } });
    expect(builtBy).toEqual([admin, admin]);
    expect(models.size).toBe(0);
    await database.db.transaction(async (tx) => {
      await readTour({ ctx: ctxOf({ db: tx }), input: { id: 1 } });
    });
    expect(models.size).toBe(0);
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    expect(models.size).toBe(1);
    expect(models.builds).toBe(1);
  });

  it("answers frozen values: a caller cannot change what the others get", async () => {
    const tour = await readTour({ ctx: ctxOf(), input: { id: 1 } });
    expect(Object.isFrozen(tour)).toBe(true);
    expect(Object.isFrozen(tour.departures[0])).toBe(true);
    expect(() => {
      (tour.departures[0] as { seats_left: number }).seats_left = 0;
    }).toThrow(TypeError);
    expect((await readTour({ ctx: ctxOf(), input: { id: 1 } })).departures[0].seats_left).toBe(3);
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    disableReadModels(database.bus);
    models = enableReadModels(database.bus, { maxEntries: 2, now: () => clock });
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    await readTour({ ctx: ctxOf(), input: { id: 2 } });
    await readTour({ ctx: ctxOf(), input: { id: 1 } }); // 1 is now the most recent
    await readTour({ ctx: ctxOf(), input: { id: 3 } }); // 2 goes
    expect(models.size).toBe(2);
    expect(models.builds).toBe(3);
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    expect(models.builds).toBe(3);
    await readTour({ ctx: ctxOf(), input: { id: 2 } });
    expect(models.builds).toBe(4);
  });

  it("without read models on the bus (tests' apps, scripts) every call builds", async () => {
    disableReadModels(database.bus);
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    await readTour({ ctx: ctxOf(), input: { id: 1 } });
    expect(builtBy).toHaveLength(2);
  });
});
