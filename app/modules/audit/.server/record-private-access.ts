import type { UseCaseArgs } from "#app/shared/context";
import { describePrivateFile } from "./describe-private-file";
import { insertPrivateAccess } from "./audit.repository";

/** What was opened, as the reading use case knows it. */
export type PrivateAccessInput =
  | { kind: "guest_identity"; booking_id: string }
  | { kind: "private_file"; file_id: string }
  | { kind: "manifest"; departure_id: number; format: "json" | "csv" | "xlsx" }
  // The readiness board's export: which of a departure's guests gave which documents.
  | { kind: "readiness"; departure_id: number; format: "xlsx" }
  // A departure's export for the ministry, the airline or the insurer (decision 081): a manifest
  // of its guests' identities, written as kind `manifest` with the file it was, `<export>.xlsx`.
  | { kind: "departure_export"; departure_id: number; export: "siskopatuh" | "manifest" | "insurance" }
  // A booking's written agreement (decision 085): its customer's and guests' names, as data, its
  // print page or its PDF; written as kind `guest_identity` with the form it was, `agreement.<as>`.
  // `agent_read`: the booking's agent reads it (a customer session, logged too).
  | { kind: "agreement"; booking_id: string; as: "json" | "html" | "pdf"; agent_read: boolean };

/**
 * In-process, called by the use cases that hand out customers' private data (get-booking,
 * the private file download, the manifest) once they have decided the actor may see it. Only
 * an admin's read is written (and an agent's read of their customer's agreement, decision 085):
 * an owner reading their own data is not an event to audit. A file
 * is recorded as the payment proof or visa it is, with its booking. The write is awaited, so a
 * read that cannot be logged fails instead of going unrecorded.
 */
export async function recordPrivateAccess({ ctx, input }: UseCaseArgs<PrivateAccessInput>): Promise<boolean> {
  const actor = ctx.actor;
  const agentRead = input.kind === "agreement" && input.agent_read;
  if (!actor || (actor.role !== "admin" && !agentRead)) return false;
  const common = { actorId: actor.id, requestId: ctx.requestId, ip: ctx.ip ?? null, createdAt: ctx.now() };
  if (input.kind === "guest_identity") {
    await insertPrivateAccess(ctx.db, { ...common, kind: "guest_identity", bookingId: input.booking_id });
  } else if (input.kind === "agreement") {
    await insertPrivateAccess(ctx.db, {
      ...common,
      kind: "guest_identity",
      bookingId: input.booking_id,
      format: `agreement.${input.as}`,
    });
  } else if (input.kind === "departure_export") {
    await insertPrivateAccess(ctx.db, {
      ...common,
      kind: "manifest",
      departureId: input.departure_id,
      format: `${input.export}.xlsx`,
    });
  } else if (input.kind === "manifest" || input.kind === "readiness") {
    await insertPrivateAccess(ctx.db, {
      ...common,
      kind: input.kind,
      departureId: input.departure_id,
      format: input.format,
    });
  } else {
    const use = await describePrivateFile({ ctx, input: { file_id: input.file_id } });
    await insertPrivateAccess(ctx.db, {
      ...common,
      kind: use?.kind ?? "private_file",
      fileId: input.file_id,
      bookingId: use?.booking_id ?? null,
    });
  }
  return true;
}
