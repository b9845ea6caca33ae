import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { requireStaff } from "#app/shared/access";
import { AppError } from "#app/shared/errors";
import type { RequirementDto, RequirementsBody } from "#app/modules/document/document.contract";
import { requirementsBody } from "#app/modules/document/document.contract";
import { findRequirements } from "./document.repository";
import { toRequirementDto } from "./document-views";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { replaceRequirements } from "./guest-document.repository";

async function packageExists(ctx: Ctx, id: number): Promise<boolean> {
  const { tours } = await describeTours({ ctx, input: { tour_ids: [id], time_ids: [] } });
  return tours.has(id);
}

/** A package's document requirements, in its order (admins; 404 for an unknown package). */
export async function getRequirements({ ctx, input }: UseCaseArgs<{ tour_id: number }>): Promise<RequirementDto[]> {
  requireStaff(ctx, "documents");
  if (!(await packageExists(ctx, input.tour_id))) throw new AppError("not_found");
  return (await findRequirements(ctx.db, [input.tour_id])).map(toRequirementDto);
}

/**
 * Replaces a package's whole list at once (docs/product.md §Pilgrim documents): what is not in
 * the list is no longer asked; documents already handed in stay (a kind asked again shows them).
 */
export async function saveRequirements({
  ctx,
  input,
}: UseCaseArgs<{ tour_id: number } & RequirementsBody>): Promise<RequirementDto[]> {
  requireStaff(ctx, "documents");
  const { requirements } = requirementsBody.parse(input);
  return ctx.db.transaction(async (tx) => {
    if (!(await packageExists({ ...ctx, db: tx }, input.tour_id))) throw new AppError("not_found");
    await replaceRequirements(tx, input.tour_id, requirements);
    return (await findRequirements(tx, [input.tour_id])).map(toRequirementDto);
  });
}
