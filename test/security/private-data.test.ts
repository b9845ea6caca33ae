/**
 * Private data (issue 7): guests' passports and IC numbers, a user's identity number, visa
 * files and payment proofs reach only their owner and admins, in every GET answer of the API;
 * and every admin read of them is written to the private-data access log, once per read, with
 * who, what, which booking, file or departure, the request id and the address. The route
 * matrix (route-matrix.test.ts) checks the status codes; this file checks the data itself.
 */
import ExcelJS from "exceljs";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privateDataAccess } from "#db/schema";
import { createPackage, createSetting, createUser } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, guest, postBooking, uploadDocument } from "#test/factories/booking";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";

let t: TestApp;
const tokens: Record<"owner" | "other" | "admin" | "admin2", string> = { owner: "", other: "", admin: "", admin2: "" };
const ids = { owner: 0, admin: 0, admin2: 0, pkg: 0, time: 0, payment: 0, booking: "", visa: "", proof: "" };

// Values that exist only in the owner's private records, so finding one in an answer is a leak.
const PASSPORT = "PSPTSECRET91";
const GUEST_IC = "IC-SECRET-880101";
const USER_IC = "ISN-SECRET-4477";
// Not private: the rooming list shows it (to check that list carries the owner's guests at all).
const guestName = "Hasanah Roomingowner";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const logRows = () => t.db.select().from(privateDataAccess);

async function get(url: string, token?: string) {
  return t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
}

/** The answer as text, workbooks included (their cells are zipped XML, not searchable bytes). */
async function answerText(res: Awaited<ReturnType<typeof get>>): Promise<string> {
  const type = String(res.headers["content-type"] ?? "");
  if (!type.includes("spreadsheetml")) return res.body;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
  return cells.join("\n");
}

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  const bankId = (await createBankAccount(t.db)).id;
  const owner = await createUser(t.db, { role: "customer", password: "Owner12345", isNumber: USER_IC });
  const other = await createUser(t.db, { role: "customer", password: "Other12345" });
  const admin = await createUser(t.db, { role: "admin", password: "Admin12345" });
  const admin2 = await createUser(t.db, { role: "admin", password: "Admin12345" });
  Object.assign(ids, { owner: owner.id, admin: admin.id, admin2: admin2.id });
  tokens.owner = await loginAs(t.app, owner.username, "Owner12345");
  tokens.other = await loginAs(t.app, other.username, "Other12345");
  tokens.admin = await loginAs(t.app, admin.username, "Admin12345");
  tokens.admin2 = await loginAs(t.app, admin2.username, "Admin12345");

  const pkg = await createPackage(t.db, {
    basePrice: 10_000_000,
    departures: [{ startDate: day(90), endDate: day(99), capacity: 20 }],
  });
  ids.pkg = pkg.id;
  ids.time = pkg.departures[0].id;
  ids.visa = await uploadDocument(t.app, tokens.owner);
  ids.proof = await uploadDocument(t.app, tokens.owner);
  const res = await postBooking(
    t.app,
    tokens.owner,
    checkoutBody(pkg.id, ids.time, {
      pax: 2,
      guests: [
        guest({ full_name: guestName, passport_number: PASSPORT, ic_number: GUEST_IC }),
        guest({ visa: "upload", visa_file_id: ids.visa }),
      ],
    }),
  );
  expect(res.statusCode).toBe(201);
  ids.booking = res.json().data.id;
  const total = res.json().data.total as number;
  const paid = await t.app.inject({
    method: "POST",
    url: `/api/booking/${ids.booking}/payment`,
    headers: bearer(tokens.owner),
    payload: {
      amount: total,
      method: "manual",
      bank_account_id: bankId,
      proof_file_id: ids.proof,
      payer_name: "Budi",
      payment_date: day(0),
    },
  });
  expect(paid.statusCode).toBe(201);
  ids.payment = paid.json().data.id;
  // Setting up went through the owner only: nothing is logged yet.
  expect(await logRows()).toEqual([]);
});
afterAll(async () => t?.close());

/**
 * Every GET route of the API (from the route table, so a new route is swept too) with each
 * path parameter filled by every id of the fixture, plus the query variants that reach the
 * manifest and the exports.
 */
