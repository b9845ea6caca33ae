import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, privateDataAccess } from "#db/schema";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, postBooking, uploadDocument } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";

/** What other modules keep of a savings plan (decision 084, docs/product.md §Savings plans), on the real API. */
let t: TestApp;
let customer: string;
let owner: string;
let finance: string;
let sales: string;
let pkg: TourPackage;

const call = (method: "GET" | "POST" | "PUT", url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object });

beforeAll(async () => {
  const a = await bookingApp();
  ({ t, customer } = a);
  owner = a.admin;
  finance = (await signInAdmin(t, { staffRole: "finance" })).token;
  sales = (await signInAdmin(t, { staffRole: "sales" })).token;
  await createBankAccount(t.db, { bankName: "BSI", accountNumber: "7001", accountHolder: "PT Umrah" });
  pkg = await depositPackage(t.db);
});
afterAll(async () => t.close());

const open = async (body: Record<string, unknown> = {}) => {
  const res = await call("POST", "/api/savings?lang=en", customer, {
    target_amount: 30_000_000,
    months: 12,
    monthly_amount: 2_500_000,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; code: string };
};

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
