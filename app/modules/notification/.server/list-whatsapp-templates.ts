import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { locales } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import type { WhatsappTemplatesResponse } from "#app/modules/notification/notification.contract";
import {
  fillTemplate,
  templateLanguage,
  WHATSAPP_TEMPLATE_NAMES,
  WHATSAPP_TEMPLATES,
} from "#app/modules/notification/whatsapp.rules";

/**
 * The mapping staff read in the settings (decision 080): each message's template name, its
 * numbered parameters and, per language, the body to submit to WhatsApp for approval and a
 * preview with each parameter's meaning in its place.
 */
export async function listWhatsappTemplates({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { channel: WhatsappTemplatesResponse["channel"] };
}): Promise<WhatsappTemplatesResponse> {
  requireStaff(ctx, "settings");
  return {
    channel: input.channel,
    data: WHATSAPP_TEMPLATE_NAMES.map((name) => {
      const spec = WHATSAPP_TEMPLATES[name];
      return {
        name,
        params: [...spec.params],
        button: spec.button,
        languages: locales.map((locale) => {
          const t = serverT(locale, "whatsapp");
          const body = t(`template.${name}`);
          return {
            locale,
            code: templateLanguage(locale),
            body,
            preview: fillTemplate(
              body,
              spec.params.map((p) => `[${t(`param.${p}`)}]`),
            ),
            button_text: spec.button ? t("button") : null,
          };
        }),
      };
    }),
  };
}
