import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import {
  languagesResponse,
  settingEditResponse,
  settingInput,
  settingResponse,
  settingWriteResponse,
} from "#app/modules/setting/setting.contract";
import { getSetting } from "./get-setting";
import { getSettingForm } from "./get-setting-form";
import { listLanguages } from "./list-languages";
import { type SettingChecks, updateSetting } from "./update-setting";

const adminRead = { 401: errorResponses[401], 403: errorResponses[403] };

/** The settings API; `checks` come from the composition root (see SettingChecks). */
export async function settingApi(app: Api, checks: SettingChecks) {
  app.get(
    "/setting",
    {
      config: { access: "public", etag: true, shared: true },
      schema: { tags: ["setting"], summary: "Public site settings", response: { 200: settingResponse } },
    },
    async (req) => ({ setting: await getSetting({ ctx: req.ctx }) }),
  );

  app.get(
    "/setting/language",
    {
      config: { access: "public", etag: true, shared: true },
      schema: { tags: ["setting"], summary: "Languages of the site", response: { 200: languagesResponse } },
    },
    async (req) => ({ languages: await listLanguages({ ctx: req.ctx }) }),
  );

  app.get(
    "/setting/edit",
    {
      config: { access: "settings" },
      schema: {
        tags: ["setting"],
        summary: "The site settings with every language (panel form)",
        response: { 200: settingEditResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getSettingForm({ ctx: req.ctx }) }),
  );

  app.put(
    "/setting",
    {
      config: { access: "settings" },
      schema: {
        tags: ["setting"],
        summary:
          "Save the site settings (about text sanitised, terms page checked; 409 for a currency change once bookings exist)",
        body: settingInput,
        response: { 200: settingWriteResponse, ...adminRead, 409: errorResponses[409], 422: errorResponses[422] },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "content_admin")("messages.updated"),
      data: await updateSetting({ ctx: req.ctx, input: req.body }, checks),
    }),
  );
}
