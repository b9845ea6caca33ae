import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { StatementDto, StatementSummaryDto } from "#app/modules/payment/statement.contract";
import { findStatement, listStatementRows } from "./statement.repository";
import { toStatementDto, toStatementSummaries } from "./statement-views";

/** The latest statement imports, newest first (staff with the statements permission). */
export async function listStatements({ ctx }: UseCaseArgs<Record<string, never>>): Promise<StatementSummaryDto[]> {
  requireStaff(ctx, "statements");
  return toStatementSummaries(ctx, await listStatementRows(ctx.db, 100));
}

/** One import with its lines (staff with the statements permission). */
export async function getStatement({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<StatementDto> {
  requireStaff(ctx, "statements");
  const row = await findStatement(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return toStatementDto(ctx, row);
}
