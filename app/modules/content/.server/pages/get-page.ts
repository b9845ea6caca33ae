import { readModel } from "#app/shared/read-model.server";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { PageDto } from "#app/modules/content/content.contract";
import { pageRows } from "../content.repository";
import { toPageDto } from "../to-dto";

/** One page in the caller's language (any group; 404 when unknown). */
async function readGetPage({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<PageDto> {
  const row = await pageRows.find(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return toPageDto(row, ctx.locale);
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const getPage = readModel("getPage", { tags: ["content"] }, readGetPage);
