import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, branches, departureFlights, guestTickets, privateDataAccess } from "#db/schema";
import { createBooking, createDestination, createPackage, tr } from "#test/factories";
import { apiCaller, appWithSessionsPerFile, type Headers, signInAdmin } from "#test/setup/sessions";
import type { MinistryListDto } from "#app/modules/operations/departure-exports.contract";
import { SISKOPATUH_HEADERS } from "#app/modules/operations/departure-exports.rules";

/*
 * A departure's exports and its ministry data screen (docs/product.md §Departure operations,
 * decision 081): each file read back with exceljs, the access log written once per export, and who
 * may call them (manifests for the files, documents for the list; a branch clerk sees their
 * branch's guests only).
 */

const { t, admin, customer, ids } = appWithSessionsPerFile({ currency: "IDR" });
const call = apiCaller(() => ({ t, headers: admin }));

let timeId: number;
let bandung: number;
let ops: Headers;
let finance: Headers;
let sales: Headers;
let clerk: Headers;
let clerkId: number;
const guestIds: Record<string, number> = {};

type GuestRow = typeof bookingGuests.$inferInsert;
const guest = (values: Partial<GuestRow> & Pick<GuestRow, "fullName" | "gender" | "birthDate">) => ({
  country: "ID" as const,
  ...values,
});

async function book(
  code: string,
  status: "pending" | "processing" | "paid" | "canceled",
  guests: Omit<GuestRow, "bookingId" | "position">[],
  branchId: number | null = null,
) {
  const b = await createBooking(t.db, ids.customerId, {
    code,
    status,
    departureId: timeId,
    pax: guests.length,
    branchId,
  });
  const rows = await t.db
    .insert(bookingGuests)
    .values(guests.map((g, i) => ({ ...g, bookingId: b.id, position: i + 1 })))
    .returning({ id: bookingGuests.id, fullName: bookingGuests.fullName });
  for (const r of rows) guestIds[r.fullName] = r.id;
  return b;
}

beforeAll(async () => {
  const destination = await createDestination(t.db, { name: tr("Arab Saudi", "Saudi Arabia", "Arab Saudi") });
  const pkg = await createPackage(t.db, {
    code: "UMR-OKT",
    kind: "umrah",
    destinationId: destination.id,
    hotelCities: ["Makkah", "Madinah"],
    departures: [{ startDate: "2026-10-10", endDate: "2026-10-19", capacity: 100 }],
  });
  timeId = pkg.departures[0].id;
  [{ id: bandung }] = await t.db
    .insert(branches)
    .values({ name: { id: "Bandung" } })
    .returning({ id: branches.id });
  ops = (await signInAdmin(t, { staffRole: "operations" })).headers;
  finance = (await signInAdmin(t, { staffRole: "finance" })).headers;
  sales = (await signInAdmin(t, { staffRole: "sales" })).headers;
  const c = await signInAdmin(t, { staffRole: "operations", branchId: bandung });
  clerk = c.headers;
  clerkId = c.user.id;

  // B-0002 first in the file's order after B-0001: a mother with every ministry field and her son.
  await book("B-0002", "paid", [
    guest({
      fullName: "Siti Aminah",
      gender: "female",
      birthDate: "1985-03-07",
      birthPlace: "Bandung",
      maritalStatus: "married",
      passportNumber: "C1234567",
      passportIssueDate: "2024-02-01",
      passportExpiryDate: "2034-02-01",
      passportOffice: "Kantor Imigrasi Bandung",
      icNumber: "3273014703850001",
      fatherName: "Ahmad Fauzi",
      passportName: "Siti Aminah",
      address: "Jl. Setiabudi No. 1",
      regionCode: "32.73.01.1001",
      phone: "+62 812 1111 2222",
      nationality: "ID",
      education: "senior",
      occupation: "trader",
      heirName: "Budi Santoso",
      heirRelationship: "Suami",
    }),
    guest({
      fullName: "Rafi",
      gender: "male",
      birthDate: "2016-05-20",
      fatherName: "Budi Santoso",
      passportNumber: "C7654321",
      passportExpiryDate: "2031-12-31",
      nationality: "ID",
      travellerType: "child",
    }),
  ]);
  await book("B-0001", "pending", [
    guest({
      fullName: "Budi Santoso",
      gender: "male",
      birthDate: "1980-01-05",
      maritalStatus: "married",
      passportName: "Budi Santoso",
      passportNumber: "C1111111",
      nationality: "ID",
      phone: "(022) 4201234",
    }),
  ]);
  await book("B-0003", "canceled", [guest({ fullName: "Batal Pergi", gender: "male", birthDate: "1970-01-01" })]);
  await book(
    "B-0004",
    "processing",
    [
      guest({
        fullName: "Dewi Lestari",
        gender: "female",
        birthDate: "1996-08-17",
        maritalStatus: "single",
        passportName: "DEWI LESTARI",
        nationality: "ID",
      }),
    ],
    bandung,
  );
  await t.db.insert(departureFlights).values([
    {
      departureId: timeId,
      position: 1,
      airline: "SV",
      flightNumber: "SV 819",
      origin: "JED",
      destination: "CGK",
      departsAt: new Date("2026-10-19T10:00:00Z"),
      departsZone: "Asia/Riyadh",
      arrivesAt: new Date("2026-10-19T19:00:00Z"),
      arrivesZone: "Asia/Jakarta",
      pnr: "RET999",
    },
    {
      departureId: timeId,
      position: 0,
      airline: "SV",
      flightNumber: "SV 818",
      origin: "CGK",
      destination: "JED",
      departsAt: new Date("2026-10-10T03:00:00Z"),
      departsZone: "Asia/Jakarta",
      arrivesAt: new Date("2026-10-10T12:00:00Z"),
      arrivesZone: "Asia/Riyadh",
      pnr: "ABC123",
    },
  ]);
  await t.db.insert(guestTickets).values({ guestId: guestIds["Siti Aminah"], ticketNumber: "065-2400000001" });
});

