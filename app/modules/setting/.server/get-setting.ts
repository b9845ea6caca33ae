import { readModel } from "#app/shared/read-model.server";
import type { Ctx } from "#app/shared/context";
import { pickLocale } from "#app/shared/translate";
import type { SettingDto } from "#app/modules/setting/setting.contract";
import { licenceValues, siteLinkValues } from "./setting-values";
import { findSetting } from "./setting.repository";

/** Public site settings in the caller's language; an empty site still answers with defaults. */
async function readGetSetting({ ctx }: { ctx: Ctx; input?: undefined }): Promise<SettingDto> {
  const s = await findSetting(ctx.db);
  return {
    name: s?.name ?? "",
    logo_url: s?.logoUrl ?? null,
    description: pickLocale(s?.description, ctx.locale),
    phone: s?.phone ?? null,
    email_url: s?.email ?? null,
    address: pickLocale(s?.address, ctx.locale),
    ...siteLinkValues(s),
    ...licenceValues(s),
    terms_page_id: s?.termsPageId ?? null,
    about: pickLocale(s?.about, ctx.locale),
  };
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const getSetting = readModel("getSetting", { tags: ["setting"] }, readGetSetting);