function sweepUrls(): string[] {
  const candidates = [ids.booking, ids.visa, ids.proof, ids.pkg, ids.time, ids.owner, ids.payment].map(String);
  const queries = ["", `?time_id=${ids.time}`, `?time_id=${ids.time}&format=csv`, `?time_id=${ids.time}&format=xlsx`];
  queries.push(`?customer_id=${ids.owner}&limit=-1`, "?format=csv", "?format=xlsx", `?search=${PASSPORT}`);
  const urls = new Set<string>();
  for (const r of t.app.routeList as RouteOptions[]) {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    if (!methods.includes("GET") || !r.url.startsWith("/api/") || r.url.startsWith("/api/docs")) continue;
    const params = r.url.match(/:\w+/g) ?? [];
    const fills: string[] =
      params.length === 0
        ? [r.url]
        : candidates.map((c) => r.url.replace(/:\w+/g, (p) => (p === ":time_id" ? String(ids.time) : c)));
    // Query variants matter for list and report routes; a record route answers its record.
    for (const url of fills) for (const q of params.length === 0 ? queries : ["", "?format=csv"]) urls.add(url + q);
  }
  return [...urls];
}

describe("private data reaches only its owner and admins", () => {
  const secrets = () => [PASSPORT, GUEST_IC, USER_IC, ids.visa, ids.proof];

  it("a visitor and another customer never receive a passport, IC number, visa or proof, on any GET route", async () => {
    const urls = sweepUrls();
    expect(urls.length).toBeGreaterThan(100);
    const leaks: string[] = [];
    for (const url of urls) {
      for (const [who, token] of [
        ["visitor", undefined],
        ["other", tokens.other],
      ] as const) {
        const res = await get(url, token);
        expect(res.statusCode, `${who} ${url}`).toBeLessThan(500);
        const text = await answerText(res);
        for (const s of secrets()) if (text.includes(s)) leaks.push(`${who} ${url} carries ${s}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it("the owner and an admin do receive them where the product shows them (so the sweep can see a leak)", async () => {
    const owner = await answerText(await get(`/api/booking/${ids.booking}`, tokens.owner));
    const admin = await answerText(await get(`/api/booking/${ids.booking}`, tokens.admin));
    for (const text of [owner, admin]) {
      expect(text).toContain(PASSPORT);
      expect(text).toContain(GUEST_IC);
      expect(text).toContain(`/api/file/${ids.visa}`);
      expect(text).toContain(`/api/file/${ids.proof}`);
    }
    expect((await get("/api/me", tokens.owner)).body).toContain(USER_IC);
    expect((await get(`/api/customer/${ids.owner}`, tokens.admin)).body).toContain(USER_IC);
    const manifest = await get(`/api/report/manifest?time_id=${ids.time}&format=xlsx`, tokens.admin);
    expect(await answerText(manifest)).toContain(PASSPORT);
    const file = await get(`/api/file/${ids.proof}`, tokens.owner);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
  });

  it("lists carry no identity data, even for the owner and admins: only the detail does", async () => {
    for (const token of [tokens.owner, tokens.admin]) {
      for (const url of ["/api/booking?limit=-1", `/api/report/booking?format=csv`, "/api/customer?limit=-1"]) {
        const res = await get(url, token);
        if (res.statusCode !== 200) continue;
        const text = await answerText(res);
        for (const s of [PASSPORT, GUEST_IC, USER_IC, ids.visa, ids.proof]) expect(text, url).not.toContain(s);
      }
    }
  });

  it("the rooming list and its Excel export name the guests but carry no identity data, even for an admin", async () => {
    for (const url of [`/api/rooming/${ids.time}`, `/api/rooming/${ids.time}/export`]) {
      const res = await get(url, tokens.admin);
      expect(res.statusCode, url).toBe(200);
      const text = await answerText(res);
      // The owner's guests are on it (unplaced), so the check below reads a list that has them.
      expect(text, url).toContain(guestName);
      for (const s of [PASSPORT, GUEST_IC, USER_IC, ids.visa, ids.proof]) expect(text, url).not.toContain(s);
    }
  });
});

describe("the private-data access log", () => {
  const since = async (before: number) => (await logRows()).filter((r) => r.id > before);
  const lastId = async () => Math.max(0, ...(await logRows()).map((r) => r.id));

  it("the owner reading their booking, guests and files is not logged", async () => {
    const before = await lastId();
    expect((await get(`/api/booking/${ids.booking}`, tokens.owner)).statusCode).toBe(200);
    expect((await get(`/api/booking/${ids.booking}/payment`, tokens.owner)).statusCode).toBe(200);
    expect((await get(`/api/file/${ids.proof}`, tokens.owner)).statusCode).toBe(200);
    expect((await get(`/api/file/${ids.visa}`, tokens.owner)).statusCode).toBe(200);
    expect(await since(before)).toEqual([]);
  });

  it("an admin reading a booking's guests is logged once per read, with who, what, the request and the address", async () => {
    const before = await lastId();
    const startedAt = Date.now();
    const res = await get(`/api/booking/${ids.booking}`, tokens.admin);
    expect(res.statusCode).toBe(200);
    const rows = await since(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: ids.admin,
      kind: "guest_identity",
      bookingId: ids.booking,
      fileId: null,
      departureId: null,
      ip: "127.0.0.1",
    });
    expect(rows[0].requestId).toMatch(/\S/);
    expect(rows[0].createdAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(rows[0].createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    await get(`/api/booking/${ids.booking}`, tokens.admin);
    await get(`/api/booking/${ids.booking}`, tokens.admin2);
    const again = await since(before);
    expect(again.map((r) => r.actorId)).toEqual([ids.admin, ids.admin, ids.admin2]);
    // Each read is its own request.
    expect(new Set(again.map((r) => r.requestId)).size).toBe(3);
  });

  it("an admin opening a proof or a visa is logged as what it is, with its booking", async () => {
    const before = await lastId();
    expect((await get(`/api/file/${ids.proof}`, tokens.admin)).statusCode).toBe(200);
    expect((await get(`/api/file/${ids.visa}`, tokens.admin)).statusCode).toBe(200);
    const rows = await since(before);
    expect(rows.map((r) => ({ kind: r.kind, fileId: r.fileId, bookingId: r.bookingId, actorId: r.actorId }))).toEqual([
      { kind: "payment_proof", fileId: ids.proof, bookingId: ids.booking, actorId: ids.admin },
      { kind: "visa_file", fileId: ids.visa, bookingId: ids.booking, actorId: ids.admin },
    ]);
  });

  it("a private file no booking uses yet is logged as a private file", async () => {
    const loose = await uploadDocument(t.app, tokens.other);
    const before = await lastId();
    expect((await get(`/api/file/${loose}`, tokens.admin)).statusCode).toBe(200);
    expect(await since(before)).toMatchObject([{ kind: "private_file", fileId: loose, bookingId: null }]);
  });

  it("an admin taking a manifest is logged with the departure and the format, once per download", async () => {
    const before = await lastId();
    for (const format of ["json", "csv", "xlsx"])
      expect((await get(`/api/report/manifest?time_id=${ids.time}&format=${format}`, tokens.admin)).statusCode).toBe(
        200,
      );
    const rows = await since(before);
    expect(rows.map((r) => [r.kind, r.departureId, r.format, r.actorId])).toEqual([
      ["manifest", ids.time, "json", ids.admin],
      ["manifest", ids.time, "csv", ids.admin],
      ["manifest", ids.time, "xlsx", ids.admin],
    ]);
  });

  it("what is refused or carries no private data is not logged", async () => {
    const before = await lastId();
    // Refused: another customer's booking and file, an unknown booking, a departure that does not exist.
    expect((await get(`/api/booking/${ids.booking}`, tokens.other)).statusCode).toBe(404);
    expect((await get(`/api/file/${ids.proof}`, tokens.other)).statusCode).toBe(404);
    expect((await get("/api/booking/00000000-0000-4000-8000-000000000000", tokens.admin)).statusCode).toBe(404);
    expect((await get("/api/report/manifest?time_id=999999", tokens.admin)).statusCode).toBe(404);
    // No identity data: lists, reports, dashboards.
    expect((await get("/api/booking?limit=-1", tokens.admin)).statusCode).toBe(200);
    expect((await get("/api/report/booking", tokens.admin)).statusCode).toBe(200);
    // The rooming list names guests and their rooms, no passport or IC number.
    expect((await get(`/api/rooming/${ids.time}`, tokens.admin)).statusCode).toBe(200);
    expect((await get(`/api/rooming/${ids.time}/export`, tokens.admin)).statusCode).toBe(200);
    expect(await since(before)).toEqual([]);
  });
});

describe("GET /api/audit/private-access", () => {
  const list = (query: string, token: string | null = tokens.admin) =>
    get(`/api/audit/private-access${query}`, token ?? undefined);

  it("is for admins only: 401 for a visitor, 403 for a customer, from the one error table", async () => {
    const visitor = await list("?lang=en", null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: expect.any(String) });
    for (const token of [tokens.owner, tokens.other]) {
      const res = await list("?lang=en", token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe((await list("?lang=en", tokens.other)).json().message);
    }
  });

  it("answers newest first, with the admin's name, the booking code and the request", async () => {
    const res = await list("");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const rows = await logRows();
    expect(body.meta.total).toBe(rows.length);
    const first = body.data[0];
    const newest = rows.reduce((a, b) => (b.id > a.id ? b : a));
    expect(first.id).toBe(newest.id);
    const bookingRow = body.data.find((r: { kind: string }) => r.kind === "guest_identity");
    expect(bookingRow).toMatchObject({
      actor: { id: expect.any(Number), name: expect.any(String) },
      booking: { id: ids.booking, code: expect.stringMatching(/^[A-Z0-9]+$/) },
      request_id: expect.any(String),
      ip: "127.0.0.1",
    });
    const dates = body.data.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("filters by kind, admin, booking, file, departure and dates, and pages", async () => {
    const rows = await logRows();
    const count = async (q: string) => (await list(q)).json().meta.total as number;
    expect(await count("?kind=manifest")).toBe(rows.filter((r) => r.kind === "manifest").length);
    expect(await count(`?actor_id=${ids.admin2}`)).toBe(rows.filter((r) => r.actorId === ids.admin2).length);
    expect(await count(`?booking_id=${ids.booking}`)).toBe(rows.filter((r) => r.bookingId === ids.booking).length);
    expect(await count(`?file_id=${ids.proof}`)).toBe(1);
    expect(await count(`?departure_id=${ids.time}&kind=manifest`)).toBe(
      rows.filter((r) => r.departureId === ids.time && r.kind === "manifest").length,
    );
    expect(await count(`?kind=guest_identity&actor_id=${ids.admin2}`)).toBe(1);
    expect(await count(`?date_from=${day(0)}&date_to=${day(0)}`)).toBe(rows.length);
    expect(await count(`?date_from=${day(1)}`)).toBe(0);
    expect(await count(`?date_to=${day(-1)}`)).toBe(0);

    const page = await list("?limit=2&page=2");
    expect(page.json().meta).toMatchObject({ page: 2, limit: 2, total: rows.length });
    expect(page.json().data).toHaveLength(2);
    const all = await list("?limit=-1");
    expect(all.json().data).toHaveLength(rows.length);
    expect(page.json().data.map((r: { id: number }) => r.id)).toEqual(
      all
        .json()
        .data.slice(2, 4)
        .map((r: { id: number }) => r.id),
    );
  });

  it("refuses a bad filter with a 422 naming the field", async () => {
    for (const q of [
      "?kind=passwords",
      "?booking_id=../../etc",
      "?actor_id=-1",
      "?date_from=yesterday",
      "?limit=1000",
    ]) {
      const res = await list(`${q}&lang=en`);
      expect(res.statusCode, q).toBe(422);
      expect(Object.keys(res.json().errors ?? {})).toHaveLength(1);
    }
  });

  it("reading the log itself is not private data and adds nothing to it", async () => {
    const before = (await logRows()).length;
    expect((await list("")).statusCode).toBe(200);
    expect((await logRows()).length).toBe(before);
  });
});
