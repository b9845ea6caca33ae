import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches, files, outbox, payments, privateDataAccess, refunds, savingsPlans } from "#db/schema";
import { formatMoney } from "#app/shared/money";
import { lapsePlanTransfers } from "./lapse-plan-transfers";
import { sendSavingsReminders } from "./send-savings-reminders";
import { checkoutBody, postBooking, uploadDocument } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import type { TourPackage } from "#test/setup/booking-api";
import { type SavingsApp, savingsApp } from "#test/setup/savings-api";
import { signInAdmin } from "#test/setup/sessions";

/** What other modules keep of a savings plan (decision 084, docs/product.md §Savings plans), on the real API. */
let t: TestApp;
let customer: string;
let owner: string;
let finance: string;
let sales: string;
let pkg: TourPackage;
let call: SavingsApp["call"];
let open: SavingsApp["open"];

beforeAll(async () => {
  ({ t, customer, owner, finance, sales, pkg, call, open } = await savingsApp());
});
afterAll(async () => t.close());

describe("a deposit's proof is a used private file (the document upload and the access log see it)", () => {
  it("cannot be handed in as a guest's document (which would hand it to that booking and delete it once replaced); an admin opening it is logged as a payment proof", async () => {
    const plan = await open();
    const proof = await uploadDocument(t.app, owner);
    const rec = await call("POST", `/api/savings/${plan.id}/counter-deposit?lang=en`, owner, {
      amount: 2_500_000,
      method: "cash",
      payment_date: "2026-01-01",
      payer_name: "Budi",
      proof_file_id: proof,
    });
    expect(rec.statusCode, rec.body).toBe(201);
    // A booking whose package asks a passport: the staff member hands the plan's proof in as one.
    const asked = await call("PUT", `/api/tour/${pkg.id}/document-requirements?lang=en`, owner, {
      requirements: [{ kind: "passport", applies_to: "all", due_days: 10 }],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const booked = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id));
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = (await call("GET", `/api/booking/${booked.json().data.id}`, owner)).json().data;
    const guestId = booking.guests[0].id;
    const put = await call("PUT", `/api/booking/${booking.id}/guests/${guestId}/documents/passport?lang=en`, owner, {
      file_id: proof,
    });
    expect(put.statusCode, put.body).toBe(422);
    expect(Object.keys(put.json().errors)).toEqual(["file_id"]);
    // Still the staff member's file, as the deposit stored it.
    const [row] = await t.db.select().from(files).where(eq(files.id, proof));
    expect(row).toBeDefined();
    const opened = await call("GET", `/api/file/${proof}`, owner);
    expect(opened.statusCode).toBeLessThan(400);
    const logged = await t.db.select().from(privateDataAccess).where(eq(privateDataAccess.fileId, proof));
    expect(logged.map((l) => [l.kind, l.bookingId])).toEqual([["payment_proof", null]]);
  });
});

