import ExcelJS from "exceljs";
import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import { recordPrivateAccess } from "#app/modules/audit/.server/record-private-access";
import { getRoomingDeparture, type RoomingDeparture } from "#app/modules/catalog/.server/departures/rooming-departure";
import { getTour } from "#app/modules/catalog/.server/get-tour";
import { type DepartureGuest, listDepartureGuestDetails } from "#app/modules/booking/.server/departure-guests";
import {
  airlineTitle,
  citizenship,
  type DepartureExportKind,
  dayDmonY,
  dayDmy,
  EDUCATION_WORDS,
  MANIFEST_HEADERS,
  ministryIdentity,
  ministryMarital,
  ministryPhones,
  ministryTitle,
  OCCUPATION_WORDS,
  passportNameOf,
  SISKOPATUH_HEADERS,
  splitPassportName,
} from "#app/modules/operations/departure-exports.rules";
import { firstLegPnr, ticketsOf } from "./departure-exports.repository";
import { guestRegion } from "./guest-region";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The departure or 404 (the catalogue's, with its package's code and hotel cities). */
export async function exportDepartureOr404(ctx: Ctx, timeId: number): Promise<RoomingDeparture> {
  const departure = await getRoomingDeparture({ ctx, input: { time_id: timeId } });
  if (!departure) throw new AppError("not_found");
  return departure;
}

/** The guest's facts as the rules name them. */
const facts = (g: DepartureGuest) => ({
  gender: g.gender,
  marital_status: g.maritalStatus,
  birth_date: g.birthDate,
  full_name: g.fullName,
  father_name: g.fatherName,
  passport_name: g.passportName,
  nationality: g.nationality,
  ic_number: g.icNumber,
  passport_number: g.passportNumber,
});

type Cell = string | number;

/** One sheet: the header row first (frozen), then the rows, every cell text (an NIK stays 16 digits). */
function sheetOf(book: ExcelJS.Workbook, name: string, headers: readonly string[], rows: Cell[][]) {
  const sheet = book.addWorksheet(name);
  sheet.columns = headers.map((h, i) => ({
    width: Math.max(h.length + 2, ...rows.map((r) => String(r[i] ?? "").length + 2), 6),
    style: i === 0 ? {} : { numFmt: "@" },
  }));
  sheet.addRow([...headers]).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of rows) sheet.addRow(row);
}

/**
 * SISKOPATUH's sheet (the ministry's import format, in Indonesian whatever the reader's language):
 * the columns in the ministry's order, dates dd-MM-yyyy, the region's names in capitals from the
 * guest's official region code, the ministry's words for marital status, education and occupation.
 */
function siskopatuhRows(departure: RoomingDeparture, guests: DepartureGuest[]): Cell[][] {
  return guests.map((g, i) => {
    const identity = ministryIdentity(facts(g));
    const phones = ministryPhones(g.phone, g.country);
    const region = guestRegion(g.regionCode);
    const upper = (s: string | undefined) => (s ?? "").toLocaleUpperCase("id");
    return [
      i + 1,
      ministryTitle(facts(g), departure.startDate),
      g.fullName,
      g.fatherName ?? "",
      identity.kind,
      identity.number,
      passportNameOf(facts(g)),
      g.passportNumber ?? "",
      dayDmy(g.passportIssueDate),
      g.passportOffice ?? "",
      g.birthPlace ?? "",
      dayDmy(g.birthDate),
      g.address ?? "",
      upper(region?.province),
      upper(region?.regency),
      upper(region?.district),
      upper(region?.village),
      phones.telpon,
      phones.hp,
      citizenship(g.nationality),
      ministryMarital(g.maritalStatus, g.travellerType),
      g.education ? EDUCATION_WORDS[g.education] : "",
      g.occupation ? OCCUPATION_WORDS[g.occupation] : "",
    ];
  });
}

/**
 * The airline manifest: title, surname and given names split from the passport name, gender M/F,
 * dates dd-MMM-yyyy, nationality's ISO code, the first leg's PNR and the guest's ticket number.
 */
