import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, branches, outbox, payments, receipts, refunds, savingsPlans } from "#db/schema";
import { sendSavingsReminders } from "./send-savings-reminders";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { createRoomsPackage } from "#test/factories/rooms-package";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";

/** Savings plans on the real API (decision 084, docs/product.md §Savings plans). */
let t: TestApp;
let customer: string;
let customerId: number;
let other: string;
let owner: string;
let finance: string;
let sales: string;
let clerkElsewhere: string;
let pkg: TourPackage;

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object });

beforeAll(async () => {
  const a = await bookingApp({ other: true });
  ({ t, customer, customerId, other } = a);
  owner = a.admin;
  finance = (await signInAdmin(t, { staffRole: "finance" })).token;
  sales = (await signInAdmin(t, { staffRole: "sales" })).token;
  const [b] = await t.db
    .insert(branches)
    .values({ name: { id: "Medan" } })
    .returning({ id: branches.id });
  clerkElsewhere = (await signInAdmin(t, { staffRole: "finance", branchId: b.id })).token;
  await createBankAccount(t.db, { bankName: "BSI", accountNumber: "7001", accountHolder: "PT Umrah" });
  pkg = await depositPackage(t.db);
});
afterAll(async () => t.close());

const open = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await call("POST", "/api/savings?lang=en", token, {
    target_amount: 30_000_000,
    months: 12,
    monthly_amount: 2_500_000,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; code: string; status: string; balance: number };
};
const counter = (planId: number, amount: number, token = sales) =>
  call("POST", `/api/savings/${planId}/counter-deposit?lang=en`, token, {
    amount,
    method: "cash",
    payment_date: "2026-01-01",
    payer_name: "Budi",
  });
const confirm = (planId: number, depositId: number, token = finance) =>
  call("POST", `/api/savings/${planId}/deposits/${depositId}/confirm?lang=en`, token, {});
const newBooking = async (token = customer) => {
  const res = await postBooking(t.app, token, checkoutBody(pkg.id, pkg.departures[0].id));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
};
const paidTotal = async (id: string) =>
  (await t.db.select({ p: bookings.paidTotal }).from(bookings).where(eq(bookings.id, id)))[0].p;

