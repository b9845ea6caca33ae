import type { AdminClosureDto, ClosureDto } from "#app/modules/privacy/privacy.contract";
import type { PrivacyUserRow } from "#app/modules/account/.server/personal-data";
import type { ClosureRow } from "./privacy.repository";

export function toClosureDto(row: ClosureRow): ClosureDto {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    decision_note: row.decisionNote,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toAdminClosureDto(
  row: ClosureRow,
  people: Map<number, PrivacyUserRow>,
  openBookings: number,
): AdminClosureDto {
  const customer = people.get(row.userId);
  const decider = row.decidedBy === null ? undefined : people.get(row.decidedBy);
  return {
    ...toClosureDto(row),
    customer: { id: row.userId, name: customer?.name ?? "", email: customer?.email ?? "" },
    decided_by: decider ? { id: decider.id, name: decider.name } : null,
    open_bookings: row.status === "pending" ? openBookings : 0,
  };
}
