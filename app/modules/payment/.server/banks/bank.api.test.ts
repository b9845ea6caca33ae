import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bankAccounts, payments } from "#db/schema";
import { createBooking, createFileRecord } from "#test/factories";
import { createBankAccount, seedDemoBanks } from "#test/factories/bank";
import { adminOnlyCheck, apiCaller, appWithSessionsPerFile } from "#test/setup/sessions";

const { t, admin, customer, ids } = appWithSessionsPerFile();
let image: string;
let privateFile: string;

beforeAll(async () => {
  image = (await createFileRecord(t.db)).id;
  privateFile = (await createFileRecord(t.db, { visibility: "private", mime: "application/pdf" })).id;
});

const call = apiCaller(() => ({ t, headers: admin }));
const expectAdminOnly = adminOnlyCheck(call, () => customer);

const body = {
  bank_name: "Bank Negara Indonesia (BNI)",
  account_number: " 0987-654-321 ",
  account_holder: "PT Amanah Tour & Travel",
  vendor: "bni",
  logo_image_id: null,
  is_active: true,
  sort_order: 5,
};

describe("bank accounts: access", () => {
  it("lets only admins read one account and write", async () => {
    const bank = await createBankAccount(t.db);
    await expectAdminOnly("GET", `/api/bank/${bank.id}`);
    await expectAdminOnly("POST", "/api/bank", body);
    await expectAdminOnly("PUT", `/api/bank/${bank.id}`, body);
    await expectAdminOnly("DELETE", `/api/bank/${bank.id}`);
    expect((await call("GET", "/api/bank", undefined, {})).statusCode).toBe(200);
    expect((await call("GET", "/api/bank", undefined, customer)).statusCode).toBe(200);
  });
});

