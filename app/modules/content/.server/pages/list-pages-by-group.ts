import { readModel } from "#app/shared/read-model.server";
import type { UseCaseArgs } from "#app/shared/context";
import type { PageSummaryDto } from "#app/modules/content/content.contract";
import { listPageRowsByGroup } from "../content.repository";
import { toPageSummaryDto } from "../to-dto";

/** Footer or branch menu pages: the title in the caller's language plus every language's title. */
async function readListPagesByGroup({
  ctx,
  input,
}: UseCaseArgs<{ group: "footer" | "branch" }>): Promise<PageSummaryDto[]> {
  const rows = await listPageRowsByGroup(ctx.db, input.group);
  return rows.map((p) => toPageSummaryDto(p, ctx.locale));
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const listPagesByGroup = readModel("listPagesByGroup", { tags: ["content"] }, readListPagesByGroup);
