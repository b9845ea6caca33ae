import ExcelJS from "exceljs";
import type { UseCaseArgs } from "#app/shared/context";
import { formatDay, formatDayRange } from "#app/shared/dates";
import { serverT } from "#app/shared/i18n/server";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import type { RoomingGuestDto } from "#app/modules/operations/operations.contract";
import { roomTypeTotals } from "#app/modules/operations/rooming.rules";
import { manifestTitle } from "#app/modules/catalog/rooms.rules";
import { getRoomingList } from "./rooming-list";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The rooming list as an Excel workbook (the rooming permission), like the print (docs/product.md §Rooming list):
 * the agency's name, address and contacts from the settings, the trip, each hotel city's
 * check-in and check-out in the itinerary's order; then one row per guest, room by room and type
 * by type, with the room's number at each city and whether the guest has a bed, then the guests
 * not placed yet; then the totals per room type. Labels and dates in the reader's language. A
 * departure's guests fit in memory (its capacity). The logo is not embedded: logos are stored as
 * WebP or SVG, which Excel cannot show.
 */
export async function exportRoomingList({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number }>): Promise<{ filename: string; body: Buffer }> {
  const [list, agency] = await Promise.all([getRoomingList({ ctx, input }), getSetting({ ctx })]);
  const t = serverT(ctx.locale, "booking_server");
  const tp = serverT(ctx.locale, "booking_panel");
  const day = (iso: string) => formatDay(iso, ctx.locale);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t("rooming.sheet"), {
    pageSetup: { orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const cities = list.stays.map((s) => s.city);

  // The heading: the agency, the trip, the hotel stays.
  sheet.addRow([agency.name]).font = { bold: true, size: 14 };
  if (agency.address) sheet.addRow([agency.address]);
  const contacts = [agency.phone, agency.email_url].filter(Boolean).join(" · ");
  if (contacts) sheet.addRow([contacts]);
  sheet.addRow([
    `${t("rooming.sheet")} · ${list.tour.name} (${list.tour.code}) · ${formatDayRange(list.time.start_date, list.time.end_date, ctx.locale)}`,
  ]).font = { bold: true };
  for (const stay of list.stays)
    sheet.addRow([
      stay.check_in && stay.check_out
        ? t("rooming.stay", { city: stay.city, check_in: day(stay.check_in), check_out: day(stay.check_out) })
        : t("rooming.stay_unset", { city: stay.city }),
    ]);
  sheet.addRow([]);

  const headers = [
    t("rooming.room_type"),
    t("rooming.room"),
    ...cities.map((city) => t("rooming.number_at", { city })),
    t("rooming.title"),
    t("rooming.guest"),
    t("rooming.traveller_type"),
    t("rooming.bed"),
    t("rooming.booking"),
  ];
  const head = sheet.addRow(headers);
  head.font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: head.number }];
  sheet.columns = headers.map((h, i) => ({ width: i === headers.length - 4 ? 32 : Math.max(10, h.length + 2) }));
  const guestCells = (g: RoomingGuestDto) => [
    manifestTitle(g.gender, g.traveller_type),
    g.full_name,
    tp(`rooming.type.${g.traveller_type}`),
    g.room_type_id === null ? tp("rooming.no_bed") : t("rooming.has_bed"),
    g.booking_code,
  ];
  for (const type of list.room_types) {
    for (const room of type.rooms) {
      const roomCells = [type.name, room.number, ...cities.map((c) => room.numbers[c] ?? "")];
      if (room.guests.length === 0) sheet.addRow([...roomCells, "", t("rooming.empty")]);
      for (const g of room.guests) sheet.addRow([...roomCells, ...guestCells(g)]);
    }
  }
  for (const g of list.unplaced) {
    const type = list.room_types.find((rt) => rt.id === g.room_type_id);
    sheet.addRow([
      type?.name ?? tp("rooming.no_bed"),
      t("rooming.unplaced"),
      ...cities.map(() => ""),
      ...guestCells(g),
    ]);
  }

  // Totals per room type: rooms used, beds taken, guests, of whom without a bed.
  sheet.addRow([]);
  sheet.addRow([t("rooming.totals")]).font = { bold: true };
  sheet.addRow([
    t("rooming.room_type"),
    t("rooming.total_rooms"),
    t("rooming.total_beds"),
    t("rooming.total_guests"),
    tp("rooming.no_bed"),
  ]).font = { bold: true };
  const totals = roomTypeTotals(list.room_types);
  for (const row of totals) sheet.addRow([row.name, row.rooms, row.beds, row.guests, row.no_bed]);
  const sum = (k: "rooms" | "beds" | "guests" | "no_bed") => totals.reduce((n, r) => n + r[k], 0);
  sheet.addRow([t("rooming.total"), sum("rooms"), sum("beds"), sum("guests"), sum("no_bed")]).font = { bold: true };

  const body = Buffer.from(await book.xlsx.writeBuffer());
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, "-");
  return { filename: `rooming_${safe(list.tour.code)}_${list.time.start_date}.xlsx`, body };
}
