import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, openSecondPool } from "#test/setup/app";
import type { Change } from "./cache-bus.server";
import type { Database } from "./db.server";
import type { PgChangeTransport } from "./pg-change-transport.server";

/*
 * Changes carried between instances on one PostgreSQL (decision 054): two Databases on one
 * database, as two processes would open them. PGlite is one process: skipped.
 */
describe.skipIf(!process.env.DATABASE_URL)("LISTEN/NOTIFY between two instances on one PostgreSQL", () => {
  let one: Database;
  let two: Database;
  let transportOne: PgChangeTransport;
  let transportTwo: PgChangeTransport;
  const heardOne: [Change, string][] = [];
  const heardTwo: [Change, string][] = [];

  beforeAll(async () => {
    one = await createTestDatabase();
    two = await openSecondPool(one, 2);
    transportOne = one.shareChanges?.() as PgChangeTransport;
    transportTwo = two.shareChanges?.() as PgChangeTransport;
    await Promise.all([transportOne.ready, transportTwo.ready]);
    one.bus.subscribe((change, from) => heardOne.push([change, from]));
    two.bus.subscribe((change, from) => heardTwo.push([change, from]));
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  const waitFor = async (check: () => boolean, ms: number) => {
    const until = Date.now() + ms;
    while (!check()) {
      if (Date.now() > until) return false;
      await new Promise((r) => setTimeout(r, 10));
    }
    return true;
  };

  it("a change published on one instance is delivered on the other within a second; its own is not heard twice", async () => {
    const started = Date.now();
    one.bus.publish(["tour:5", "content"]);
    expect(await waitFor(() => heardTwo.length > 0, 1_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(heardTwo).toEqual([[["tour:5", "content"], "elsewhere"]]);
    // Its own notification comes back to its listener too: ignored.
    await new Promise((r) => setTimeout(r, 300));
    expect(heardOne).toEqual([[["tour:5", "content"], "here"]]);

    heardTwo.length = 0;
    two.bus.publish("*");
    expect(await waitFor(() => heardOne.length > 1, 1_000)).toBe(true);
    expect(heardOne[1]).toEqual(["*", "elsewhere"]);
  });

  it("a tag list over NOTIFY's payload limit is sent as '*'", async () => {
    heardTwo.length = 0;
    const many = Array.from({ length: 2_000 }, (_, i) => `tour:${i}`);
    one.bus.publish(many);
    expect(await waitFor(() => heardTwo.length > 0, 1_000)).toBe(true);
    expect(heardTwo).toEqual([["*", "elsewhere"]]);
  });

  it("after its listening session is killed it reconnects, drops everything ('*') and hears changes again", async () => {
    heardTwo.length = 0;
    const pid = transportTwo.listenerPid();
    expect(pid).toBeTypeOf("number");
    await one.db.execute(sql`select pg_terminate_backend(${pid})`);
    expect(await waitFor(() => heardTwo.some(([change]) => change === "*"), 5_000)).toBe(true);
    expect(transportTwo.listenerPid()).not.toBe(pid);
    heardTwo.length = 0;
    one.bus.publish(["tour:7"]);
    expect(await waitFor(() => heardTwo.length > 0, 1_000)).toBe(true);
    expect(heardTwo).toEqual([[["tour:7"], "elsewhere"]]);
  });

  it("a change published while its own connection is down is sent once it is back", async () => {
    const pid = transportOne.listenerPid();
    await two.db.execute(sql`select pg_terminate_backend(${pid})`);
    expect(await waitFor(() => transportOne.listenerPid() !== pid, 5_000)).toBe(true);
    heardTwo.length = 0;
    one.bus.publish(["tour:8"]);
    one.bus.publish(["tour:9"]);
    expect(await waitFor(() => heardTwo.some(([c]) => c !== "*" && c.includes("tour:9")), 5_000)).toBe(true);
    expect(heardTwo.flatMap(([c]) => (c === "*" ? [] : c))).toEqual(expect.arrayContaining(["tour:8", "tour:9"]));
  });
});
