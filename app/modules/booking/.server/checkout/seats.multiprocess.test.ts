/**
 * Seats never oversell with several server processes on one PostgreSQL (docs/product.md §Booking and seats,
 * docs/architecture.md §Data and services): two real API processes (test/setup/api-server.ts) share a fresh
 * database and 200 customers race them for a 20-seat departure. PostgreSQL only: PGlite is
 * single-process by design.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { and, eq, ne, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bookingGuests, bookings, users } from "#db/schema";
import { createPackage, createSetting, createUser } from "#test/factories";
import { checkoutBody, guest } from "#test/factories/booking";
import { createRoomsPackage } from "#test/factories/rooms-package";
import type { Ctx } from "#app/shared/context";
import { type Database, fromPostgres } from "#app/shared/db.server";
import { createSession } from "#app/modules/account/.server/create-session";

const CAPACITY = 20;
const ATTEMPTS = 200;
const DOUBLE_BEDS = 10;
const migrationsFolder = path.resolve("db/migrations");

interface Server {
  base: string;
  child: ChildProcess;
  output: string[];
}

async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.listen(0, "127.0.0.1", () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
      srv.on("error", reject);
    });
    if (port < 5301 || port > 5303) return port;
  }
}

function startServer(databaseUrl: string, dataDir: string, port: number): Server {
  const child = spawn(process.execPath, ["--import", "tsx", "test/setup/api-server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  // Never leave a server behind, even if the test process dies before afterAll.
  process.once("exit", () => child.kill("SIGKILL"));
  return { base: `http://127.0.0.1:${port}`, child, output };
}

async function waitHealthy(server: Server, deadline: number) {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output.join("")}`);
    try {
      const r = await fetch(`${server.base}/api/health`);
      if (r.ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopServer(server: Server) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 8_000);
  await exited;
  clearTimeout(timer);
}

describe.skipIf(!process.env.DATABASE_URL)("two server processes on one PostgreSQL", () => {
  const adminUrl = process.env.DATABASE_URL ?? "";
  const dbName = `${inject("pgTemplate") || "seats"}_mp_${randomBytes(4).toString("hex")}`;
  let dataDir = "";
  const servers: Server[] = [];
  let database: Database | undefined;
  let tokens: string[] = [];
  let pkg: Awaited<ReturnType<typeof createPackage>>;
  let rooms: Awaited<ReturnType<typeof createPackage>>;
  let doubleId = 0;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "travel-seats-mp-"));
    const template = inject("pgTemplate");
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}${template ? ` template ${template}` : ""}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    const url = u.toString();
    database = fromPostgres(url, 5);
    await database.migrate(migrationsFolder);
    const db = database.db;

    await createSetting(db, { currency: "IDR" });
    pkg = await createPackage(db, { minPax: 1, maxPax: 4, departures: [{ capacity: CAPACITY }] });
    // 40 seats, of which 10 beds in Double rooms: the Double beds run out while seats remain.
    const made = await createRoomsPackage(db, {
      maxPax: 4,
      doubleBeds: DOUBLE_BEDS,
      departure: { capacity: CAPACITY * 2 },
    });
    rooms = made.pkg;
    doubleId = made.room.double;
    // One argon2 hash shared by every customer; each gets a real session from the use case.
    const first = await createUser(db, { role: "customer" });
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: ATTEMPTS - 1 }, (_, i) => ({
          name: `Racer ${i}`,
          username: `racer_${i}`,
          email: `racer_${i}@example.test`,
          passwordHash: first.passwordHash,
          role: "customer" as const,
        })),
      )
      .returning({ id: users.id });
    const ctx: Ctx = { db, actor: null, locale: "en", requestId: "seats-mp", now: () => new Date() };
    const ids = [first.id, ...rows.map((r) => r.id)];
    tokens = (await Promise.all(ids.map((id) => createSession(ctx, id, { ttlDays: 1 })))).map((s) => s.token);

    for (let i = 0; i < 2; i++) servers.push(startServer(url, dataDir, await freePort()));
    const deadline = Date.now() + 90_000;
    await Promise.all(servers.map((s) => waitHealthy(s, deadline)));
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled(servers.map(stopServer));
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** How many answers each server gave per status ("server:status"). */
  function byServerAndStatus(answers: { server: number; status: number }[]) {
    const counts: Record<string, number> = {};
    for (const a of answers) counts[`${a.server}:${a.status}`] = (counts[`${a.server}:${a.status}`] ?? 0) + 1;
    return counts;
  }

  /** Every customer checks out `body` once, alternating between the two servers. */
  function race(body: () => Record<string, unknown>) {
    return Promise.all(
      tokens.map(async (token, i) => {
        const server = i % 2;
        const res = await fetch(`${servers[server].base}/api/booking?lang=en`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            "idempotency-key": randomUUID(),
            "content-type": "application/json",
          },
          body: JSON.stringify(body()),
        });
        const text = await res.text();
        let parsed: { message?: string; errors?: Record<string, string[]> } = {};
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = { message: `(not JSON) ${text.slice(0, 200)}` };
        }
        return { server, status: res.status, body: parsed };
      }),
    );
  }

  it(`${ATTEMPTS} couples alternating between them take exactly ${DOUBLE_BEDS} Double beds while seats remain`, {
    timeout: 120_000,
  }, async () => {
    const dep = rooms.departures[0];
    const answers = await race(() =>
      checkoutBody(rooms.id, dep.id, {
        pax: 2,
        guests: [guest({ room_type_id: doubleId }), guest({ room_type_id: doubleId })],
      }),
    );
    const counts = byServerAndStatus(answers);
    console.info(`[seats] two processes, ${ATTEMPTS} couples on ${DOUBLE_BEDS} Double beds (server:status):`, counts);
    expect(
      answers.filter((a) => a.status >= 500).map((a) => `${a.server}: ${a.status} ${a.body.message}`),
      servers.map((s) => s.output.join("")).join("\n---\n"),
    ).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(DOUBLE_BEDS / 2);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect([409, 422], JSON.stringify(a.body)).toContain(a.status);
      if (a.status === 422) expect(a.body.errors?.["guests.0.room_type_id"]?.join(" ")).toMatch(/Double|double/);
    }
    const db = database?.db;
    if (!db) throw new Error("no database");
    const [beds] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookingGuests)
      .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
      .where(
        and(eq(bookings.departureId, dep.id), ne(bookings.status, "canceled"), eq(bookingGuests.roomTypeId, doubleId)),
      );
    expect(beds.n).toBe(DOUBLE_BEDS);
    for (const s of servers) {
      const res = await fetch(`${s.base}/api/tour/${rooms.id}/time`);
      const { data } = (await res.json()) as { data: { id: number; seats_left: number }[] };
      expect(data.find((d) => d.id === dep.id)).toMatchObject({ seats_left: CAPACITY * 2 - DOUBLE_BEDS });
    }
  });

  it(`${ATTEMPTS} checkouts alternating between them accept exactly ${CAPACITY}, never 5xx`, {
    timeout: 120_000,
  }, async () => {
    const dep = pkg.departures[0];
    const answers = await race(() => checkoutBody(pkg.id, dep.id));
    const counts = byServerAndStatus(answers);
    console.info(`[seats] two processes, ${ATTEMPTS} x 1 pax on ${CAPACITY} seats (server:status):`, counts);

    const serverErrors = answers.filter((a) => a.status >= 500);
    expect(
      serverErrors.map((a) => `${a.server}: ${a.status} ${a.body.message}`),
      servers.map((s) => s.output.join("")).join("\n---\n"),
    ).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(CAPACITY);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect([409, 422], JSON.stringify(a.body)).toContain(a.status);
      expect(a.body.message).toEqual(expect.any(String));
      if (a.status === 422)
        expect([...(a.body.errors?.pax ?? []), ...(a.body.errors?.time_id ?? [])].join(" ")).toMatch(/full|seats/i);
    }

    const db = database?.db;
    if (!db) throw new Error("no database");
    const [held] = await db
      .select({ n: sql<number>`count(*)::int`, pax: sql<number>`coalesce(sum(${bookings.pax}), 0)::int` })
      .from(bookings)
      .where(and(eq(bookings.departureId, dep.id), ne(bookings.status, "canceled")));
    expect(held).toEqual({ n: CAPACITY, pax: CAPACITY });
    for (const s of servers) {
      const res = await fetch(`${s.base}/api/tour/${pkg.id}/time`);
      const { data } = (await res.json()) as { data: { id: number; seats_left: number; full_booked: boolean }[] };
      expect(data.find((d) => d.id === dep.id)).toMatchObject({ seats_left: 0, full_booked: true });
    }
  });
});
