import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import type { AttributeDto, attributeInput } from "#app/modules/catalog/catalog.contract";
import { attributeRows } from "../catalog.repository";
import { toAttributeDtos } from "../to-dto";

export async function createAttribute({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof attributeInput>>): Promise<AttributeDto> {
  requireStaff(ctx, "catalog");
  const row = await attributeRows.insert(ctx.db, {
    name: input.name,
    choiceRule: input.choice_rule,
    sortOrder: input.sort_order,
  });
  return toAttributeDtos([row], [], ctx.locale)[0];
}
