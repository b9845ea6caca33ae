import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import { enqueueMail } from "#app/modules/notification/.server/enqueue-mail";
import { mailLocale } from "#app/modules/notification/.server/mail-language";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import type { contactInput } from "#app/modules/content/content.contract";
import { insertContactMessage } from "./content.repository";
import { oneLine } from "#app/shared/one-line";

/**
 * Stores a contact-form message and queues one mail to the agency's address (none when the
 * setting has no email), in one transaction: the mail exists exactly when the message does.
 */
export async function sendContactMessage({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof contactInput> & { ip?: string | null }>): Promise<{ id: number }> {
  const setting = await getSetting({ ctx });
  const to = setting.email_url;
  return ctx.db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject,
      message: input.message,
      locale: ctx.locale,
      ip: input.ip ?? null,
    });
    if (to) {
      // The agency's address belongs to no user, so it has no preference: the site's default language.
      const locale = mailLocale(null);
      const t = serverT(locale, "content");
      const values = {
        name: oneLine(input.name),
        email: oneLine(input.email),
        phone: oneLine(input.phone || "-"),
        subject: oneLine(input.subject),
        message: input.message,
      };
      await enqueueMail({
        ctx: { ...ctx, db: tx },
        input: {
          kind: "contact",
          to,
          subject: oneLine(t("server.contact_mail_subject", { subject: values.subject })),
          text: t("server.contact_mail_body", values),
          locale,
        },
      });
    }
    return { id: row.id };
  });
}