describe("bank accounts: create, read, update, delete", () => {
  it("creates (201, translated message), reads, updates and deletes", async () => {
    const res = await call("POST", "/api/bank?lang=en", { ...body, logo_image_id: image });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.message).toBe("Bank account added.");
    expect(created.data).toMatchObject({
      bank_name: "Bank Negara Indonesia (BNI)",
      account_number: "0987-654-321",
      account_holder: "PT Amanah Tour & Travel",
      vendor: "BNI",
      logo: { id: image },
      is_active: true,
      sort_order: 5,
    });
    expect(created.data.logo.url).toMatch(/^\/uploads\//);
    const id = created.data.id;

    const one = await call("GET", `/api/bank/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(created.data);

    const up = await call("PUT", `/api/bank/${id}?lang=my`, {
      bank_name: "BNI Syariah",
      account_number: "1122334455",
      account_holder: "Amanah Travel",
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().message).toBe("Akaun bank disimpan.");
    // Left out: no vendor, no logo, active by default, sort order 0.
    expect(up.json().data).toEqual({
      id,
      bank_name: "BNI Syariah",
      account_number: "1122334455",
      account_holder: "Amanah Travel",
      vendor: null,
      logo: null,
      is_active: true,
      // Left out: not the escrow account (decision 082).
      is_escrow: false,
      sort_order: 0,
    });

    const del = await call("DELETE", `/api/bank/${id}?lang=id`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: "Rekening bank dihapus." });
    expect(await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, id))).toHaveLength(0);
  });

  it("answers 404 for an account that does not exist", async () => {
    for (const [method, payload] of [
      ["GET", undefined],
      ["PUT", body],
      ["DELETE", undefined],
    ] as const) {
      const res = await call(method, "/api/bank/999999?lang=en", payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe("bank accounts: validation", () => {
  it("refuses missing and malformed fields with translated messages", async () => {
    const empty = await call("POST", "/api/bank?lang=en", {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe("The given data was invalid.");
    expect(Object.keys(empty.json().errors).sort()).toEqual(["account_holder", "account_number", "bank_name"]);

    for (const [lang, text] of [
      ["id", "Nomor rekening hanya berisi angka, spasi, titik atau tanda hubung."],
      ["en", "An account number has digits, spaces, dots or dashes only."],
      ["my", "Nombor akaun hanya mengandungi angka, ruang, titik atau sempang."],
    ]) {
      const res = await call("POST", `/api/bank?lang=${lang}`, { ...body, account_number: "12AB5678" });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ account_number: [text] });
    }
    const bad = await call("POST", "/api/bank?lang=en", { ...body, sort_order: -1, bank_name: "  " });
    expect(bad.json().errors).toEqual({ sort_order: ["Must be at least 0."], bank_name: ["This field is required."] });
    expect((await call("GET", "/api/bank/abc")).statusCode).toBe(422);
  });

  it("accepts only an existing public image as the logo", async () => {
    for (const logo of [privateFile, "5b1c2f9e-3f7a-4a39-9c39-7d1e5a8b2c11"]) {
      const res = await call("POST", "/api/bank?lang=en", { ...body, logo_image_id: logo });
      expect(res.statusCode, logo).toBe(422);
      expect(res.json().errors).toEqual({ logo_image_id: ["One of the chosen images does not exist."] });
    }
    const bank = await createBankAccount(t.db);
    const res = await call("PUT", `/api/bank/${bank.id}?lang=en`, { ...body, logo_image_id: privateFile });
    expect(res.statusCode).toBe(422);
    const notUuid = await call("POST", "/api/bank", { ...body, logo_image_id: "x" });
    expect(Object.keys(notUuid.json().errors)).toEqual(["logo_image_id"]);
  });
});

describe("bank accounts: list", () => {
  it("shows visitors the active accounts in sort order; all=true works only for admins", async () => {
    await t.db.delete(bankAccounts);
    const demo = await seedDemoBanks(t.db);
    expect(demo.map((b) => b.vendor)).toEqual(["BCA", "BSI", "MAYBANK"]);
    const hidden = await createBankAccount(t.db, { bankName: "Old RHB", vendor: "RHB", isActive: false, sortOrder: 0 });
    const first = await createBankAccount(t.db, { bankName: "CIMB Niaga", vendor: "CIMB", sortOrder: 0 });

    const names = (res: { json: () => { data: { bank_name: string }[] } }) => res.json().data.map((b) => b.bank_name);
    const active = ["CIMB Niaga", "Bank Central Asia (BCA)", "Bank Syariah Indonesia (BSI)", "Maybank Islamic Berhad"];
    for (const headers of [{}, customer]) {
      const res = await call("GET", "/api/bank?all=true", undefined, headers);
      expect(res.statusCode).toBe(200);
      expect(names(res)).toEqual(active);
      expect(res.json().meta).toEqual({ page: 1, limit: 15, total: 4, last_page: 1 });
    }
    expect(names(await call("GET", "/api/bank"))).toEqual(active);
    const all = await call("GET", "/api/bank?all=true");
    expect(names(all)).toEqual(["Old RHB", ...active]);
    expect(all.json().data[0]).toMatchObject({ id: hidden.id, is_active: false, logo: null });
    expect(all.json().data[1].id).toBe(first.id);

    // Search (name, number, holder) and paging.
    expect(names(await call("GET", "/api/bank?search=syariah", undefined, {}))).toEqual([
      "Bank Syariah Indonesia (BSI)",
    ]);
    expect(names(await call("GET", "/api/bank?search=5641", undefined, {}))).toEqual(["Maybank Islamic Berhad"]);
    const page2 = await call("GET", "/api/bank?all=true&limit=2&page=2");
    expect(names(page2)).toEqual(active.slice(1, 3));
    expect(page2.json().meta).toEqual({ page: 2, limit: 2, total: 5, last_page: 3 });

    // Deactivating hides an account from visitors.
    const res = await call("PUT", `/api/bank/${first.id}`, { ...body, bank_name: "CIMB Niaga", is_active: false });
    expect(res.statusCode).toBe(200);
    expect(names(await call("GET", "/api/bank", undefined, {}))).toEqual(active.slice(1));
  });
});

describe("bank accounts: delete", () => {
  it("refuses (409) an account a payment uses and keeps it", async () => {
    const bank = await createBankAccount(t.db);
    const booking = await createBooking(t.db, ids.customerId);
    await t.db.insert(payments).values({
      bookingId: booking.id,
      amount: 5_000_000,
      method: "manual",
      bankAccountId: bank.id,
      bankLabel: `${bank.bankName} ${bank.accountNumber}`,
      payerName: "Siti",
      paymentDate: "2025-01-10",
      status: "rejected",
    });
    for (const [lang, text] of [
      ["en", "Payments use this account; deactivate it instead."],
      ["id", "Rekening ini dipakai oleh pembayaran; nonaktifkan saja."],
    ]) {
      const res = await call("DELETE", `/api/bank/${bank.id}?lang=${lang}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: text });
    }
    expect(await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, bank.id))).toHaveLength(1);
    // Deactivating it is allowed.
    const off = await call("PUT", `/api/bank/${bank.id}`, { ...body, is_active: false });
    expect(off.json().data.is_active).toBe(false);
  });
});
