import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import type { z } from "zod";
import type { BriefingDto, briefingInput } from "#app/modules/operations/operations.contract";
import { type BriefingRow, findBriefing, saveBriefing } from "./departure-briefing.repository";

export const toBriefingDto = (r: BriefingRow | undefined): BriefingDto => ({
  flight: r?.flight ?? "",
  meeting_point: r?.meetingPoint ?? "",
  meeting_at: r?.meetingAt?.toISOString() ?? null,
  tour_leader: r?.tourLeader ?? "",
  tour_leader_phone: r?.tourLeaderPhone ?? "",
  updated_at: r?.updatedAt.toISOString() ?? null,
});

async function departureExists(args: UseCaseArgs<{ time_id: number }>): Promise<void> {
  const { times } = await describeTours({ ctx: args.ctx, input: { tour_ids: [], time_ids: [args.input.time_id] } });
  if (!times.has(args.input.time_id)) throw new AppError("not_found");
}

/** GET /departures/{time_id}/briefing (staff with the departures permission). */
export async function getDepartureBriefing({ ctx, input }: UseCaseArgs<{ time_id: number }>): Promise<BriefingDto> {
  requireStaff(ctx, "departures");
  await departureExists({ ctx, input });
  return toBriefingDto(await findBriefing(ctx.db, input.time_id));
}

/**
 * PUT /departures/{time_id}/briefing: what the departure reminder will say (docs/product.md §WhatsApp)
 * and the departure's tour leader (decision 081).
 */
export async function setDepartureBriefing({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number } & z.output<typeof briefingInput>>): Promise<BriefingDto> {
  requireStaff(ctx, "departures");
  await departureExists({ ctx, input });
  const saved = await saveBriefing(ctx.db, {
    departureId: input.time_id,
    flight: input.flight,
    meetingPoint: input.meeting_point,
    meetingAt: input.meeting_at ? new Date(input.meeting_at) : null,
    tourLeader: input.tour_leader,
    tourLeaderPhone: input.tour_leader_phone,
    at: ctx.now(),
  });
  return toBriefingDto(saved);
}
