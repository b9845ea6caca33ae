import type { Api } from "../../../shared/api.server";
import { languagesResponse, settingResponse } from "../setting.contract";
import { getSetting } from "./get-setting";
import { listLanguages } from "./list-languages";

export async function settingApi(app: Api) {
  app.get(
    "/setting",
    {
      config: { access: "public" },
      schema: { tags: ["setting"], summary: "Public site settings", response: { 200: settingResponse } },
    },
    async (req) => ({ setting: await getSetting({ ctx: req.ctx }) }),
  );

  app.get(
    "/setting/language",
    {
      config: { access: "public" },
      schema: { tags: ["setting"], summary: "Languages of the site", response: { 200: languagesResponse } },
    },
    async (req) => ({ languages: await listLanguages({ ctx: req.ctx }) }),
  );
}
