import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { findSetting } from "./setting.repository";
import { toSettingEditDto } from "./setting-values";

/** The site settings with every language, for the panel's form. */
export async function getSettingForm({ ctx }: { ctx: Ctx; input?: undefined }) {
  requireStaff(ctx, "settings");
  return toSettingEditDto(await findSetting(ctx.db));
}
