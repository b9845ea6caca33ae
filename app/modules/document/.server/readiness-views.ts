import type { Ctx } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { AppError } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import type { ReadinessDepartureDto, ReadinessRowDto } from "#app/modules/document/readiness.contract";
import { countCells, readinessCells } from "#app/modules/document/readiness.rules";
import type { RequirementDto } from "#app/modules/document/document.contract";
import { findGuestDocuments, findRequirements } from "./document.repository";
import { requirementsByPackage, toGuestDocuments } from "./document-views";
import {
  getReadinessDeparture,
  type ReadinessDeparture,
} from "#app/modules/catalog/.server/departures/readiness-departures";
import { findGuestsOfDepartures } from "./document-guests";
import { ministryGuestOf, missingMinistryFields } from "#app/modules/booking/ministry.rules";
import { findGuestVisaStatuses } from "#app/modules/operations/.server/guest-visa-statuses";
import {
  departureVisaReadiness,
  type VisaStatus,
  visasRequired,
  visaValidOn,
  visaWarnings,
} from "#app/modules/operations/visa.rules";
import type { VisaReadinessDto } from "#app/modules/operations/visa.contract";

/** A departure's whole grid: its requirement columns and every travelling guest's row. */
export interface ReadinessGrid {
  departure: ReadinessDepartureDto;
  requirements: RequirementDto[];
  rows: ReadinessRowDto[];
  /** What the package sells: an umrah package's rows carry the ministry data's gaps (decision 081). */
  kind: ReadinessDeparture["kind"];
  /** The guests' visas (an umrah package's need one valid on the return day; decision 081). */
  visas: VisaReadinessDto;
}

export const toDepartureDto = (d: ReadinessDeparture, ctx: Ctx): ReadinessDepartureDto => ({
  id: d.id,
  tour: { id: d.packageId, code: d.code, name: pickLocale(d.name, ctx.locale) },
  start_date: d.startDate,
  end_date: d.endDate,
});

/**
 * The grids of some departures, in a fixed number of queries whatever their number: their
 * guests (canceled bookings left out) with the documents that apply, computed by
 * toGuestDocuments like the booking page, under each departure package's columns.
 */
export async function readinessGrids(ctx: Ctx, departures: ReadinessDeparture[]): Promise<ReadinessGrid[]> {
  if (departures.length === 0) return [];
  const guests = await findGuestsOfDepartures(
    ctx,
    departures.map((d) => d.id),
  );
  const packageIds = [
    ...new Set([...departures.map((d) => d.packageId), ...guests.flatMap((g) => (g.packageId ? [g.packageId] : []))]),
  ];
  const [requirementRows, stored] = await Promise.all([
    findRequirements(ctx.db, packageIds),
    findGuestDocuments(
      ctx.db,
      guests.map((g) => g.bookingId),
    ),
  ]);
  const visas = await findGuestVisaStatuses({ ctx, input: { guest_ids: guests.map((g) => g.guestId) } });
  const requirementsOf = requirementsByPackage(requirementRows);
  const today = agencyToday(ctx.now());
  const withDocuments = toGuestDocuments(guests, requirementsOf, stored, today);
  return departures.map((departure) => {
    const columns = requirementsOf(departure.packageId);
    const rows: ReadinessRowDto[] = [];
    const departureVisas: { status: VisaStatus; expires_on: string | null }[] = [];
    guests.forEach((g, i) => {
      if (g.departureId !== departure.id) return;
      const cells = readinessCells(columns, withDocuments[i].documents);
      const visa = visas.get(g.guestId) ?? { status: "waiting" as const, expires_on: null };
      departureVisas.push(visa);
      rows.push({
        guest_id: g.guestId,
        booking_id: g.bookingId,
        booking_code: g.bookingCode,
        customer_name: g.bookingName,
        guest_name: g.fullName,
        traveller_type: g.travellerType,
        cells,
        counts: countCells([cells]),
        ...(departure.kind === "umrah"
          ? {
              ministry_missing: missingMinistryFields(ministryGuestOf(g)),
            }
          : {}),
        visa: visasRequired(departure.kind)
          ? {
              status: visa.status,
              valid_on_return: visaValidOn(visa, departure.endDate),
              warnings: visaWarnings(visa, departure.endDate),
            }
          : null,
      });
    });
    return {
      departure: toDepartureDto(departure, ctx),
      requirements: columns,
      rows,
      kind: departure.kind,
      visas: departureVisaReadiness(departureVisas, departure.endDate, departure.kind),
    };
  });
}

/** One departure's grid. */
export async function readinessGrid(ctx: Ctx, departure: ReadinessDeparture): Promise<ReadinessGrid> {
  const [grid] = await readinessGrids(ctx, [departure]);
  return grid;
}

/** A departure's grid, or 404 for an unknown departure. */
export async function readinessGridOf(ctx: Ctx, timeId: number): Promise<ReadinessGrid> {
  const departure = await getReadinessDeparture({ ctx, input: { time_id: timeId } });
  if (!departure) throw new AppError("not_found");
  return readinessGrid(ctx, departure);
}
