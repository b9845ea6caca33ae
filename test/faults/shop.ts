/**
 * A small shop for the fault tests, written straight into the database before a server opens it:
 * one package with a few departures and extras, customers with sessions and a transfer proof
 * each, one admin, one bank account.
 */
import { randomUUID } from "node:crypto";
import { users } from "#db/schema";
import { createSession } from "#app/modules/account/.server/create-session";
import type { Ctx } from "#app/shared/context";
import type { Db } from "#app/shared/db.server";
import {
  createAttribute,
  createAttributeDetail,
  createFileRecord,
  createPackage,
  createSetting,
  createUser,
  tr,
} from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { checkoutBody } from "#test/factories/booking";

export interface Customer {
  id: number;
  email: string;
  token: string;
  proofId: string;
}

export interface Shop {
  pkg: Awaited<ReturnType<typeof createPackage>>;
  /** Extras a checkout may pick: one room type (single choice) plus any of the add-ons. */
  rooms: number[];
  addOns: number[];
  customers: Customer[];
  admin: { id: number; token: string };
  bankId: number;
}

export async function seedShop(
  db: Db,
  opts: { customers: number; capacities: number[]; emails?: (i: number) => string | undefined },
): Promise<Shop> {
  const ctx: Ctx = { db, actor: null, locale: "en", requestId: "fault-seed", now: () => new Date() };
  await createSetting(db, { currency: "IDR" });
  const bankId = (await createBankAccount(db)).id;
  const room = await createAttribute(db, { name: tr("Tipe Kamar", "Room type"), choiceRule: "single" });
  const rooms = [
    (await createAttributeDetail(db, room.id, { name: tr("Quad"), price: 0 })).id,
    (await createAttributeDetail(db, room.id, { name: tr("Dobel", "Double"), price: 3_000_000 })).id,
  ];
  const extra = await createAttribute(db, { name: tr("Tambahan", "Add-ons"), choiceRule: "multiple" });
  const addOns = [
    (await createAttributeDetail(db, extra.id, { name: tr("Visa"), price: 500_000, per: "pax" })).id,
    (await createAttributeDetail(db, extra.id, { name: tr("Asuransi", "Insurance"), price: 200_000, per: "booking" }))
      .id,
  ];
  const pkg = await createPackage(db, {
    basePrice: 10_000_000,
    minPayment: 3_000_000,
    minPax: 1,
    maxPax: 4,
    cardPaymentLink: null,
    departures: opts.capacities.map((capacity) => ({ capacity })),
    attributeIds: [room.id, extra.id],
  });

  const admin = await createUser(db, { role: "admin" });
  // One password hash for every customer (hashing is the slow part); each gets a real session.
  const firstEmail = opts.emails?.(0);
  const first = await createUser(db, { role: "customer", ...(firstEmail ? { email: firstEmail } : {}) });
  const rest =
    opts.customers > 1
      ? await db
          .insert(users)
          .values(
            Array.from({ length: opts.customers - 1 }, (_, i) => {
              const tag = randomUUID().slice(0, 8);
              return {
                name: `Jamaah ${i + 1}`,
                username: `jamaah_${tag}`,
                email: opts.emails?.(i + 1) ?? `jamaah_${tag}@example.test`,
                passwordHash: first.passwordHash,
                role: "customer" as const,
              };
            }),
          )
          .returning({ id: users.id, email: users.email })
      : [];
  const customers: Customer[] = [];
  for (const c of [{ id: first.id, email: first.email }, ...rest]) {
    const { token } = await createSession(ctx, c.id, { ttlDays: 1 });
    const proof = await createFileRecord(db, {
      visibility: "private",
      mime: "image/png",
      ownerId: c.id,
      storageKey: `fault/${c.id}.png`,
      variants: [],
    });
    // Every customer here was given an address above.
    customers.push({ ...c, email: c.email as string, token, proofId: proof.id });
  }
  const { token: adminToken } = await createSession(ctx, admin.id, { ttlDays: 1 });
  return { pkg, rooms, addOns, customers, admin: { id: admin.id, token: adminToken }, bankId };
}

/** A checkout of `pax` guests with one room type and some add-ons (`seed` picks them). */
export function shopCheckout(shop: Shop, departureIndex: number, pax: number, seed: number) {
  const detailIds = [shop.rooms[seed % 2], ...shop.addOns.filter((_, i) => (seed >> (i + 1)) % 2 === 1)];
  return checkoutBody(shop.pkg.id, shop.pkg.departures[departureIndex].id, {
    pax,
    detail_ids: detailIds,
    payment_type: "full",
  });
}

/** A manual transfer of `amount` with the customer's own proof. */
export function transfer(shop: Shop, customer: Customer, amount: number) {
  return {
    amount,
    method: "manual",
    bank_account_id: shop.bankId,
    proof_file_id: customer.proofId,
    payer_name: "Budi Santoso",
    payment_date: new Date().toISOString().slice(0, 10),
  };
}
