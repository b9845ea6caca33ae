import type { Ctx } from "#app/shared/context";
import { openTransfersFor, paymentsWithBookings } from "#app/modules/booking/.server/money/payment-rows";
import { AGENCY_TIME_ZONE } from "#app/shared/dates";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import type { StatementDto, StatementLineDto, StatementSummaryDto } from "#app/modules/payment/statement.contract";
import { matchCredits, STATEMENT_FORMATS } from "#app/modules/payment/statement.rules";
import { bankLabels, lineCountsOf, linesOf, paymentsHeldByOtherLines, type StatementRow } from "./statement.repository";

const formatOf = (f: string) => STATEMENT_FORMATS.find((x) => x === f) ?? "csv";

/** Imports as the list shows them: counts by status, the account and who uploaded. */
export async function toStatementSummaries(ctx: Ctx, rows: StatementRow[]): Promise<StatementSummaryDto[]> {
  const counts = await lineCountsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const banks = await bankLabels(ctx.db, [...new Set(rows.flatMap((r) => (r.bankAccountId ? [r.bankAccountId] : [])))]);
  const people = await describeUsers({
    ctx,
    input: { ids: rows.flatMap((r) => (r.uploadedBy ? [r.uploadedBy] : [])) },
  });
  const count = (id: number, status: string) => counts.find((c) => c.statementId === id && c.status === status)?.n ?? 0;
  return rows.map((r) => ({
    id: r.id,
    format: formatOf(r.format),
    file_name: r.fileName,
    currency: r.currency,
    bank_account: r.bankAccountId ? { id: r.bankAccountId, label: banks.get(r.bankAccountId) ?? "" } : null,
    line_count: r.lineCount,
    new_line_count: r.newLineCount,
    matched: count(r.id, "matched"),
    confirmed: count(r.id, "confirmed"),
    unmatched: count(r.id, "unmatched"),
    ignored: count(r.id, "ignored"),
    uploaded_by: r.uploadedBy ? { id: r.uploadedBy, name: people.get(r.uploadedBy)?.name ?? "" } : null,
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * One import with its lines. An unmatched line's reason is worked out now by the same rule the
 * import used (decision 040), so it says what holds today (a transfer closed since, another
 * line holding it).
 */
export async function toStatementDto(ctx: Ctx, row: StatementRow): Promise<StatementDto> {
  const [summary] = await toStatementSummaries(ctx, [row]);
  const lines = await linesOf(ctx.db, row.id);
  const unmatched = lines.filter((l) => l.status === "unmatched");
  const transfers = await openTransfersFor(
    ctx.db,
    row.currency,
    [...new Set(unmatched.map((l) => l.amount))],
    AGENCY_TIME_ZONE,
  );
  const claimed = await paymentsHeldByOtherLines(
    ctx.db,
    transfers.map((t) => t.id),
    -1,
  );
  const reasons = new Map(
    matchCredits(
      unmatched.map((l) => ({
        posted_on: l.postedOn,
        amount: l.amount,
        currency: l.currency,
        description: l.description,
      })),
      transfers,
      row.bankAccountId,
      claimed,
    ).map((r, i) => [unmatched[i].id, "reason" in r ? r.reason : "no_match"] as const),
  );
  const paid = await paymentsWithBookings(ctx.db, [
    ...new Set(lines.flatMap((l) => (l.paymentId ? [l.paymentId] : []))),
  ]);
  const customers = await describeUsers({
    ctx,
    input: { ids: [...paid.map((p) => p.customerId), ...lines.flatMap((l) => (l.resolvedBy ? [l.resolvedBy] : []))] },
  });
  const byId = new Map(paid.map((p) => [p.id, p]));
  const toLine = (l: (typeof lines)[number]): StatementLineDto => {
    const p = l.paymentId ? byId.get(l.paymentId) : undefined;
    return {
      id: l.id,
      posted_on: l.postedOn,
      description: l.description,
      amount: l.amount,
      currency: l.currency,
      status: l.status,
      reason: l.status === "unmatched" ? (reasons.get(l.id) ?? "no_match") : null,
      payment: p
        ? {
            id: p.id,
            amount: p.amount,
            transfer_amount: p.transferAmount,
            status: p.status,
            booking: { id: p.bookingId, code: p.code, customer_name: customers.get(p.customerId)?.name ?? "" },
          }
        : null,
      // The exact amount, or else the round amount with the booking's code (decision 058); none
      // for a line an admin assigned (its reason says why).
      matched_by:
        p && !l.resolution && (l.status === "matched" || l.status === "confirmed")
          ? p.transferAmount === l.amount
            ? "amount"
            : "booking_code"
          : null,
      resolved_by: l.resolvedBy ? { id: l.resolvedBy, name: customers.get(l.resolvedBy)?.name ?? "" } : null,
      resolved_at: l.resolvedAt?.toISOString() ?? null,
      resolution: l.resolution,
    };
  };
  return { ...summary, lines: lines.map(toLine) };
}
