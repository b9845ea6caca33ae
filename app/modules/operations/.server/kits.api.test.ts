import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, bookings, branches, guestKits, packageKitItems } from "#db/schema";
import { createBooking, createPackage } from "#test/factories";
import { apiCaller, appWithSessionsPerFile, type Headers, signInAdmin } from "#test/setup/sessions";
import type { DepartureKitsDto } from "#app/modules/operations/ground.contract";

/*
 * Equipment kits (docs/product.md §Departure operations, decision 081): the package's items by
 * gender and size, and each guest's kit handed over once, only when the booking is paid in full
 * unless staff override with a reason.
 */

const { t, admin, customer, ids } = appWithSessionsPerFile({ currency: "IDR" });
const call = apiCaller(() => ({ t, headers: admin }));

let timeId: number;
let otherTimeId: number;
let packageId: number;
let bandung: number;
let surabaya: number;
let ops: Headers;
let clerk: Headers;
const today = () => new Date().toISOString().slice(0, 10);

async function branch(name: string) {
  const [row] = await t.db
    .insert(branches)
    .values({ name: { id: name } })
    .returning({ id: branches.id });
  return row.id;
}

/** A guest of a booking of this status (and branch) on the departure. */
async function guestOf(
  status: "pending" | "processing" | "paid" | "processed" | "canceled",
  gender: "male" | "female" = "male",
  more: { branchId?: number; departureId?: number; name?: string } = {},
) {
  const b = await createBooking(t.db, ids.customerId, {
    departureId: more.departureId ?? timeId,
    status,
    branchId: more.branchId ?? bandung,
  });
  const [row] = await t.db
    .insert(bookingGuests)
    .values({
      bookingId: b.id,
      position: 1,
      fullName: more.name ?? `${status} ${gender}`,
      gender,
      birthDate: "1980-06-01",
      country: "ID",
      travellerType: "adult",
    })
    .returning({ id: bookingGuests.id });
  return row.id;
}

