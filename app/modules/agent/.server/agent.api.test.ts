import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { agents, branches, files } from "#db/schema";
import { uploadDocument } from "#test/factories/booking";
import { apiCaller, appWithSessionsPerFile, type Headers, signInAdmin, signInCustomer } from "#test/setup/sessions";

/** Agents' applications and their review (decision 078, docs/product.md §Agents), on the real API. */
const { t, admin, customer, ids } = appWithSessionsPerFile();
const call = apiCaller(() => ({ t, headers: admin }));

async function applicant() {
  const s = await signInCustomer(t);
  return { ...s, scan: await uploadDocument(t.app, s.token) };
}

const application = (scan: string, more: Record<string, unknown> = {}) => ({
  national_id_number: "3174 0512 3456 0001",
  national_id_file_id: scan,
  tax_number: "12.345.678.9-012.345",
  bank_name: "Bank Syariah Indonesia",
  account_number: "7123 4567 89",
  account_holder: "Ahmad Fauzi",
  whatsapp: "+62 812 3456 7890",
  branch_id: null,
  upline_code: "",
  terms: true,
  ...more,
});

async function apply(headers: Headers, body: unknown) {
  return call("POST", "/api/agent/application?lang=en", body, headers);
}

async function approved() {
  const a = await applicant();
  const res = await apply(a.headers, application(a.scan));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  const ok = await call("POST", `/api/agent/${id}/review`, { action: "approve" });
  expect(ok.statusCode, ok.body).toBe(200);
  return { ...a, id, code: ok.json().data.code as string };
}

