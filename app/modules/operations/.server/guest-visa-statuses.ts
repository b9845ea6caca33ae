import type { UseCaseArgs } from "#app/shared/context";
import type { VisaStatus } from "#app/modules/operations/visa.rules";
import { findVisas } from "./visa.repository";

export interface GuestVisaStatus {
  status: VisaStatus;
  expires_on: string | null;
}

/**
 * In-process, for the readiness board (document module): some guests' recorded visas by guest
 * id, in one query; a guest absent has nothing recorded (waiting for documents). The caller
 * decides who may see them and judges them with visa.rules (`visaValidOn`,
 * `departureVisaReadiness`).
 */
export async function findGuestVisaStatuses({
  ctx,
  input,
}: UseCaseArgs<{ guest_ids: number[] }>): Promise<Map<number, GuestVisaStatus>> {
  const rows = await findVisas(ctx.db, [...new Set(input.guest_ids)]);
  return new Map(rows.map((r) => [r.guestId, { status: r.status, expires_on: r.expiresOn }]));
}
