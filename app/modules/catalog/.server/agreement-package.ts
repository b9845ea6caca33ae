import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { type AgreementPackageFacts, loadAgreementPackage } from "./tour-views";

export type { AgreementPackageFacts };

/**
 * In-process, for the written agreement (docs/product.md §Written agreement, decision 083): a
 * package and one of its departures as the agreement names them (every language of the names
 * and facilities, the payment terms, the cancellation tiers, the departure's "from" price). A
 * booking's agreement reads its package whatever its status now (`published_only` false); the
 * preview before booking only a published package's departure. Unknown: 404.
 */
export async function agreementPackage({
  ctx,
  input,
}: UseCaseArgs<{ tour_id: number; time_id: number; published_only: boolean }>): Promise<AgreementPackageFacts> {
  const facts = await loadAgreementPackage(ctx, input.tour_id, input.time_id);
  if (!facts || (input.published_only && facts.status !== "published")) throw new AppError("not_found");
  return facts;
}
