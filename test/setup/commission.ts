import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { agents, bookingGuests } from "#db/schema";
import { createBooking } from "#test/factories";
import type { TestApp } from "#test/setup/app";
import { signInCustomer } from "#test/setup/sessions";

/**
 * Agents and their bookings for the commission tests (decision 078): an agent is a signed-in
 * customer with an approved agent row; a booking credited to them has one guest row per
 * traveller type given.
 */
export async function createAgent(
  t: TestApp,
  opts: { uplineId?: number | null; branchId?: number | null; status?: "approved" | "suspended" } = {},
) {
  const s = await signInCustomer(t);
  const [row] = await t.db
    .insert(agents)
    .values({
      userId: s.user.id,
      status: opts.status ?? "approved",
      code: `AG${randomBytes(4).toString("hex").slice(0, 5).toUpperCase()}`,
      nationalIdNumber: "3174051234560001",
      bankName: "Bank Uji",
      accountNumber: "1234567890",
      accountHolder: s.user.name,
      whatsapp: "+62 812 0000 0000",
      branchId: opts.branchId ?? null,
      uplineId: opts.uplineId ?? null,
      termsVersion: "2026-12",
      termsAcceptedAt: new Date(),
    })
    .returning({ id: agents.id });
  return { ...s, id: row.id };
}

export async function setAgentStatus(t: TestApp, id: number, status: "approved" | "suspended") {
  await t.db.update(agents).set({ status }).where(eq(agents.id, id));
}

type Traveller = "adult" | "child" | "infant";

/** A pending booking credited to `agentId` (subtotal, extras and discount as given), with its guests by type. */
export async function createAgentBooking(
  t: TestApp,
  customerId: number,
  agentId: number | null,
  opts: { packageId?: number; travellers?: Traveller[]; subtotal?: number; extras?: number; discount?: number } = {},
) {
  const travellers = opts.travellers ?? ["adult"];
  const subtotal = opts.subtotal ?? 30_000_000;
  const extras = opts.extras ?? 0;
  const discount = opts.discount ?? 0;
  const row = await createBooking(t.db, customerId, {
    agentId,
    packageId: opts.packageId ?? null,
    channel: "agent",
    pax: travellers.length,
    seats: travellers.filter((x) => x !== "infant").length,
    subtotal,
    extrasTotal: extras,
    discount,
    total: subtotal + extras - discount,
  });
  await t.db.insert(bookingGuests).values(
    travellers.map((type, i) => ({
      bookingId: row.id,
      position: i + 1,
      fullName: `Jamaah ${i + 1}`,
      gender: "male" as const,
      birthDate: type === "adult" ? "1980-01-01" : type === "child" ? "2018-01-01" : "2025-06-01",
      country: "ID" as const,
      travellerType: type,
    })),
  );
  return row;
}