const kits = async (headers: Headers = admin) => {
  const res = await call("GET", `/api/departures/${timeId}/kit?lang=en`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DepartureKitsDto;
};
const handOver = (guestId: number, body: Record<string, unknown>, headers: Headers = admin, lang = "en") =>
  call("POST", `/api/departures/${timeId}/guest/${guestId}/kit?lang=${lang}`, body, headers);
const kitOf = async (guestId: number) => t.db.select().from(guestKits).where(eq(guestKits.guestId, guestId));
const pickup = { issued_on: "2026-01-05", handover: "pickup" };

beforeAll(async () => {
  const pkg = await createPackage(t.db, { code: "UMR-KIT", departures: [{ capacity: 40 }, { capacity: 40 }] });
  packageId = pkg.id;
  [timeId, otherTimeId] = pkg.departures.map((d) => d.id);
  bandung = await branch("Bandung");
  surabaya = await branch("Surabaya");
  ops = (await signInAdmin(t, { staffRole: "operations" })).headers;
  clerk = (await signInAdmin(t, { staffRole: "operations", branchId: surabaya })).headers;
});

describe("the package's kit items", () => {
  it("adds items by gender and size, translated, in order; edits and deletes one; every departure shares them", async () => {
    const add = (body: unknown, headers = admin) =>
      call("POST", `/api/departures/${timeId}/kit/items?lang=en`, body, headers);
    const suitcase = await add({ name: { id: "Koper 24 inci", en: "24-inch suitcase" }, for: "all", sizes: [] });
    expect(suitcase.statusCode, suitcase.body).toBe(201);
    expect(suitcase.json().message).toBe("Kit item added.");
    expect((await add({ name: { id: "Kain ihram" }, for: "male", sizes: ["M", "L", "XL"] }, ops)).statusCode).toBe(201);
    const mukena = await add({ name: { id: "Mukena", my: "Telekung" }, for: "female", sizes: ["S", "M", " L "] });
    const data = mukena.json().data as DepartureKitsDto;
    expect(data.items.map((i) => [i.label, i.for, i.sizes])).toEqual([
      ["24-inch suitcase", "all", []],
      ["Kain ihram", "male", ["M", "L", "XL"]],
      ["Mukena", "female", ["S", "M", "L"]],
    ]);

    // Another departure of the package hands out the same items.
    const other = await call("GET", `/api/departures/${otherTimeId}/kit?lang=my`);
    expect((other.json().data as DepartureKitsDto).items.map((i) => i.label)).toEqual([
      "Koper 24 inci",
      "Kain ihram",
      "Telekung",
    ]);

    const extra = await add({ name: { id: "Buku doa" }, for: "all" });
    const book = (extra.json().data as DepartureKitsDto).items.at(-1)!;
    expect(book.sizes).toEqual([]);
    const edited = await call("PUT", `/api/departures/${timeId}/kit/items/${book.id}?lang=id`, {
      name: { id: "Buku doa dan zikir", en: "Prayer book" },
      for: "all",
      sizes: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe("Barang perlengkapan disimpan.");
    const removed = await call("DELETE", `/api/departures/${otherTimeId}/kit/items/${book.id}?lang=en`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json().data as DepartureKitsDto).items).toHaveLength(3);
  });

  it("refuses each bad field (422) and writes nothing; an item of another package is a 404", async () => {
    const before = await t.db.select().from(packageKitItems);
    const res = await call("POST", `/api/departures/${timeId}/kit/items?lang=en`, {
      name: { id: "", en: "Suitcase" },
      for: "children",
      sizes: ["M", "M"],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["for", "name.id", "sizes"]);
    expect(res.json().errors.sizes).toEqual(["Each size once."]);
    expect(await t.db.select().from(packageKitItems)).toEqual(before);

    const stranger = await createPackage(t.db, { departures: [{ capacity: 10 }] });
    await t.db.insert(packageKitItems).values({ packageId: stranger.id, name: { id: "Lain" }, for: "all" });
    const [foreign] = await t.db.select().from(packageKitItems).where(eq(packageKitItems.packageId, stranger.id));
    const body = { name: { id: "X" }, for: "all", sizes: [] };
    expect((await call("PUT", `/api/departures/${timeId}/kit/items/${foreign.id}`, body)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/departures/${timeId}/kit/items/${foreign.id}`)).statusCode).toBe(404);
    expect((await call("GET", "/api/departures/999999/kit")).statusCode).toBe(404);
  });
});

describe("handing a kit over", () => {
  it("lists each guest with the items and sizes of their gender and whether their booking is paid in full", async () => {
    const man = await guestOf("paid", "male", { name: "Ahmad" });
    const woman = await guestOf("processing", "female", { name: "Siti" });
    await guestOf("canceled", "male", { name: "Batal" });
    const data = await kits();
    const [suitcase, ihram, mukena] = data.items.map((i) => i.id);
    const ahmad = data.guests.find((x) => x.id === man)!;
    const siti = data.guests.find((x) => x.id === woman)!;
    expect(ahmad).toMatchObject({ items: [suitcase, ihram], sizes: ["M", "L", "XL"], paid_in_full: true, kit: null });
    expect(siti).toMatchObject({ items: [suitcase, mukena], sizes: ["S", "M", "L"], paid_in_full: false });
    // A cancelled booking's guest is not listed.
    expect(data.guests.map((x) => x.full_name)).not.toContain("Batal");
  });

  it("hands a paid guest's kit over once, with who and when; a second handover is 409", async () => {
    const guest = await guestOf("paid", "male");
    const res = await handOver(guest, { ...pickup, size: "L", courier: "ignored", override_reason: "not needed" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Kit handed over.");
    const line = (res.json().data as DepartureKitsDto).guests.find((x) => x.id === guest)!;
    expect(line.kit).toMatchObject({
      size: "L",
      issued_on: "2026-01-05",
      issued_by: { id: ids.adminId },
      handover: "pickup",
      courier: null,
      tracking: null,
      // Paid: nothing was overridden.
      override_reason: null,
    });
    const again = await handOver(guest, { ...pickup, size: "M" }, admin, "my");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Kelengkapan jemaah ini sudah diserahkan.");
    expect(await kitOf(guest)).toHaveLength(1);
  });

  it("refuses a booking not paid in full without a reason (409), records the reason of an override", async () => {
    const guest = await guestOf("processing", "female");
    const refused = await handOver(guest, { ...pickup, size: "M" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This booking is not paid in full: a kit is handed over before that only with a reason for the exception.",
    );
    const blank = await handOver(guest, { ...pickup, size: "M", override_reason: "   " }, admin, "id");
    expect(blank.statusCode).toBe(409);
    expect(blank.json().message).toBe(
      "Pemesanan ini belum lunas: perlengkapan hanya diserahkan lebih dulu dengan alasan pengecualian.",
    );
    expect(await kitOf(guest)).toEqual([]);

    const res = await handOver(
      guest,
      {
        size: "M",
        issued_on: today(),
        handover: "courier",
        courier: "JNE",
        tracking: "JNE0012345",
        override_reason: "Lunas minggu depan, dikirim sekarang agar sempat manasik",
      },
      ops,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await kitOf(guest))[0]).toMatchObject({
      handover: "courier",
      courier: "JNE",
      tracking: "JNE0012345",
      overrideReason: "Lunas minggu depan, dikirim sekarang agar sempat manasik",
    });
    // The screen shows the override.
    expect((await kits()).guests.find((x) => x.id === guest)?.kit?.override_reason).toBe(
      "Lunas minggu depan, dikirim sekarang agar sempat manasik",
    );
    // A processed booking is paid in full.
    const processed = await guestOf("processed", "male");
    expect((await handOver(processed, { ...pickup, size: "XL" })).statusCode).toBe(201);
  });

  it("refuses a cancelled booking's guest (409), even with a reason", async () => {
    const guest = await guestOf("canceled", "male");
    const res = await handOver(guest, { ...pickup, size: "L", override_reason: "Tetap dikirim" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This guest's booking is cancelled: no kit is handed over.");
    expect(await kitOf(guest)).toEqual([]);
  });

  it("refuses each bad field (422, translated) and writes nothing", async () => {
    const man = await guestOf("paid", "male");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...pickup }, "size", "Choose the size of this guest's kit."],
      [{ ...pickup, size: "S" }, "size", "Choose one of the sizes this guest's items come in."],
      [{ ...pickup, size: "L", issued_on: "2999-01-01" }, "issued_on", "The handover day cannot be after today."],
      [{ ...pickup, size: "L", issued_on: "2026-02-30" }, "issued_on", "Enter a valid date."],
      [{ ...pickup, size: "L", handover: "drone" }, "handover", ""],
      [
        { ...pickup, size: "L", handover: "courier", courier: "JNE" },
        "tracking",
        "Enter the courier's tracking number.",
      ],
      [{ ...pickup, size: "L", handover: "courier", tracking: "X1" }, "courier", "Name the courier."],
    ];
    for (const [body, field, message] of cases) {
      const res = await handOver(man, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([field]);
      if (message) expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await kitOf(man)).toEqual([]);

    // Without sized items for the guest, a size is refused.
    const sized = await t.db.select().from(packageKitItems).where(eq(packageKitItems.packageId, packageId));
    await t.db.update(packageKitItems).set({ sizes: [] }).where(eq(packageKitItems.packageId, packageId));
    const none = await handOver(man, { ...pickup, size: "L" }, admin, "my");
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ size: ["Barang jemaah ini satu saiz: jangan pilih saiz."] });
    for (const item of sized)
      await t.db.update(packageKitItems).set({ sizes: item.sizes }).where(eq(packageKitItems.id, item.id));
  });

  it("two handovers at once: one 201, one 409, one kit", async () => {
    const guest = await guestOf("paid", "female");
    const answers = await Promise.all([
      handOver(guest, { ...pickup, size: "S" }),
      handOver(guest, { ...pickup, size: "M" }, ops),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await kitOf(guest);
    expect(rows).toHaveLength(1);
  });

  it("a booking paid while its handover waited is seen paid (the booking's lock orders them)", async () => {
    const guest = await guestOf("processing", "male");
    const [row] = await t.db
      .select({ b: bookingGuests.bookingId })
      .from(bookingGuests)
      .where(eq(bookingGuests.id, guest));
    await t.db.update(bookings).set({ status: "paid" }).where(eq(bookings.id, row.b));
    expect((await handOver(guest, { ...pickup, size: "M" })).statusCode).toBe(201);
    expect((await kitOf(guest))[0].overrideReason).toBeNull();
  });
});

describe("kit access", () => {
  it("a visitor gets 401, a customer and staff without the departures permission 403, and nothing is written", async () => {
    const guest = await guestOf("paid", "male");
    const [item] = await t.db.select().from(packageKitItems).where(eq(packageKitItems.packageId, packageId));
    const finance = (await signInAdmin(t, { staffRole: "finance" })).headers;
    const sales = (await signInAdmin(t, { staffRole: "sales" })).headers;
    const itemBody = { name: { id: "X" }, for: "all", sizes: [] };
    const requests: [Parameters<typeof call>[0], string, unknown][] = [
      ["GET", `/api/departures/${timeId}/kit`, undefined],
      ["POST", `/api/departures/${timeId}/kit/items`, itemBody],
      ["PUT", `/api/departures/${timeId}/kit/items/${item.id}`, itemBody],
      ["DELETE", `/api/departures/${timeId}/kit/items/${item.id}`, undefined],
      ["POST", `/api/departures/${timeId}/guest/${guest}/kit`, { ...pickup, size: "L" }],
    ];
    const items = await t.db.select().from(packageKitItems);
    for (const [method, url, payload] of requests) {
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url} visitor`).toBe(401);
      for (const [who, headers] of [
        ["customer", customer],
        ["finance", finance],
        ["sales", sales],
      ] as const)
        expect((await call(method, url, payload, headers)).statusCode, `${method} ${url} ${who}`).toBe(403);
    }
    expect(await t.db.select().from(packageKitItems)).toEqual(items);
    expect(await kitOf(guest)).toEqual([]);
  });

  it("a branch clerk lists and hands over to their branch's guests only; another branch's guest answers 404", async () => {
    const theirs = await guestOf("paid", "male", { branchId: bandung, name: "Bandung guest" });
    const mine = await guestOf("paid", "male", { branchId: surabaya, name: "Surabaya guest" });
    const res = await call("GET", `/api/departures/${timeId}/kit?lang=en`, undefined, clerk);
    expect((res.json().data as DepartureKitsDto).guests.map((x) => x.full_name)).toEqual(["Surabaya guest"]);
    expect((await handOver(theirs, { ...pickup, size: "L" }, clerk)).statusCode).toBe(404);
    expect(await kitOf(theirs)).toEqual([]);
    expect((await handOver(mine, { ...pickup, size: "L" }, clerk)).statusCode).toBe(201);
    // A guest of another departure is as unknown.
    const elsewhere = await guestOf("paid", "male", { departureId: otherTimeId });
    expect((await handOver(elsewhere, { ...pickup, size: "L" })).statusCode).toBe(404);
  });
});