/** The workbook's first sheet as rows of cell texts (exceljs's values are 1-based). */
async function sheetRows(body: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v) => (v === null || v === undefined ? "" : String(v))));
  });
  return rows;
}

const exportOf = (kind: string, headers: Headers = admin, lang = "en", time = timeId) =>
  call("GET", `/api/departures/${time}/export/${kind}?lang=${lang}`, undefined, headers);

const logRows = () =>
  t.db
    .select()
    .from(privateDataAccess)
    .where(and(eq(privateDataAccess.departureId, timeId), eq(privateDataAccess.kind, "manifest")));

describe("the SISKOPATUH sheet", () => {
  it("has the ministry's header row, one row per seat-holding guest by booking code then guest, dates dd-MM-yyyy and region names from the code", async () => {
    const res = await exportOf("siskopatuh");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain('filename="siskopatuh-UMR-OKT-2026-10-10.xlsx"');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual([...SISKOPATUH_HEADERS]);
    // The cancelled booking's guest is left out; B-0001 before B-0002's two guests, then B-0004.
    expect(rows.slice(1).map((r) => r[2])).toEqual(["Budi Santoso", "Siti Aminah", "Rafi", "Dewi Lestari"]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["1", "2", "3", "4"]);

    const siti = Object.fromEntries(SISKOPATUH_HEADERS.map((h, i) => [h, rows[2][i] ?? ""]));
    expect(siti).toEqual({
      NO: "2",
      TITLE: "MRS",
      NAMA: "Siti Aminah",
      "NAMA AYAH": "Ahmad Fauzi",
      "JENIS IDENTITAS": "NIK",
      "NO IDENTITAS": "3273014703850001",
      "NAMA PASPOR": "SITI AMINAH",
      "NO PASPOR": "C1234567",
      "TANGGAL DIKELUARKAN PASPOR": "01-02-2024",
      "KOTA PASPOR": "Kantor Imigrasi Bandung",
      "TEMPAT LAHIR": "Bandung",
      "TANGGAL LAHIR": "07-03-1985",
      ALAMAT: "Jl. Setiabudi No. 1",
      PROVINSI: "JAWA BARAT",
      KABUPATEN: "KOTA BANDUNG",
      KECAMATAN: "SUKASARI",
      KELURAHAN: "SUKARASA",
      "NO TELPON": "",
      "NO HP": "081211112222",
      KEWARGANEGARAAN: "WNI",
      "STATUS PERNIKAHAN": "MENIKAH",
      PENDIDIKAN: "SLTA",
      PEKERJAAN: "PEDAGANG",
    });
    // The son: a child's title under 17, the passport name proposed with his father's name, the
    // passport as identity without an NIK, blanks where nothing is known.
    expect(rows[3].slice(0, 8)).toEqual([
      "3",
      "MSTR",
      "Rafi",
      "Budi Santoso",
      "PASPOR",
      "C7654321",
      "RAFI BUDI SANTOSO",
      "C7654321",
    ]);
    expect(rows[3][13]).toBe("");
    expect(rows[3][20]).toBe("BELUM MENIKAH");
    // A landline goes to NO TELPON; the passport name as written, in capitals.
    expect(rows[1][1]).toBe("MR");
    expect(rows[1][6]).toBe("BUDI SANTOSO");
    expect(rows[1][17]).toBe("(022) 4201234");
    expect(rows[1][18]).toBe("");
    expect(rows[4][1]).toBe("MS");
  });

  it("is in Indonesian whatever the reader's language", async () => {
    const res = await exportOf("siskopatuh", admin, "my");
    expect((await sheetRows(res.rawPayload))[0]).toEqual([...SISKOPATUH_HEADERS]);
  });
});

