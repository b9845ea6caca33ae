import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { AttributeDto, attributeInput } from "#app/modules/catalog/catalog.contract";
import { attributeRows, listDetailsOfAttributes } from "../catalog.repository";
import { toAttributeDtos } from "../to-dto";

/**
 * Changing the choice rule applies to quotes from now on; bookings keep the extras they were
 * priced with.
 */
export async function updateAttribute({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof attributeInput> & { id: number }>): Promise<AttributeDto> {
  requireStaff(ctx, "catalog");
  const row = await attributeRows.update(ctx.db, input.id, {
    name: input.name,
    choiceRule: input.choice_rule,
    sortOrder: input.sort_order,
  });
  if (!row) throw new AppError("not_found");
  const details = await listDetailsOfAttributes(ctx.db, [row.id]);
  return toAttributeDtos([row], details, ctx.locale)[0];
}