describe("opening and reading a plan", () => {
  it("a customer opens their plan: month 1 due today, nothing paid, the agency's currency", async () => {
    const plan = await open(customer, { package_id: pkg.id });
    const res = await call("GET", `/api/savings/${plan.id}`, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "open",
      currency: "IDR",
      balance: 0,
      months_paid: 0,
      months_overdue: 0,
      package: { id: pkg.id },
      next_month: { month: 1 },
    });
    expect(res.json().data.schedule).toHaveLength(12);
  });

  it("staff open a plan for a customer; a customer_id that is no customer is refused per field", async () => {
    const res = await call("POST", "/api/savings?lang=en", owner, {
      customer_id: customerId,
      target_amount: 10_000_000,
      months: 4,
      monthly_amount: 2_500_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.customer.id).toBe(customerId);
    const bad = await call("POST", "/api/savings?lang=en", owner, { target_amount: 1, months: 1, monthly_amount: 1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["customer_id"]);
  });

  it("access: another customer 404, a visitor 401, staff of another branch 404, staff without bookings_manage cannot open", async () => {
    const plan = await open(customer);
    expect((await call("GET", `/api/savings/${plan.id}`, other)).statusCode).toBe(404);
    expect((await call("GET", `/api/savings/${plan.id}`, null)).statusCode).toBe(401);
    expect((await call("GET", `/api/savings/${plan.id}`, clerkElsewhere)).statusCode).toBe(404);
    expect((await call("GET", `/api/savings/${plan.id}`, finance)).statusCode).toBe(200);
    expect((await call("GET", "/api/savings", null)).statusCode).toBe(401);
    const mine = await call("GET", "/api/savings", other);
    expect(mine.json().data.map((p: { id: number }) => p.id)).not.toContain(plan.id);
    const byFinance = await call("POST", "/api/savings?lang=en", finance, {
      customer_id: customerId,
      target_amount: 1,
      months: 1,
      monthly_amount: 1,
    });
    expect(byFinance.statusCode).toBe(403);
  });

  it("staff open plans only for customers they may book for: of a branch clerk's branch, customers only (docs/product.md §Bookings taken by staff)", async () => {
    const [b] = await t.db
      .insert(branches)
      .values({ name: { id: "Makassar" } })
      .returning({ id: branches.id });
    const clerk = await signInAdmin(t, { staffRole: "sales", branchId: b.id });
    const body = { target_amount: 10_000_000, months: 4, monthly_amount: 2_500_000 };
    const count = async () => (await t.db.select({ id: savingsPlans.id }).from(savingsPlans)).length;
    const before = await count();
    // The demo customer is served by no branch: another branch's clerk does not know them.
    const elsewhere = await call("POST", "/api/savings?lang=en", clerk.token, { ...body, customer_id: customerId });
    expect(elsewhere.statusCode, elsewhere.body).toBe(422);
    expect(Object.keys(elsewhere.json().errors)).toEqual(["customer_id"]);
    // Staff are no customer to save for.
    const forStaff = await call("POST", "/api/savings?lang=en", owner, { ...body, customer_id: clerk.user.id });
    expect(forStaff.statusCode).toBe(422);
    expect(await count()).toBe(before);
    // The owner (every branch) opens it; the plan is served by the customer's branch (none here).
    const byOwner = await call("POST", "/api/savings?lang=en", owner, { ...body, customer_id: customerId });
    expect(byOwner.statusCode, byOwner.body).toBe(201);
    expect(byOwner.json().data.branch_id).toBeNull();
  });
});

describe("the room type wished for (docs/product.md §Savings plans)", () => {
  const planCount = async () => (await t.db.select({ id: savingsPlans.id }).from(savingsPlans)).length;

  it("one of the package's room types is stored with its names in every language, shown on the plan and the list", async () => {
    const { pkg: rooms, room } = await createRoomsPackage(t.db, { status: "published" });
    const plan = await open(customer, { package_id: rooms.id, room_type_id: room.double });
    const [row] = await t.db.select().from(savingsPlans).where(eq(savingsPlans.id, plan.id));
    expect(row.roomTypeId).toBe(room.double);
    expect(row.roomTypeName).toEqual({ id: "Dobel", en: "Double", my: "Berdua" });
    const read = await call("GET", `/api/savings/${plan.id}`, customer);
    expect(read.json().data).toMatchObject({
      package: { id: rooms.id },
      room_type_name: { id: "Dobel", en: "Double", my: "Berdua" },
    });
    const listed = (await call("GET", "/api/savings", owner)).json().data.find((p: { id: number }) => p.id === plan.id);
    expect(listed.room_type_name).toEqual({ id: "Dobel", en: "Double", my: "Berdua" });
    // Without one, none.
    const plain = await open(customer, { package_id: rooms.id });
    expect((await call("GET", `/api/savings/${plain.id}`, customer)).json().data.room_type_name).toBeNull();
  });

  it("a room type of another package is refused per field (422), and no plan is stored", async () => {
    const { room } = await createRoomsPackage(t.db, { status: "published" });
    const before = await planCount();
    const res = await call("POST", "/api/savings?lang=en", customer, {
      package_id: pkg.id,
      room_type_id: room.quad,
      target_amount: 30_000_000,
      months: 12,
      monthly_amount: 2_500_000,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["room_type_id"]);
    // By staff for a customer, the same.
    const byStaff = await call("POST", "/api/savings?lang=en", owner, {
      customer_id: customerId,
      package_id: pkg.id,
      room_type_id: room.quad,
      target_amount: 30_000_000,
      months: 12,
      monthly_amount: 2_500_000,
    });
    expect(byStaff.statusCode, byStaff.body).toBe(422);
    expect(await planCount()).toBe(before);
  });

  it("a room type without a package is refused per field (422), and no plan is stored", async () => {
    const { room } = await createRoomsPackage(t.db, { status: "published" });
    const before = await planCount();
    for (const packageId of [undefined, null]) {
      const res = await call("POST", "/api/savings?lang=en", customer, {
        package_id: packageId,
        room_type_id: room.quad,
        target_amount: 30_000_000,
        months: 12,
        monthly_amount: 2_500_000,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["room_type_id"]);
    }
    expect(await planCount()).toBe(before);
  });
});

describe("deposits", () => {
  it("counter: recorded by sales, pending; confirmed by someone else with a receipt; the recorder cannot confirm", async () => {
    const plan = await open(customer);
    const rec = await counter(plan.id, 2_500_000);
    expect(rec.statusCode, rec.body).toBe(201);
    const dep = rec.json().data.deposits[0];
    expect(dep).toMatchObject({ status: "pending", method: "cash", amount: 2_500_000 });
    expect(rec.json().data.balance).toBe(0);
    expect((await counter(plan.id, 1, customer)).statusCode).toBe(403);
    expect((await counter(plan.id, 1, clerkElsewhere)).statusCode).toBe(404);
    expect((await confirm(plan.id, dep.id, clerkElsewhere)).statusCode).toBe(404);
    expect((await confirm(plan.id, dep.id, customer)).statusCode).toBe(403);
    const ok = await confirm(plan.id, dep.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ balance: 2_500_000, months_paid: 1 });
    expect(ok.json().data.deposits[0].receipt_number).toMatch(/^KW-/);
    expect((await confirm(plan.id, dep.id)).statusCode).toBe(409);
  });

  it("transfer: the customer gets a unique-code amount and the accounts, tells it, staff confirm it", async () => {
    const plan = await open(customer);
    expect((await call("POST", `/api/savings/${plan.id}/transfer`, other, {})).statusCode).toBe(404);
    const res = await call("POST", `/api/savings/${plan.id}/transfer`, customer, {});
    expect(res.statusCode, res.body).toBe(200);
    const { deposit, banks } = res.json().data;
    expect(deposit).toMatchObject({ status: "issued", amount: 2_500_000 });
    expect(deposit.transfer_amount).toBe(2_500_000 + deposit.unique_code);
    expect(banks.map((b: { bank_name: string }) => b.bank_name)).toContain("BSI");
    // Asked again: the same amount, the same code.
    const again = await call("POST", `/api/savings/${plan.id}/transfer`, customer, {});
    expect(again.json().data.deposit.id).toBe(deposit.id);
    const told = await call("POST", `/api/savings/${plan.id}/deposits/${deposit.id}/paid?lang=en`, customer, {
      payer_name: "Budi",
      payment_date: "2026-01-02",
    });
    expect(told.statusCode, told.body).toBe(200);
    expect(told.json().data.deposits[0].status).toBe("pending");
    const ok = await confirm(plan.id, deposit.id);
    expect(ok.json().data.balance).toBe(2_500_000);
    // A second month told and rejected with its reason: never counted.
    const next = (await call("POST", `/api/savings/${plan.id}/transfer`, customer, {})).json().data.deposit;
    await call("POST", `/api/savings/${plan.id}/deposits/${next.id}/paid?lang=en`, customer, {
      payer_name: "Budi",
      payment_date: "2026-01-03",
    });
    const rejected = await call("POST", `/api/savings/${plan.id}/deposits/${next.id}/reject?lang=en`, finance, {
      reason: "Tidak ada di rekening",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.balance).toBe(2_500_000);
    expect(rejected.json().data.deposits[0]).toMatchObject({ status: "rejected", note: "Tidak ada di rekening" });
  });

  it("a told transfer confirmed and rejected at once (real concurrent requests): one review wins, the other is 409", async () => {
    for (let round = 0; round < 12; round++) {
      const plan = await open(customer);
      const deposit = (await call("POST", `/api/savings/${plan.id}/transfer`, customer, {})).json().data.deposit;
      await call("POST", `/api/savings/${plan.id}/deposits/${deposit.id}/paid?lang=en`, customer, {
        payer_name: "Budi",
        payment_date: "2026-01-02",
      });
      const answers = await Promise.all([
        confirm(plan.id, deposit.id),
        call("POST", `/api/savings/${plan.id}/deposits/${deposit.id}/reject?lang=en`, owner, { reason: "Tidak ada" }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [row] = await t.db.select().from(payments).where(eq(payments.id, deposit.id));
      const receipt = await t.db.select().from(receipts).where(eq(receipts.paymentId, deposit.id));
      // Confirmed with its receipt, or rejected without one: never a rejected payment holding a receipt.
      expect(receipt.length).toBe(row.status === "confirmed" ? 1 : 0);
      expect(answers[0].statusCode === 200).toBe(row.status === "confirmed");
    }
  });
});

describe("bank statement import", () => {
  it("a plan's unique-code transfer is matched by its exact amount and confirmed by the statement, with its receipt", async () => {
    const plan = await open(customer, { monthly_amount: 3_000_000 });
    const issued = (await call("POST", `/api/savings/${plan.id}/transfer`, customer, {})).json().data.deposit;
    const today = new Date().toISOString().slice(0, 10);
    const amount = (issued.transfer_amount / 100).toFixed(2).replace(".", ",");
    const res = await call("POST", "/api/bank-statements?lang=en", owner, {
      format: "csv",
      file_name: "savings.csv",
      content: `Booked;Memo;Amount (IDR)\n${today};TRSF E-BANKING CR TABUNGAN BUDI;${amount}\n`,
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
    const [line] = res.json().data.lines;
    expect(line).toMatchObject({ status: "matched", matched_by: "amount" });
    expect(line.payment).toMatchObject({ id: issued.id, booking: { id: null, code: plan.code } });
    const confirmed = await call("POST", `/api/bank-statements/${res.json().data.id}/confirm?lang=en`, owner, {});
    expect(confirmed.json().confirmed).toBe(1);
    const read = (await call("GET", `/api/savings/${plan.id}`, customer)).json().data;
    expect(read).toMatchObject({ balance: 3_000_000, months_paid: 1 });
    expect(read.deposits[0]).toMatchObject({ status: "confirmed", receipt_number: expect.stringMatching(/^KW-/) });
  });
});

describe("online deposits (the offline sandbox)", () => {
  it("the customer pays a month online: the sandbox's approval confirms it with a receipt; a declined one closes", async () => {
    const plan = await open(customer);
    expect(
      (await call("POST", `/api/savings/${plan.id}/online-payments`, other, { provider: "sandbox" })).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", `/api/savings/${plan.id}/online-payments`, owner, { provider: "sandbox" })).statusCode,
    ).toBe(403);
    const payOnline = async (approve: boolean) => {
      const res = await call("POST", `/api/savings/${plan.id}/online-payments?lang=en`, customer, {
        provider: "sandbox",
      });
      expect(res.statusCode, res.body).toBe(201);
      const { deposit, checkout_url } = res.json().data;
      expect(deposit).toMatchObject({ status: "pending", method: "online", amount: 2_500_000 });
      const checkoutId = String(checkout_url).split("/").at(-1);
      const decided = await t.app.inject({
        method: "POST",
        url: `/api/payments/sandbox/${checkoutId}/decide`,
        payload: { approve },
      });
      expect(decided.statusCode, decided.body).toBe(200);
      return deposit.id as number;
    };
    const paid = await payOnline(true);
    const declined = await payOnline(false);
    const read = (await call("GET", `/api/savings/${plan.id}`, customer)).json().data;
    expect(read).toMatchObject({ balance: 2_500_000, months_paid: 1 });
    const byId = new Map(read.deposits.map((d: { id: number }) => [d.id, d]));
    expect(byId.get(paid)).toMatchObject({ status: "confirmed", receipt_number: expect.stringMatching(/^KW-/) });
    expect((byId.get(declined) as { status: string }).status).not.toBe("confirmed");
    // Staff cannot confirm an online deposit by hand.
    expect((await confirm(plan.id, declined)).statusCode).toBe(409);
  });
});

describe("money a provider takes after the checkout lapsed here (review of issue 32)", () => {
  /** An online checkout of the plan, lapsed here (the reconciliation's `expired`), then paid at the provider. */
  const lapsedThenPaid = async (planId: number, beforePaying?: () => Promise<void>) => {
    const res = await call("POST", `/api/savings/${planId}/online-payments?lang=en`, customer, { provider: "sandbox" });
    expect(res.statusCode, res.body).toBe(201);
    const { deposit, checkout_url } = res.json().data;
    await t.db.update(payments).set({ status: "expired" }).where(eq(payments.id, deposit.id));
    await beforePaying?.();
    const decided = await t.app.inject({
      method: "POST",
      url: `/api/payments/sandbox/${String(checkout_url).split("/").at(-1)}/decide`,
      payload: { approve: true },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    return deposit.id as number;
  };

  it("an open plan counts it, with its receipt", async () => {
    const plan = await open(customer);
    const id = await lapsedThenPaid(plan.id);
    const read = (await call("GET", `/api/savings/${plan.id}`, customer)).json().data;
    expect(read.balance).toBe(2_500_000);
    expect(read.deposits.find((d: { id: number }) => d.id === id)).toMatchObject({
      status: "confirmed",
      receipt_number: expect.stringMatching(/^KW-/),
    });
  });

  it("a closed plan owes it back whole: a due late refund of the plan, beside its closure's", async () => {
    const plan = await open(customer);
    const id = await lapsedThenPaid(plan.id, async () => {
      const closed = await call("POST", `/api/savings/${plan.id}/close?lang=en`, owner, { reason: "Batal" });
      expect(closed.statusCode, closed.body).toBe(200);
    });
    const owed = await t.db.select().from(refunds).where(eq(refunds.savingsPlanId, plan.id));
    expect(owed.find((r) => r.paymentId === id)).toMatchObject({
      reason: "late_payment",
      status: "due",
      amount: 2_500_000,
      bookingId: null,
    });
  });
});

describe("conversion to a booking", () => {
  it("the booking's paid total becomes the balance; the deposits and receipts are the booking's; twice is 409", async () => {
    const plan = await open(customer);
    for (const amount of [2_500_000, 2_500_000]) {
      const rec = await counter(plan.id, amount);
      await confirm(plan.id, rec.json().data.deposits[0].id);
    }
    // A deposit told but not reviewed moves too and counts once confirmed, on the booking.
    const pending = (await counter(plan.id, 1_000_000)).json().data.deposits[0];
    const bookingId = await newBooking();
    expect(
      (await call("POST", `/api/savings/${plan.id}/convert?lang=en`, other, { booking_id: bookingId })).statusCode,
    ).toBe(404);
    const res = await call("POST", `/api/savings/${plan.id}/convert?lang=en`, customer, { booking_id: bookingId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "converted", booking_id: bookingId, balance: 5_000_000 });
    expect(await paidTotal(bookingId)).toBe(5_000_000);
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(rows.filter((p) => p.savingsPlanId === plan.id)).toHaveLength(3);
    const rcpts = await t.db.select().from(receipts).where(eq(receipts.bookingId, bookingId));
    expect(rcpts).toHaveLength(2);
    const twice = await call("POST", `/api/savings/${plan.id}/convert?lang=en`, customer, { booking_id: bookingId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This savings plan is no longer open.");
    // The pending one is the booking's now: reviewed through the plan route, it counts on the booking once.
    expect((await confirm(plan.id, pending.id)).statusCode).toBe(200);
    expect(await paidTotal(bookingId)).toBe(6_000_000);
    expect((await counter(plan.id, 1)).statusCode).toBe(409);
  });

  it("another customer's booking is 404; a booking that owes less than the balance is 409", async () => {
    const plan = await open(customer, { monthly_amount: 20_000_000 });
    const rec = await counter(plan.id, 20_000_000);
    await confirm(plan.id, rec.json().data.deposits[0].id);
    const others = await newBooking(other);
    expect(
      (await call("POST", `/api/savings/${plan.id}/convert?lang=en`, customer, { booking_id: others })).statusCode,
    ).toBe(404);
    const small = await newBooking();
    const res = await call("POST", `/api/savings/${plan.id}/convert?lang=en`, customer, { booking_id: small });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("The plan's balance is more than the booking still owes.");
    // Nothing moved: the plan is still open with its balance.
    expect((await call("GET", `/api/savings/${plan.id}`, customer)).json().data).toMatchObject({
      status: "open",
      balance: 20_000_000,
    });
  });

  it("two conversions at once (two bookings, real concurrent requests): one converts, the money is counted once", async () => {
    const plan = await open(customer);
    const rec = await counter(plan.id, 2_500_000);
    await confirm(plan.id, rec.json().data.deposits[0].id);
    const [b1, b2] = [await newBooking(), await newBooking()];
    const answers = await Promise.all([
      call("POST", `/api/savings/${plan.id}/convert?lang=en`, customer, { booking_id: b1 }),
      call("POST", `/api/savings/${plan.id}/convert?lang=en`, owner, { booking_id: b2 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await paidTotal(b1)) + (await paidTotal(b2))).toBe(2_500_000);
  });

  it("a deposit confirmed while the plan converts (real concurrent requests) counts once, on the booking", async () => {
    for (let round = 0; round < 3; round++) {
      const plan = await open(customer);
      const first = await counter(plan.id, 2_500_000);
      await confirm(plan.id, first.json().data.deposits[0].id);
      const second = (await counter(plan.id, 2_500_000)).json().data.deposits[0].id;
      const bookingId = await newBooking();
      const [converted, confirmed] = await Promise.all([
        call("POST", `/api/savings/${plan.id}/convert?lang=en`, customer, { booking_id: bookingId }),
        confirm(plan.id, second),
      ]);
      expect(converted.statusCode, converted.body).toBe(200);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      // Whichever ran first, both deposits are the booking's and counted once.
      expect(await paidTotal(bookingId)).toBe(5_000_000);
      expect((await call("GET", `/api/savings/${plan.id}`, customer)).json().data.balance).toBe(5_000_000);
    }
  });

  it("the staff list: balances, months overdue, filters, a branch clerk sees only their branch", async () => {
    const list = await call("GET", "/api/savings?status=converted&limit=-1", finance);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.every((p: { status: string }) => p.status === "converted")).toBe(true);
    expect(list.json().data.length).toBeGreaterThan(0);
    const elsewhere = await call("GET", "/api/savings?limit=-1", clerkElsewhere);
    expect(elsewhere.json().data).toEqual([]);
    const overdue = await call("GET", "/api/savings?overdue=true&limit=-1", finance);
    expect(overdue.json().data.every((p: { months_overdue: number }) => p.months_overdue > 0)).toBe(true);
    expect((await call("GET", "/api/savings", (await signInCustomer(t)).token)).json().data).toEqual([]);
  });
});

describe("closure without a booking", () => {
  it("the balance less the admin fee becomes a due refund in the refunds list, paid once; the plan takes no more money", async () => {
    const plan = await open(customer);
    const rec = await counter(plan.id, 2_500_000);
    const pending = rec.json().data.deposits[0].id;
    const close = (body: Record<string, unknown>, token = owner) =>
      call("POST", `/api/savings/${plan.id}/close?lang=en`, token, body);
    expect((await close({ reason: "Batal" }, customer)).statusCode).toBe(403);
    expect((await close({ reason: "Batal" }, finance)).statusCode).toBe(403);
    const waiting = await close({ reason: "Batal" });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe("A deposit is waiting for review: confirm or reject it first.");
    await confirm(plan.id, pending);
    const tooMuch = await close({ reason: "Batal", admin_fee: 2_500_001 });
    expect(tooMuch.statusCode).toBe(422);
    const res = await close({
      reason: "Batal",
      admin_fee: 500_000,
      refund_account: { bank_name: "BSI", account_number: "1234567", account_holder: "Budi" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe("closed");
    const due = await call("GET", "/api/refund?status=due&limit=-1", finance);
    const refund = due.json().data.find((r: { booking_code: string }) => r.booking_code === plan.code);
    expect(refund).toMatchObject({ booking_id: null, amount: 2_000_000, admin_fee: 500_000, paid_total: 2_500_000 });
    const pay = () => call("POST", `/api/refund/${refund.id}/pay?lang=en`, finance, { reference: "TRF-9" });
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: "paid", booking_code: plan.code });
    expect((await pay()).statusCode).toBe(409);
    expect((await close({ reason: "Lagi" })).statusCode).toBe(409);
    expect((await counter(plan.id, 1)).statusCode).toBe(409);
  });
});

describe("an account's closure waits for the customer's plans (review of issue 32)", () => {
  it("an open plan blocks the approval (409 naming it); closed and settled, it no longer does", async () => {
    const saver = await signInCustomer(t);
    const plan = await open(saver.token);
    const asked = await call("POST", "/api/account/closure?lang=en", saver.token, { reason: "Pindah" });
    expect(asked.statusCode, asked.body).toBe(200);
    const mine = (await call("GET", "/api/account/closure", saver.token)).json();
    expect(mine.blockers).toEqual([{ kind: "savings_plan", code: plan.code }]);
    const approve = () => call("POST", `/api/account-closures/${mine.data.id}/approve?lang=en`, owner, {});
    const refused = await approve();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Cannot be approved yet: savings plan ${plan.code} is open, or money on it is waiting or owed.`,
    );
    const rec = await counter(plan.id, 1_000_000);
    await confirm(plan.id, rec.json().data.deposits[0].id);
    const closed = await call("POST", `/api/savings/${plan.id}/close?lang=en`, owner, {
      reason: "Pindah",
      refund_account: { bank_name: "BSI", account_number: "99887766", account_holder: "Saver" },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // The plan's refund is owed: still blocked until it is paid.
    expect((await call("GET", "/api/account/closure", saver.token)).json().blockers).toEqual([
      { kind: "savings_plan", code: plan.code },
    ]);
    const [owed] = await t.db.select().from(refunds).where(eq(refunds.savingsPlanId, plan.id));
    expect((await call("POST", `/api/refund/${owed.id}/pay?lang=en`, finance, { reference: "TRF-1" })).statusCode).toBe(
      200,
    );
    expect((await call("GET", "/api/account/closure", saver.token)).json().blockers).toEqual([]);
    expect((await approve()).statusCode).toBe(200);
    // The books keep the amounts; the payer's name and the account the refund went to are gone.
    const [deposit] = await t.db.select().from(payments).where(eq(payments.savingsPlanId, plan.id));
    expect(deposit.amount).toBe(1_000_000);
    expect(deposit.payerName).toMatch(/^Closed account #/);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.savingsPlanId, plan.id));
    expect(refund).toMatchObject({ amount: 1_000_000, accountNumber: null, accountHolder: null });
  });
});

describe("monthly reminders (the job, an injected clock)", () => {
  it("a few days before the next month's due date and once overdue, each plan-month and kind once", async () => {
    const plan = await open(customer, { monthly_amount: 1_000_000 });
    // Opened on 2026-03-10 (month 2 due 2026-04-10); month 1 paid.
    await t.db.update(savingsPlans).set({ startsOn: "2026-03-10" }).where(eq(savingsPlans.id, plan.id));
    const rec = await counter(plan.id, 1_000_000);
    await confirm(plan.id, rec.json().data.deposits[0].id);
    const run = (iso: string) =>
      sendSavingsReminders({
        ctx: { db: t.db, actor: null, locale: "en", requestId: "test-savings", now: () => new Date(iso) },
      });
    const mails = async () =>
      (await t.db.select().from(outbox)).filter(
        (m) => m.kind.startsWith("savings_reminder") && m.subject.includes(plan.code),
      );
    await run("2026-04-01T03:00:00Z");
    expect(await mails()).toHaveLength(0);
    await run("2026-04-08T03:00:00Z");
    await run("2026-04-09T03:00:00Z");
    const before = await mails();
    expect(before.map((m) => m.kind)).toEqual(["savings_reminder_before"]);
    // In the customer's language (Indonesian here), month 2 and its due date.
    expect(before[0].subject).toMatch(new RegExp(`^Tabungan ${plan.code}: bulan ke-2 jatuh tempo 10 Apr`));
    await Promise.all([run("2026-04-12T03:00:00Z"), run("2026-04-12T03:00:00Z")]);
    expect((await mails()).map((m) => m.kind).sort()).toEqual(["savings_reminder_before", "savings_reminder_overdue"]);
  });
});
