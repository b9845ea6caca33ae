import { branchScope, requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { departureGuestRows } from "./departure-guests.repository";

/** A guest of a departure as its exports and the ministry's screen read them (decision 081). */
export type DepartureGuest = Awaited<ReturnType<typeof departureGuestRows>>[number];

/**
 * In-process, for the operations module's exports (SISKOPATUH, airline manifest, insurance) and
 * its "ministry data" screen: every guest of the departure's bookings that hold seats (not
 * cancelled), with their identity, passport, address and the ministry's data, in booking code then
 * guest position order. Staff with the documents or the manifests permission; a branch clerk gets
 * their branch's bookings' guests only (docs/product.md §Departure operations).
 */
export async function listDepartureGuestDetails({
  ctx,
  input,
}: UseCaseArgs<{ departure_id: number }>): Promise<DepartureGuest[]> {
  const actor = requireStaff(ctx, ["documents", "manifests"]);
  return departureGuestRows(ctx.db, input.departure_id, branchScope(actor));
}