async function manifestRows(ctx: Ctx, departure: RoomingDeparture, guests: DepartureGuest[]): Promise<Cell[][]> {
  const pnr = await firstLegPnr(ctx.db, departure.id);
  const tickets = await ticketsOf(
    ctx.db,
    guests.map((g) => g.id),
  );
  return guests.map((g, i) => {
    const name = splitPassportName(passportNameOf(facts(g)));
    return [
      i + 1,
      airlineTitle(facts(g), departure.startDate),
      name.surname,
      name.given,
      g.gender === "male" ? "M" : "F",
      dayDmonY(g.birthDate),
      g.passportNumber ?? "",
      dayDmonY(g.passportExpiryDate),
      g.nationality?.toUpperCase() ?? "",
      pnr,
      tickets.get(g.id) ?? "",
    ];
  });
}

/**
 * The insurance list, headings and words in the reader's language: the name as in the passport,
 * birth date, gender, passport and IC numbers, the trip's dates and destination (the package's
 * destination, else its hotel cities), the heir and the phone. Dates dd-MM-yyyy.
 */
async function insuranceSheet(ctx: Ctx, departure: RoomingDeparture, guests: DepartureGuest[]) {
  const t = serverT(ctx.locale, "operations");
  const tour = await getTour({ ctx, input: { id: departure.packageId } });
  const destination = tour?.destination?.name || departure.hotelCities.join(", ") || tour?.name || "";
  const headers = [
    t("exports.insurance.no"),
    t("exports.insurance.name"),
    t("exports.insurance.birth_date"),
    t("exports.insurance.gender"),
    t("exports.insurance.passport_number"),
    t("exports.insurance.ic_number"),
    t("exports.insurance.departure_date"),
    t("exports.insurance.return_date"),
    t("exports.insurance.destination"),
    t("exports.insurance.heir_name"),
    t("exports.insurance.heir_relationship"),
    t("exports.insurance.phone"),
  ];
  const rows = guests.map((g, i) => [
    i + 1,
    passportNameOf(facts(g)),
    dayDmy(g.birthDate),
    t(`exports.gender.${g.gender}`),
    g.passportNumber ?? "",
    g.icNumber ?? "",
    dayDmy(departure.startDate),
    dayDmy(departure.endDate),
    destination,
    g.heirName ?? "",
    g.heirRelationship ?? "",
    g.phone ?? "",
  ]);
  return { name: t("exports.insurance.sheet"), headers, rows };
}

/**
 * GET /departures/{time_id}/export/{kind} (the manifests permission; docs/product.md §Departure
 * operations): the departure's SISKOPATUH sheet, airline manifest or insurance list as Excel, one
 * row per guest of its seat-holding bookings (a branch clerk: their branch's), in booking code then
 * guest order. Each download is written in the private-data access log before the file is made.
 */
export async function exportDeparture({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; kind: DepartureExportKind }>): Promise<{ filename: string; body: Buffer }> {
  requireStaff(ctx, "manifests");
  const departure = await exportDepartureOr404(ctx, input.time_id);
  const guests = await listDepartureGuestDetails({ ctx, input: { departure_id: departure.id } });
  await recordPrivateAccess({
    ctx,
    input: { kind: "departure_export", departure_id: departure.id, export: input.kind },
  });
  const book = new ExcelJS.Workbook();
  if (input.kind === "siskopatuh") sheetOf(book, "SISKOPATUH", SISKOPATUH_HEADERS, siskopatuhRows(departure, guests));
  else if (input.kind === "manifest")
    sheetOf(book, "MANIFEST", MANIFEST_HEADERS, await manifestRows(ctx, departure, guests));
  else {
    const sheet = await insuranceSheet(ctx, departure, guests);
    sheetOf(book, sheet.name, sheet.headers, sheet.rows);
  }
  const body = Buffer.from(await book.xlsx.writeBuffer());
  const code = departure.tour.code.replace(/[^A-Za-z0-9._-]+/g, "-");
  return { filename: `${input.kind}-${code}-${departure.startDate}.xlsx`, body };
}