describe("the airline manifest", () => {
  it("splits the passport name, gives the airline's titles, dd-MMM-yyyy dates, the first leg's PNR and the ticket", async () => {
    const res = await exportOf("manifest");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain('filename="manifest-UMR-OKT-2026-10-10.xlsx"');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual([
      "NO",
      "TITLE",
      "SURNAME",
      "GIVEN NAMES",
      "GENDER",
      "DATE OF BIRTH",
      "PASSPORT NO",
      "PASSPORT EXPIRY",
      "NATIONALITY",
      "PNR",
      "TICKET NO",
    ]);
    expect(rows[2]).toEqual([
      "2",
      "MRS",
      "AMINAH",
      "SITI",
      "F",
      "07-MAR-1985",
      "C1234567",
      "01-FEB-2034",
      "ID",
      "ABC123",
      "065-2400000001",
    ]);
    expect(rows[3].slice(0, 8)).toEqual([
      "3",
      "MSTR",
      "SANTOSO",
      "RAFI BUDI",
      "M",
      "20-MAY-2016",
      "C7654321",
      "31-DEC-2031",
    ]);
    expect(rows[3][9]).toBe("ABC123");
    expect(rows[3][10]).toBe("");
    expect(rows).toHaveLength(5);
  });
});

describe("the insurance list", () => {
  it("has headings and words in the reader's language, the trip's dates and destination, the heir", async () => {
    const res = await exportOf("insurance", admin, "my");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain('filename="insurance-UMR-OKT-2026-10-10.xlsx"');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual([
      "No.",
      "Nama seperti dalam pasport",
      "Tarikh lahir",
      "Jantina",
      "Nombor pasport",
      "Nombor kad pengenalan",
      "Tarikh berlepas",
      "Tarikh pulang",
      "Destinasi",
      "Waris",
      "Hubungan waris",
      "Telefon",
    ]);
    expect(rows[2]).toEqual([
      "2",
      "SITI AMINAH",
      "07-03-1985",
      "Perempuan",
      "C1234567",
      "3273014703850001",
      "10-10-2026",
      "19-10-2026",
      "Arab Saudi",
      "Budi Santoso",
      "Suami",
      "+62 812 1111 2222",
    ]);
    const en = await sheetRows((await exportOf("insurance", admin, "en")).rawPayload);
    expect(en[0][1]).toBe("Name as in passport");
    expect(en[2][3]).toBe("Female");
    expect(en[2][8]).toBe("Saudi Arabia");
  });
});

