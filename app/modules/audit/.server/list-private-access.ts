import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { dayRange, type ListPage, pageWindow, toListPage } from "#app/shared/list";
import { describeActors, describeBookingCodes } from "./describe-private-file";
import type { PrivateAccessDto, privateAccessQuery } from "#app/modules/audit/audit.contract";
import { listPrivateAccessRows } from "./audit.repository";

/** The private-data access log, newest first (privacy permission): a page of rows with who and which booking. */
export async function listPrivateAccess({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof privateAccessQuery>>): Promise<ListPage<PrivateAccessDto>> {
  requireStaff(ctx, "privacy");
  const { rows, total } = await listPrivateAccessRows(
    ctx.db,
    {
      kind: input.kind,
      actorId: input.actor_id,
      bookingId: input.booking_id,
      fileId: input.file_id,
      departureId: input.departure_id,
      ...dayRange(input.date_from, input.date_to),
    },
    pageWindow(input),
  );
  const [users, codes] = await Promise.all([
    describeActors({ ctx, input: { ids: rows.map((r) => r.actorId) } }),
    describeBookingCodes({ ctx, input: { ids: rows.flatMap((r) => (r.bookingId ? [r.bookingId] : [])) } }),
  ]);
  return toListPage(input, { rows, total }, (r) => ({
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
  }));
}
