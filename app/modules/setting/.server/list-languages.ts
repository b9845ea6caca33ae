import type { Ctx } from "#app/shared/context";
import type { LanguageDto } from "#app/modules/setting/setting.contract";
import { listLanguageRows } from "./setting.repository";

export async function listLanguages({ ctx }: { ctx: Ctx; input?: undefined }): Promise<LanguageDto[]> {
  const rows = await listLanguageRows(ctx.db);
  return rows.map((r) => ({ key: r.key, name: r.name }));
}
