import ExcelJS from "exceljs";
import type { UseCaseArgs } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import type { RoomingGuestDto } from "#app/modules/booking/booking.contract";
import { manifestTitle } from "#app/modules/catalog/rooms.rules";
import { getRoomingList } from "./rooming-list";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The rooming list as an Excel workbook (admin): one row per guest, room by room and type by
 * type, with the room's number at each hotel city, then the guests not placed yet. Labels in the
 * reader's language. A departure's guests fit in memory (its capacity).
 */
export async function exportRoomingList({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number }>): Promise<{ filename: string; body: Buffer }> {
  const list = await getRoomingList({ ctx, input });
  const t = serverT(ctx.locale, "booking_server");
  const tp = serverT(ctx.locale, "booking_panel");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t("rooming.sheet"), {
    pageSetup: { orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    views: [{ state: "frozen", ySplit: 2 }],
  });
  const headers = [
    t("rooming.room_type"),
    t("rooming.room"),
    ...list.hotel_cities.map((city) => t("rooming.number_at", { city })),
    t("rooming.title"),
    t("rooming.guest"),
    t("rooming.traveller_type"),
    t("rooming.booking"),
  ];
  sheet.addRow([`${list.tour.name} (${list.tour.code}) · ${list.time.start_date} – ${list.time.end_date}`]).font = {
    bold: true,
  };
  const head = sheet.addRow(headers);
  head.font = { bold: true };
  sheet.columns = headers.map((h, i) => ({ width: i === headers.length - 3 ? 32 : Math.max(10, h.length + 2) }));
  const guestCells = (g: RoomingGuestDto) => [
    manifestTitle(g.gender, g.traveller_type),
    g.full_name,
    tp(`rooming.type.${g.traveller_type}`),
    g.booking_code,
  ];
  for (const type of list.room_types) {
    for (const room of type.rooms) {
      const roomCells = [type.name, room.number, ...list.hotel_cities.map((c) => room.numbers[c] ?? "")];
      if (room.guests.length === 0) sheet.addRow([...roomCells, "", t("rooming.empty")]);
      for (const g of room.guests) sheet.addRow([...roomCells, ...guestCells(g)]);
    }
  }
  if (list.unplaced.length > 0) {
    for (const g of list.unplaced) {
      const type = list.room_types.find((rt) => rt.id === g.room_type_id);
      sheet.addRow([
        type?.name ?? tp("rooming.no_bed"),
        t("rooming.unplaced"),
        ...list.hotel_cities.map(() => ""),
        ...guestCells(g),
      ]);
    }
  }
  const body = Buffer.from(await book.xlsx.writeBuffer());
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, "-");
  return { filename: `rooming_${safe(list.tour.code)}_${list.time.start_date}.xlsx`, body };
}
