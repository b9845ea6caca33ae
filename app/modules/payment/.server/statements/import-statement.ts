import { createHash } from "node:crypto";
import { openTransfersFor } from "#app/modules/booking/.server/money/payment-rows";
import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AGENCY_TIME_ZONE } from "#app/shared/dates";
import { fieldError } from "#app/shared/errors";
import type { StatementDto, statementImportInput } from "#app/modules/payment/statement.contract";
import {
  type CsvMapping,
  DESCRIPTION_MAX,
  lineIdentities,
  matchCredits,
  parseStatement,
  type ParsedStatement,
  StatementParseError,
} from "#app/modules/payment/statement.rules";
import {
  bankAccountExists,
  insertNewLines,
  insertStatement,
  paymentsHeldByOtherLines,
  setLineMatch,
  updateStatementCounts,
} from "./statement.repository";
import { toStatementDto } from "./statement-views";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * An admin uploads a bank statement export (docs/product.md §Bank statement import, decision
 * 040). Its credits are stored once, ever: a line's key hashes its format, day, text, amount and
 * occurrence (not the account chosen, decision 058), and `statement_lines_key_idx` drops a line
 * already imported (the same file twice, under any account choice, or overlapping periods). Each
 * new credit is matched to the one open transfer with exactly its amount (or its round amount
 * and booking code) in the window; nothing is confirmed here (that is one more click:
 * confirm-statement).
 */
export async function importStatement({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof statementImportInput>>): Promise<StatementDto> {
  const actor = requireStaff(ctx, "statements");
  let parsed: ParsedStatement;
  try {
    parsed = parseStatement(input.format, input.content, (input.mapping ?? null) as CsvMapping | null);
  } catch (err) {
    if (err instanceof StatementParseError) throw fieldError("content", err.key, { row: err.row ?? "" });
    throw err;
  }
  const bankAccountId = input.bank_account_id ?? null;

  const row = await ctx.db.transaction(async (tx) => {
    if (bankAccountId !== null && !(await bankAccountExists(tx, bankAccountId)))
      throw fieldError("bank_account_id", "unknown_bank");
    const statement = await insertStatement(tx, {
      format: input.format,
      fileName: input.file_name,
      sha256: sha256(input.content),
      bankAccountId,
      currency: parsed.currency,
      uploadedBy: actor.id,
    });
    // The account chosen is no part of a line's identity (decision 058): the same file imported
    // again under another choice is the same money, never new.
    const keys = lineIdentities(input.format, parsed.lines).map(sha256);
    const fresh = await insertNewLines(
      tx,
      parsed.lines.map((l, i) => ({
        statementId: statement.id,
        lineKey: keys[i],
        postedOn: l.posted_on,
        description: l.description.slice(0, DESCRIPTION_MAX),
        amount: l.amount,
        currency: parsed.currency,
      })),
    );
    const transfers = await openTransfersFor(
      tx,
      parsed.currency,
      [...new Set(fresh.map((l) => l.amount))],
      AGENCY_TIME_ZONE,
    );
    const claimed = await paymentsHeldByOtherLines(
      tx,
      transfers.map((t) => t.id),
      statement.id,
    );
    const results = matchCredits(
      fresh.map((l) => ({ posted_on: l.postedOn, amount: l.amount, currency: l.currency, description: l.description })),
      transfers,
      bankAccountId,
      claimed,
    );
    for (const [i, r] of results.entries())
      if ("payment_id" in r) await setLineMatch(tx, fresh[i].id, "matched", r.payment_id);
    await updateStatementCounts(tx, statement.id, parsed.lines.length, fresh.length);
    return { ...statement, lineCount: parsed.lines.length, newLineCount: fresh.length };
  });
  return toStatementDto(ctx, row);
}