describe("the access log", () => {
  it("writes one entry per export, naming the departure and the kind of file", async () => {
    const before = (await logRows()).length;
    const ops1 = await exportOf("siskopatuh", ops);
    expect(ops1.statusCode).toBe(200);
    const after = await logRows();
    expect(after.length).toBe(before + 1);
    const entry = after.sort((a, b) => b.id - a.id)[0];
    expect(entry).toMatchObject({ kind: "manifest", departureId: timeId, format: "siskopatuh.xlsx" });
    await exportOf("insurance", ops);
    await exportOf("manifest", ops);
    const formats = (await logRows())
      .sort((a, b) => b.id - a.id)
      .slice(0, 2)
      .map((r) => r.format);
    expect(formats).toEqual(["manifest.xlsx", "insurance.xlsx"]);
  });

  it("writes nothing for a refused call nor for the ministry list", async () => {
    const before = (await logRows()).length;
    expect((await exportOf("siskopatuh", finance)).statusCode).toBe(403);
    expect((await exportOf("siskopatuh", {})).statusCode).toBe(401);
    expect((await call("GET", `/api/departures/${timeId}/ministry`, undefined, ops)).statusCode).toBe(200);
    expect((await logRows()).length).toBe(before);
  });
});

describe("who may export", () => {
  it("operations staff 200; finance and sales without manifests 403; a customer 403; a visitor 401", async () => {
    for (const kind of ["siskopatuh", "manifest", "insurance"]) {
      expect((await exportOf(kind, ops)).statusCode, kind).toBe(200);
      expect((await exportOf(kind, finance)).statusCode, kind).toBe(403);
      expect((await exportOf(kind, sales)).statusCode, kind).toBe(403);
      expect((await exportOf(kind, customer)).statusCode, kind).toBe(403);
      expect((await exportOf(kind, {})).statusCode, kind).toBe(401);
    }
  });

  it("an unknown departure is 404; an unknown kind of file 422", async () => {
    expect((await exportOf("siskopatuh", admin, "en", 999_999)).statusCode).toBe(404);
    expect((await exportOf("passports")).statusCode).toBe(422);
  });

  it("a branch clerk gets their branch's bookings' guests only (another branch's and the head office's left out)", async () => {
    const res = await exportOf("siskopatuh", clerk);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    expect(rows.slice(1).map((r) => r[2])).toEqual(["Dewi Lestari"]);
    const [entry] = (await logRows()).filter((r) => r.actorId === clerkId);
    expect(entry).toMatchObject({ format: "siskopatuh.xlsx" });
  });
});

describe("the ministry data list", () => {
  const list = async (headers: Headers = admin) => {
    const res = await call("GET", `/api/departures/${timeId}/ministry?lang=en`, undefined, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as MinistryListDto;
  };

  it("lists the seat-holding guests with their passport name and what the ministry still needs", async () => {
    const data = await list();
    expect(data.tour).toMatchObject({ code: "UMR-OKT" });
    expect(data.time).toMatchObject({ id: timeId, start_date: "2026-10-10", end_date: "2026-10-19" });
    expect(data.guests.map((g) => [g.booking_code, g.full_name])).toEqual([
      ["B-0001", "Budi Santoso"],
      ["B-0002", "Siti Aminah"],
      ["B-0002", "Rafi"],
      ["B-0004", "Dewi Lestari"],
    ]);
    const siti = data.guests[1];
    expect(siti).toMatchObject({ passport_name: "SITI AMINAH", passport_name_proposed: false, missing: [] });
    // The son: his passport name only proposed (not confirmed yet); a child is not asked a marital status.
    expect(data.guests[2]).toMatchObject({ passport_name: "RAFI BUDI SANTOSO", passport_name_proposed: true });
    expect(data.guests[2].missing).toEqual([
      "passport_name",
      "passport_office",
      "birth_place",
      "address",
      "education",
      "occupation",
      "ic_number",
      "phone",
    ]);
    expect(data.guests[0]).toMatchObject({ passport_name: "BUDI SANTOSO", passport_name_proposed: false });
    expect(data.complete).toBe(1);
  });

  it("documents staff (operations) read it; finance and sales 403; a customer 403; a visitor 401; an unknown departure 404; a clerk their branch's", async () => {
    await list(ops);
    const url = `/api/departures/${timeId}/ministry`;
    expect((await call("GET", url, undefined, finance)).statusCode).toBe(403);
    expect((await call("GET", url, undefined, sales)).statusCode).toBe(403);
    expect((await call("GET", url, undefined, customer)).statusCode).toBe(403);
    expect((await call("GET", url, undefined, {})).statusCode).toBe(401);
    expect((await call("GET", "/api/departures/999999/ministry")).statusCode).toBe(404);
    expect((await list(clerk)).guests.map((g) => g.full_name)).toEqual(["Dewi Lestari"]);
  });
});
