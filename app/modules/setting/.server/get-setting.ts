import { readModel } from "#app/shared/read-model.server";
import type { Ctx } from "#app/shared/context";
import { pickLocale } from "#app/shared/translate";
import type { SettingDto } from "#app/modules/setting/setting.contract";
import { formatDay } from "#app/shared/dates";
import { serverT } from "#app/shared/i18n/server";
import { agencyLicenceParts } from "#app/modules/setting/licences";
import { licenceValues, siteLinkValues } from "./setting-values";
import { findSetting } from "./setting.repository";

/** Public site settings in the caller's language; an empty site still answers with defaults. */
async function readGetSetting({ ctx }: { ctx: Ctx; input?: undefined }): Promise<SettingDto> {
  const s = await findSetting(ctx.db);
  const licences = licenceValues(s);
  const t = serverT(ctx.locale, "common");
  return {
    name: s?.name ?? "",
    logo_url: s?.logoUrl ?? null,
    description: pickLocale(s?.description, ctx.locale),
    phone: s?.phone ?? null,
    email_url: s?.email ?? null,
    address: pickLocale(s?.address, ctx.locale),
    ...siteLinkValues(s),
    ...licences,
    terms_page_id: s?.termsPageId ?? null,
    about: pickLocale(s?.about, ctx.locale),
    licence_lines: agencyLicenceParts(
      licences,
      (key, values) => t(key, values),
      (iso) => formatDay(iso, ctx.locale, { dateStyle: "long" }),
      { ppiu: "footer.ppiu", ppiu_dated: "footer.ppiu_dated", nib: "footer.nib", kpk: "footer.kpk" },
    ),
  };
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const getSetting = readModel("getSetting", { tags: ["setting"] }, readGetSetting);
