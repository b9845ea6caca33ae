import type { UseCaseArgs } from "#app/shared/context";
import { findBookingCodes, findFileUses, findUserNames } from "./private-refs.repository";

/**
 * In-process, for the private-data access log: what a private file is to the bookings (a
 * payment proof or a guest's visa) and which booking, or null for a file no record uses yet (the
 * document upload and the visa record take only such a file, and a replaced one is deleted).
 * A savings plan's deposit proof is a payment proof without a booking (booking_id null).
 */
export async function describePrivateFile({ ctx, input }: UseCaseArgs<{ file_id: string }>): Promise<{
  kind: "payment_proof" | "visa_file" | "guest_document";
  booking_id: string | null;
} | null> {
  const uses = await findFileUses(ctx.db, input.file_id);
  if (uses.proofOf) return { kind: "payment_proof", booking_id: uses.proofOf };
  if (uses.proofOfPlan) return { kind: "payment_proof", booking_id: null };
  if (uses.visaOf) return { kind: "visa_file", booking_id: uses.visaOf };
  if (uses.documentOf) return { kind: "guest_document", booking_id: uses.documentOf };
  return null;
}

/** In-process: booking codes by id, in one query (the caller decides who may see them). */
export async function describeBookingCodes({ ctx, input }: UseCaseArgs<{ ids: string[] }>) {
  const rows = await findBookingCodes(ctx.db, [...new Set(input.ids)]);
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** In-process: users' names by id, in one query (the log's actors). */
export async function describeActors({ ctx, input }: UseCaseArgs<{ ids: number[] }>) {
  const rows = await findUserNames(ctx.db, [...new Set(input.ids)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}