describe("deposits waiting for review on the staff dashboard", () => {
  it("counts a plan's counter deposit in 'awaiting review' and lists its plan (linked by id), not an online checkout; gone once confirmed", async () => {
    const dashboard = async (token = owner) => {
      const res = await call("GET", "/api/dashboard", token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        awaiting_review: { amount: number; payments: number };
        savings_awaiting_review: { plan_id: number; code: string; deposits: number; amount: number }[];
      };
    };
    const before = await dashboard();
    const plan = await open();
    const rec = await call("POST", `/api/savings/${plan.id}/counter-deposit?lang=en`, sales, {
      amount: 1_000_000,
      method: "cash",
      payment_date: "2026-01-01",
      payer_name: "Budi",
    });
    expect(rec.statusCode, rec.body).toBe(201);
    const online = await call("POST", `/api/savings/${plan.id}/online-payments?lang=en`, customer, {
      provider: "sandbox",
    });
    expect(online.statusCode, online.body).toBe(201);
    const during = await dashboard();
    expect(during.awaiting_review).toEqual({
      amount: before.awaiting_review.amount + 1_000_000,
      payments: before.awaiting_review.payments + 1,
    });
    expect(during.savings_awaiting_review).toContainEqual({
      plan_id: plan.id,
      code: plan.code,
      deposits: 1,
      amount: 1_000_000,
    });
    const ok = await call(
      "POST",
      `/api/savings/${plan.id}/deposits/${rec.json().data.deposits.find((d: { method: string }) => d.method === "cash").id}/confirm`,
      finance,
      {},
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await dashboard();
    expect(after.awaiting_review).toEqual(before.awaiting_review);
    expect(after.savings_awaiting_review.map((p) => p.plan_id)).not.toContain(plan.id);
  });

  it("a branch clerk's dashboard lists only their branch's plans", async () => {
    const plan = await open();
    await call("POST", `/api/savings/${plan.id}/counter-deposit?lang=en`, sales, {
      amount: 500_000,
      method: "cash",
      payment_date: "2026-01-01",
      payer_name: "Budi",
    });
    const [b] = await t.db
      .insert(branches)
      .values({ name: { id: "Medan" } })
      .returning({ id: branches.id });
    const clerk = (await signInAdmin(t, { staffRole: "finance", branchId: b.id })).token;
    const mine = (await call("GET", "/api/dashboard", clerk)).json().data;
    expect(mine.savings_awaiting_review).toEqual([]);
    const all = (await call("GET", "/api/dashboard", owner)).json().data;
    expect(all.savings_awaiting_review.map((p: { plan_id: number }) => p.plan_id)).toContain(plan.id);
  });
});

describe("the monthly reminder (the job, an injected clock)", () => {
  it("quotes what the month still asks when it is partly paid, and links the plan's page in the customer's language", async () => {
    const plan = await open({ monthly_amount: 1_000_000 });
    await t.db.update(savingsPlans).set({ startsOn: "2026-03-10" }).where(eq(savingsPlans.id, plan.id));
    // Month 1 paid and 400,000 toward month 2: month 2 still asks 600,000.
    const rec = await call("POST", `/api/savings/${plan.id}/counter-deposit?lang=en`, sales, {
      amount: 1_400_000,
      method: "cash",
      payment_date: "2026-01-01",
      payer_name: "Budi",
    });
    const ok = await call(
      "POST",
      `/api/savings/${plan.id}/deposits/${rec.json().data.deposits[0].id}/confirm`,
      finance,
      {},
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const run = (iso: string) =>
      sendSavingsReminders({
        ctx: {
          db: t.db,
          actor: null,
          locale: "en",
          requestId: "test-savings",
          now: () => new Date(iso),
          publicUrl: "https://umrah.example/",
        },
      });
    await run("2026-04-08T03:00:00Z");
    const [mail] = (await t.db.select().from(outbox)).filter(
      (m) => m.kind === "savings_reminder_before" && m.subject.includes(plan.code),
    );
    expect(mail.locale).toBe("id");
    expect(mail.text).toContain(formatMoney(600_000, "IDR", "id"));
    expect(mail.text).not.toContain(formatMoney(1_000_000, "IDR", "id"));
    expect(mail.text).toContain(`https://umrah.example/panel/savings/${plan.id}?lang=id`);
  });
});

describe("a plan's transfer codes lapse (the job and the API, an injected clock)", () => {
  const DAY = 86_400_000;
  const lapse = (at: Date) =>
    lapsePlanTransfers({ ctx: { db: t.db, actor: null, locale: "en", requestId: "test-lapse", now: () => at } });
  const issue = async (planId: number) => {
    const res = await call("POST", `/api/savings/${planId}/transfer`, customer, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.deposit as { id: number; unique_code: number; status: string };
  };
  const row = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

  it("an amount issued and not told is withdrawn by the job 28 days after (twice the statement's window); a told one stays", async () => {
    const plan = await open();
    const issued = await issue(plan.id);
    const other = await open({ monthly_amount: 3_000_000 });
    const told = await issue(other.id);
    const tell = await call("POST", `/api/savings/${other.id}/deposits/${told.id}/paid?lang=en`, customer, {
      payer_name: "Budi",
      payment_date: new Date().toISOString().slice(0, 10),
    });
    expect(tell.statusCode, tell.body).toBe(200);
    const now = Date.now();
    // A weekly statement imported after the 14 days still finds it.
    await lapse(new Date(now + 27 * DAY));
    expect((await row(issued.id))?.status).toBe("issued");
    expect(await lapse(new Date(now + 30 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await row(issued.id)).toBeUndefined();
    // Told (pending), it waits for its review whatever its age.
    expect((await row(told.id))?.status).toBe("pending");
  });

  it("one an imported statement line matched is never withdrawn (its money is in): staff confirm it later", async () => {
    const plan = await open({ monthly_amount: 2_700_000 });
    const issued = await issue(plan.id);
    const day = new Date().toISOString().slice(0, 10);
    const transfer = (issued as unknown as { transfer_amount: number }).transfer_amount;
    const amount = (transfer / 100).toFixed(2).replace(".", ",");
    const res = await call("POST", "/api/bank-statements?lang=en", owner, {
      format: "csv",
      file_name: "late.csv",
      content: `Booked;Memo;Amount (IDR)\n${day};TRSF CR TABUNGAN;${amount}\n`,
      mapping: {
        delimiter: ";",
        date_column: "Booked",
        date_format: "YYYY-MM-DD",
        description_column: "Memo",
        amount_column: "Amount (IDR)",
        decimal: ",",
        currency: "IDR",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.lines[0]).toMatchObject({ status: "matched", payment: { id: issued.id } });
    await lapse(new Date(Date.now() + 40 * DAY));
    expect((await row(issued.id))?.status).toBe("issued");
    // Asking again past the lapse does not withdraw it either.
    await t.db
      .update(payments)
      .set({ issuedAt: new Date(Date.now() - 40 * DAY), createdAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(payments.id, issued.id));
    await issue(plan.id);
    expect((await row(issued.id))?.status).toBe("issued");
    const confirmed = await call("POST", `/api/bank-statements/${res.json().data.id}/confirm?lang=en`, owner, {});
    expect(confirmed.json().confirmed).toBe(1);
    expect((await row(issued.id))?.status).toBe("confirmed");
  });

  it("a lapsed amount is not answered again (asking issues a new one), yet a customer who says they paid it is heard", async () => {
    const plan = await open({ monthly_amount: 2_000_000 });
    const first = await issue(plan.id);
    const aged = async (id: number) =>
      t.db
        .update(payments)
        .set({ issuedAt: new Date(Date.now() - 30 * DAY), createdAt: new Date(Date.now() - 30 * DAY) })
        .where(eq(payments.id, id));
    // Issued 30 days ago, not yet withdrawn by the job.
    await aged(first.id);
    const again = await issue(plan.id);
    expect(again.id).not.toBe(first.id);
    expect(await row(first.id)).toBeUndefined();
    // A live one is answered again, as before.
    expect((await issue(plan.id)).id).toBe(again.id);
    // Past its lapse but still on file, told: it waits for review as any transfer told.
    await aged(again.id);
    const tell = await call("POST", `/api/savings/${plan.id}/deposits/${again.id}/paid?lang=en`, customer, {
      payer_name: "Budi",
      payment_date: new Date().toISOString().slice(0, 10),
    });
    expect(tell.statusCode, tell.body).toBe(200);
    expect((await row(again.id))?.status).toBe("pending");
  });
});

describe("the customer's data export", () => {
  it("holds each plan's refunds beside its deposits, and their files under the plan's code", async () => {
    const plan = await open();
    // The cashier's scan of the slip: a staff member's upload, not one of the customer's.
    const proof = await uploadDocument(t.app, sales);
    const rec = await call("POST", `/api/savings/${plan.id}/counter-deposit?lang=en`, sales, {
      amount: 2_500_000,
      method: "cash",
      payment_date: "2026-01-01",
      payer_name: "Budi",
      proof_file_id: proof,
    });
    expect(rec.statusCode, rec.body).toBe(201);
    await call("POST", `/api/savings/${plan.id}/deposits/${rec.json().data.deposits[0].id}/confirm`, finance, {});
    const closed = await call("POST", `/api/savings/${plan.id}/close?lang=en`, owner, {
      reason: "Batal",
      admin_fee: 500_000,
      refund_account: { bank_name: "BSI", account_number: "1234567", account_holder: "Budi" },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.savingsPlanId, plan.id));
    const refundId = refund.id;
    const receipt = await uploadDocument(t.app, finance);
    const paid = await call("POST", `/api/refund/${refundId}/pay?lang=en`, finance, {
      reference: "TRF-1",
      proof_file_id: receipt,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const res = await call("GET", "/api/account/export?lang=en", customer);
    expect(res.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(zip["data.json"]));
    const dir = `files/savings/${plan.code}`;
    const depositId = rec.json().data.deposits[0].id;
    expect(
      Object.keys(zip)
        .filter((k) => k.startsWith(`${dir}/`))
        .sort(),
    ).toEqual([
      expect.stringMatching(new RegExp(`^${dir}/deposit-${depositId}-proof\\.\\w+$`)),
      expect.stringMatching(new RegExp(`^${dir}/refund-${refundId}-receipt\\.\\w+$`)),
    ]);
    const mine = data.savings_plans.find((p: { id: number }) => p.id === plan.id);
    expect(mine.deposits).toHaveLength(1);
    expect(mine.refunds).toHaveLength(1);
    expect(mine.refunds[0]).toMatchObject({
      amount: 2_000_000,
      adminFee: 500_000,
      status: "paid",
      accountNumber: "1234567",
    });
  });
});
