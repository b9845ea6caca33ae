import type { Db } from "#app/shared/db.server";
import { listLineRows, listPayoutRows } from "./commission.repository";

/**
 * What the privacy module reads of a person's commissions for their data export (decision 050):
 * an agent's lines and payouts are theirs to see. The closure erases nothing here: the ledger and
 * payouts are the agency's accounting records and point at the agent row, which stays.
 */
export async function findCommissionsOf(db: Db, agentId: number) {
  const [lines, payouts] = await Promise.all([
    listLineRows(db, { agentIds: [agentId], offset: 0 }),
    listPayoutRows(db, { agentIds: [agentId], offset: 0 }),
  ]);
  return {
    lines: lines.rows.map(({ agentId: _a, round: _r, ...line }) => line),
    payouts: payouts.rows.map(({ agentId: _a, paidBy: _p, ...payout }) => payout),
  };
}
