import QRCode from "qrcode";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { listGroundGuests } from "#app/modules/booking/.server/ground-guests";
import type { DepartureTagsDto } from "#app/modules/operations/ground.contract";
import { findTourLeader, listStayHotels } from "./ground.repository";
import { groundDeparture, guestsInScope, toGroundDepartureDto, toGroundGuestDto } from "./ground-departure";

/** The QR code of a booking code, as an SVG document (the qrcode package, on the server only). */
export function bookingQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: "svg" });
}

/**
 * What a departure's ID cards and luggage tags print (docs/product.md §Departure operations): each
 * guest of its bookings not cancelled (a branch clerk: their branch's) with the QR code of their
 * booking code, the group (the package and the departure), the tour leader and the hotel at each
 * city. Staff with the departures permission. The passport photos are the document module's,
 * above this one: the print route adds them (`photo_url` is null here).
 */
export async function getDepartureTags({ ctx, input }: UseCaseArgs<{ time_id: number }>): Promise<DepartureTagsDto> {
  const actor = requireStaff(ctx, "departures");
  const departure = await groundDeparture(ctx, input.time_id);
  const leader = await findTourLeader(ctx.db, input.time_id);
  const stays = await listStayHotels(ctx.db, input.time_id);
  const guests = guestsInScope(actor, await listGroundGuests(ctx.db, input.time_id));
  // One code per booking, however many of its guests travel.
  const codes = [...new Set(guests.map((g) => g.bookingCode))];
  const qr = new Map(await Promise.all(codes.map(async (code) => [code, await bookingQrSvg(code)] as const)));
  return {
    departure: toGroundDepartureDto(departure, ctx),
    tour_leader: leader.name,
    tour_leader_phone: leader.phone,
    hotels: stays.filter((s) => s.hotel).map((s) => ({ city: s.city, hotel: s.hotel })),
    guests: guests.map((g) => ({ ...toGroundGuestDto(g), qr_svg: qr.get(g.bookingCode)!, photo_url: null })),
  };
}
