import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListMeta, pageWindow, toListMeta } from "#app/shared/list";
import { describeActors, describeBookingCodes } from "./describe-private-file";
import type { PrivateAccessDto, privateAccessQuery } from "#app/modules/audit/audit.contract";
import { listPrivateAccessRows } from "./audit.repository";

const DAY = 86_400_000;

/** The private-data access log, newest first (admins only): a page of rows with who and which booking. */
export async function listPrivateAccess({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof privateAccessQuery>>): Promise<{ data: PrivateAccessDto[]; meta: ListMeta }> {
  requireRole(ctx, "admin");
  const { rows, total } = await listPrivateAccessRows(
    ctx.db,
    {
      kind: input.kind,
      actorId: input.actor_id,
      bookingId: input.booking_id,
      fileId: input.file_id,
      departureId: input.departure_id,
      from: input.date_from ? new Date(`${input.date_from}T00:00:00Z`) : undefined,
      before: input.date_to ? new Date(Date.parse(`${input.date_to}T00:00:00Z`) + DAY) : undefined,
    },
    pageWindow(input),
  );
  const [users, codes] = await Promise.all([
    describeActors({ ctx, input: { ids: rows.map((r) => r.actorId) } }),
    describeBookingCodes({ ctx, input: { ids: rows.flatMap((r) => (r.bookingId ? [r.bookingId] : [])) } }),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      actor: { id: r.actorId, name: users.get(r.actorId) ?? "" },
      booking: r.bookingId ? { id: r.bookingId, code: codes.get(r.bookingId) ?? null } : null,
      file_id: r.fileId,
      departure_id: r.departureId,
      format: r.format,
      request_id: r.requestId,
      ip: r.ip,
      created_at: r.createdAt.toISOString(),
    })),
    meta: toListMeta(input, total),
  };
}
