import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Actor, Ctx, UseCaseArgs } from "#app/shared/context";
import { AGENCY_TIME_ZONE } from "#app/shared/dates";
import { localDateTime, zonedInstant } from "#app/shared/zoned-time";
import { AppError, fieldError } from "#app/shared/errors";
import { findGroundGuests, listGroundGuests } from "#app/modules/booking/.server/ground-guests";
import type {
  ManasikDto,
  manasikAttendanceInput,
  ManasikSessionDto,
  manasikSessionInput,
  ManasikSheetDto,
} from "#app/modules/operations/ground.contract";
import {
  type AttendanceRow,
  deleteSession,
  findSession,
  insertSession,
  listAttendance,
  listSessions,
  type ManasikSessionRow,
  updateSession,
  upsertAttendance,
} from "./ground.repository";
import { groundDeparture, guestsInScope, toGroundDepartureDto, toGroundGuestDto } from "./ground-departure";

/*
 * Manasik (the pre-departure lessons, docs/product.md §Departure operations): a departure's
 * sessions and who came to each. Staff with the departures permission; a branch clerk sees and
 * records their branch's guests only, and another branch's guest is as unknown as a missing one.
 */

type SessionInput = z.output<typeof manasikSessionInput>;

const sessionDto = (s: ManasikSessionRow, marks: AttendanceRow[]): ManasikSessionDto => ({
  id: s.id,
  starts_at: s.startsAt.toISOString(),
  starts_local: localDateTime(s.startsAt.toISOString(), AGENCY_TIME_ZONE).replace(" ", "T"),
  place: s.place,
  teacher: s.teacher,
  present: marks.filter((m) => m.sessionId === s.id && m.present).length,
  absent: marks.filter((m) => m.sessionId === s.id && !m.present).length,
});

/** The manasik screen's data: sessions with their counts, guests with their attendance. */
async function manasikOf(ctx: Ctx, actor: Actor, timeId: number): Promise<ManasikDto> {
  const departure = await groundDeparture(ctx, timeId);
  const sessions = await listSessions(ctx.db, timeId);
  const guests = guestsInScope(actor, await listGroundGuests(ctx.db, timeId));
  const seen = new Set(guests.map((g) => g.id));
  const marks = (
    await listAttendance(
      ctx.db,
      sessions.map((s) => s.id),
    )
  ).filter((m) => seen.has(m.guestId));
  return {
    departure: toGroundDepartureDto(departure, ctx),
    sessions: sessions.map((s) => sessionDto(s, marks)),
    guests: guests.map((g) => {
      const own = marks.filter((m) => m.guestId === g.id);
      return {
        ...toGroundGuestDto(g),
        attended: own.filter((m) => m.present).length,
        attendance: Object.fromEntries(own.map((m) => [String(m.sessionId), m.present])),
      };
    }),
  };
}

/** A session of the departure, or 404 (a session of another departure too). */
async function sessionOr404(ctx: Ctx, timeId: number, sessionId: number): Promise<ManasikSessionRow> {
  await groundDeparture(ctx, timeId);
  const session = await findSession(ctx.db, timeId, sessionId);
  if (!session) throw new AppError("not_found");
  return session;
}

function sessionValues(input: SessionInput, ctx: Ctx) {
  // The agency's clock has no daylight saving, so a well-formed time always reads (seconds dropped).
  const startsAt = zonedInstant(input.starts_at.slice(0, 16), AGENCY_TIME_ZONE);
  if (!startsAt) throw fieldError("starts_at", "date");
  return { startsAt, place: input.place, teacher: input.teacher, at: ctx.now() };
}

/** GET /departures/{time_id}/manasik. */
export async function getManasik({ ctx, input }: UseCaseArgs<{ time_id: number }>): Promise<ManasikDto> {
  const actor = requireStaff(ctx, "departures");
  return manasikOf(ctx, actor, input.time_id);
}

/** POST /departures/{time_id}/manasik: a session (its date and time on the agency's clock). */
export async function createManasikSession({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number } & SessionInput>): Promise<ManasikDto> {
  const actor = requireStaff(ctx, "departures");
  await groundDeparture(ctx, input.time_id);
  await insertSession(ctx.db, { departureId: input.time_id, ...sessionValues(input, ctx) });
  return manasikOf(ctx, actor, input.time_id);
}

/** PUT /departures/{time_id}/manasik/{session_id}. */
export async function updateManasikSession({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; session_id: number } & SessionInput>): Promise<ManasikDto> {
  const actor = requireStaff(ctx, "departures");
  const session = await sessionOr404(ctx, input.time_id, input.session_id);
  await updateSession(ctx.db, session.id, sessionValues(input, ctx));
  return manasikOf(ctx, actor, input.time_id);
}

/** DELETE /departures/{time_id}/manasik/{session_id}: the session and the attendance recorded at it. */
export async function deleteManasikSession({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; session_id: number }>): Promise<ManasikDto> {
  const actor = requireStaff(ctx, "departures");
  const session = await sessionOr404(ctx, input.time_id, input.session_id);
  await deleteSession(ctx.db, session.id);
  return manasikOf(ctx, actor, input.time_id);
}

/**
 * PUT /departures/{time_id}/manasik/{session_id}/attendance: present or absent for many guests at
 * once, replacing what was recorded for them. Every guest must be on the departure's list (a
 * booking not cancelled) and within the caller's branch; one that is not makes the whole request
 * a 404 and nothing is recorded.
 */
export async function recordManasikAttendance({
  ctx,
  input,
}: UseCaseArgs<
  { time_id: number; session_id: number } & z.output<typeof manasikAttendanceInput>
>): Promise<ManasikDto> {
  const actor = requireStaff(ctx, "departures");
  const session = await sessionOr404(ctx, input.time_id, input.session_id);
  const ids = input.attendance.map((a) => a.guest_id);
  const found = guestsInScope(actor, await findGroundGuests(ctx.db, input.time_id, ids)).filter(
    (g) => g.bookingStatus !== "canceled",
  );
  if (found.length !== new Set(ids).size) throw new AppError("not_found");
  await upsertAttendance(
    ctx.db,
    session.id,
    input.attendance.map((a) => ({ guestId: a.guest_id, present: a.present })),
    actor.id,
    ctx.now(),
  );
  return manasikOf(ctx, actor, input.time_id);
}

/** The printed attendance sheet of a session (the print route): its guests with what was recorded. */
export async function getManasikSheet({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; session_id: number }>): Promise<ManasikSheetDto> {
  const actor = requireStaff(ctx, "departures");
  const manasik = await manasikOf(ctx, actor, input.time_id);
  const session = manasik.sessions.find((s) => s.id === input.session_id);
  if (!session) throw new AppError("not_found");
  return {
    departure: manasik.departure,
    session,
    guests: manasik.guests.map(({ attendance, attended: _, ...g }) => ({
      ...g,
      present: attendance[String(session.id)] ?? null,
    })),
  };
}