describe("an agent application (decision 078, item 1)", () => {
  it("is sent by a customer with their own ID scan, and waits for review with the terms' version and time", async () => {
    const a = await applicant();
    expect((await call("GET", "/api/agent/application", undefined, a.headers)).json()).toEqual({ data: null });
    const res = await apply(a.headers, application(a.scan));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Agent application sent. We will review it soon.");
    expect(res.json().data).toMatchObject({
      status: "applied",
      code: null,
      user_id: a.user.id,
      national_id_number: "3174051234560001",
      tax_number: "123456789012345",
      account_number: "7123 4567 89",
      terms_version: "2026-12",
      upline: null,
      events: [{ kind: "applied", actor_name: null }],
    });
    const mine = (await call("GET", "/api/agent/application", undefined, a.headers)).json().data;
    expect(mine).toMatchObject({ id: res.json().data.id, status: "applied" });
  });

  it("refuses bad answers field by field (422) and writes nothing", async () => {
    const a = await applicant();
    const other = await applicant();
    const res = await apply(
      a.headers,
      application(other.scan, {
        national_id_number: "12345",
        tax_number: "99",
        account_number: "abc",
        whatsapp: "call me",
        upline_code: "XX1",
        terms: false,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ["account_number", "national_id_number", "tax_number", "terms", "upline_code", "whatsapp"].sort(),
    );
    expect(res.json().errors.national_id_number[0]).toBe("Enter the 16-digit national ID number (NIK) on the ID card.");
    // Well-formed, but another person's scan, an unknown upline and an inactive branch.
    const [closed] = await t.db
      .insert(branches)
      .values({ name: { id: "Cabang Tutup" }, active: false })
      .returning({ id: branches.id });
    const scan = await apply(a.headers, application(other.scan));
    expect(scan.statusCode).toBe(422);
    expect(Object.keys(scan.json().errors)).toEqual(["national_id_file_id"]);
    const upline = await apply(a.headers, application(a.scan, { upline_code: "AGZZZZZ" }));
    expect(Object.keys(upline.json().errors)).toEqual(["upline_code"]);
    expect(upline.json().errors.upline_code[0]).toBe("This agent code is unknown or its agent is not active.");
    const branch = await apply(a.headers, application(a.scan, { branch_id: closed.id }));
    expect(Object.keys(branch.json().errors)).toEqual(["branch_id"]);
    expect((await call("GET", "/api/agent/application", undefined, a.headers)).json()).toEqual({ data: null });
  });

  it("is one per person: a second while one waits, two at once, or from an agent answer 409", async () => {
    const a = await applicant();
    const [first, second] = await Promise.all([
      apply(a.headers, application(a.scan)),
      apply(a.headers, application(a.scan, { bank_name: "Bank Mandiri" })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().message).toBe(
      "You already have an agent application under review, or you are an agent already.",
    );
    const list = (await call("GET", `/api/agent?search=${encodeURIComponent(a.user.username)}`)).json();
    expect(list.meta.total).toBe(1);
    const agent = await approved();
    expect((await apply(agent.headers, application(agent.scan))).statusCode).toBe(409);
  });

  it("is for customers: a visitor gets 401 and staff 403", async () => {
    const a = await applicant();
    expect((await apply({}, application(a.scan))).statusCode).toBe(401);
    expect((await apply(admin, application(a.scan))).statusCode).toBe(403);
    expect((await call("GET", "/api/agent/application", undefined, admin)).statusCode).toBe(403);
  });
});

describe("staff's review (decision 078, item 1)", () => {
  it("approves with a code given once, rejects and suspends with a reason, reinstates; the history says who", async () => {
    const a = await applicant();
    const id = (await apply(a.headers, application(a.scan))).json().data.id as number;
    const noReason = await call("POST", `/api/agent/${id}/review`, { action: "reject" });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(["reason"]);

    const ok = await call("POST", `/api/agent/${id}/review?lang=en`, { action: "approve" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe("Agent approved. Their agent code has been created.");
    const code = ok.json().data.code as string;
    expect(code).toMatch(/^AG[A-Z2-9]{5}$/);

    const again = await call("POST", `/api/agent/${id}/review`, { action: "approve" });
    expect(again.statusCode).toBe(409);
    expect((await call("POST", `/api/agent/${id}/review`, { action: "reject", reason: "x" })).statusCode).toBe(409);

    const suspended = await call("POST", `/api/agent/${id}/review`, { action: "suspend", reason: "Complaints" });
    expect(suspended.json().data).toMatchObject({ status: "suspended", code, reason: "Complaints" });
    const back = await call("POST", `/api/agent/${id}/review`, { action: "reinstate" });
    expect(back.json().data).toMatchObject({ status: "approved", code, reason: null });

    const detail = (await call("GET", `/api/agent/${id}`)).json().data;
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual([
      "applied",
      "approved",
      "suspended",
      "reinstated",
    ]);
    expect(detail.events[2]).toMatchObject({ reason: "Complaints", actor_name: expect.any(String) });
    // The agent reads their own history without the staff's names.
    const mine = (await call("GET", "/api/agent/application", undefined, a.headers)).json().data;
    expect(mine.events.every((e: { actor_name: string | null }) => e.actor_name === null)).toBe(true);
  });

  it("applies two reviews at once one after the other: one approves, the other answers 409", async () => {
    const a = await applicant();
    const id = (await apply(a.headers, application(a.scan))).json().data.id as number;
    const answers = await Promise.all([
      call("POST", `/api/agent/${id}/review`, { action: "approve" }),
      call("POST", `/api/agent/${id}/review`, { action: "reject", reason: "Incomplete" }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const detail = (await call("GET", `/api/agent/${id}`)).json().data;
    expect(detail.events).toHaveLength(2);
  });

  it("lets a rejected applicant apply again on the same record; an approved agent is an upline", async () => {
    const a = await applicant();
    const id = (await apply(a.headers, application(a.scan))).json().data.id as number;
    await call("POST", `/api/agent/${id}/review`, { action: "reject", reason: "Blurry scan" });
    const mine = (await call("GET", "/api/agent/application", undefined, a.headers)).json().data;
    expect(mine).toMatchObject({ status: "rejected", reason: "Blurry scan", code: null });

    const upline = await approved();
    const scan = await uploadDocument(t.app, a.token);
    const again = await apply(a.headers, application(scan, { upline_code: upline.code.toLowerCase() }));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({ id, status: "applied", reason: null, upline: { id: upline.id } });

    // A suspended agent is no upline.
    await call("POST", `/api/agent/${upline.id}/review`, { action: "suspend", reason: "Paused" });
    const b = await applicant();
    const refused = await apply(b.headers, application(b.scan, { upline_code: upline.code }));
    expect(Object.keys(refused.json().errors)).toEqual(["upline_code"]);
  });

  it("is for staff with the agents permission, within their branch", async () => {
    const a = await applicant();
    const [branch] = await t.db
      .insert(branches)
      .values({ name: { id: "Cabang Bogor" } })
      .returning({ id: branches.id });
    const id = (await apply(a.headers, application(a.scan, { branch_id: branch.id }))).json().data.id as number;
    expect((await call("GET", `/api/agent/${id}`, undefined, customer)).statusCode).toBe(403);
    expect((await call("GET", "/api/agent", undefined, {})).statusCode).toBe(401);
    for (const staffRole of ["finance", "operations"] as const) {
      const { headers } = await signInAdmin(t, { staffRole });
      expect((await call("GET", "/api/agent", undefined, headers)).statusCode, staffRole).toBe(403);
      expect((await call("POST", `/api/agent/${id}/review`, { action: "approve" }, headers)).statusCode).toBe(403);
    }
    // Sales of another branch: as unknown as a missing agent; of this branch: reviews it.
    const [other] = await t.db
      .insert(branches)
      .values({ name: { id: "Cabang Depok" } })
      .returning({ id: branches.id });
    const elsewhere = await signInAdmin(t, { staffRole: "sales", branchId: other.id });
    expect((await call("GET", `/api/agent/${id}`, undefined, elsewhere.headers)).statusCode).toBe(404);
    expect((await call("POST", `/api/agent/${id}/review`, { action: "approve" }, elsewhere.headers)).statusCode).toBe(
      404,
    );
    expect((await call("GET", "/api/agent", undefined, elsewhere.headers)).json().data).toEqual([]);
    const here = await signInAdmin(t, { staffRole: "sales", branchId: branch.id });
    const list = (await call("GET", "/api/agent?status=applied", undefined, here.headers)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await call("POST", `/api/agent/${id}/review`, { action: "approve" }, here.headers)).statusCode).toBe(200);
    expect(ids.customerId).toBeGreaterThan(0);
  });
});

describe("an agent's personal data (decision 050)", () => {
  it("is in their data export with the ID scan, and erased at an approved closure, the code attributing nothing", async () => {
    const agent = await approved();
    const exported = await call("GET", "/api/account/export?lang=en", undefined, agent.headers);
    expect(exported.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(exported.rawPayload));
    const data = JSON.parse(strFromU8(zip["data.json"]));
    expect(data.agent).toMatchObject({ code: agent.code, nationalIdNumber: "3174051234560001", status: "approved" });
    expect(data.agent.history.map((e: { kind: string }) => e.kind)).toEqual(["applied", "approved"]);
    const scan = data.files.find((f: { about: string }) => f.about === "agent_national_id");
    expect(scan).toMatchObject({ file_id: agent.scan, booking_code: null });
    expect(zip[scan.path]).toBeDefined();

    expect((await call("POST", "/api/account/closure", {}, agent.headers)).statusCode).toBe(200);
    const closure = (await call("GET", "/api/account-closures"))
      .json()
      .data.find((c: { customer: { id: number } }) => c.customer.id === agent.user.id);
    const approvedClosure = await call("POST", `/api/account-closures/${closure.id}/approve?lang=en`);
    expect(approvedClosure.statusCode, approvedClosure.body).toBe(200);
    const [row] = await t.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row).toMatchObject({
      status: "suspended",
      code: agent.code,
      nationalIdNumber: "",
      nationalIdFileId: null,
      taxNumber: null,
      accountNumber: "",
      whatsapp: "",
      reason: "Account closed at its owner's request.",
    });
    expect(await t.db.select().from(files).where(eq(files.id, agent.scan))).toEqual([]);
    const detail = (await call("GET", `/api/agent/${agent.id}`)).json().data;
    expect(detail.events.at(-1)).toMatchObject({ kind: "suspended", reason: "Account closed at its owner's request." });
  });
});
