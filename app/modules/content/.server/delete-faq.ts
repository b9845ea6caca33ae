import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { faqRows } from "./content.repository";

export async function deleteFaq({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireStaff(ctx, "content");
  if (!(await faqRows.remove(ctx.db, input.id))) throw new AppError("not_found");
}
