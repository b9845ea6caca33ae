import type { Ctx } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import { enqueueMail } from "#app/modules/notification/.server/enqueue-mail";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { oneLine } from "#app/shared/one-line";
import { mailLink, mailLocale } from "#app/modules/notification/.server/mail-language";

export interface AccountMailInput {
  kind: "welcome" | "password_reset" | "staff_invite" | "customer_invite";
  /** `locale`: the stored preference (users.locale), read through mailLocale. */
  to: { email: string | null; name: string; username: string; locale: string };
  /** The site's origin (`https://example.com`): mails carry absolute links. */
  origin: string;
  /** password_reset, staff_invite: the one-time link. */
  link?: string;
  minutes?: number;
  /** staff_invite, customer_invite: how many days the link works. */
  days?: number;
}

/**
 * The account mails of docs/product.md §Mail and notifications, queued in the outbox (inside the caller's
 * transaction when there is one) in the recipient's language.
 */
export async function queueAccountMail(ctx: Ctx, m: AccountMailInput): Promise<void> {
  const locale = mailLocale(m.to);
  const t = serverT(locale, "account");
  // The invitations' own texts live with the screens that send them (catalogues storefront pages
  // never load): the staff screens' and the customer screens'.
  const inviteT = serverT(locale, m.kind === "customer_invite" ? "customer_admin" : "staff");
  const setting = await getSetting({ ctx: { ...ctx, locale } });
  const site = oneLine(setting.name || new URL(m.origin).host);
  const values = {
    name: oneLine(m.to.name),
    username: oneLine(m.to.username),
    site,
    link: m.link ?? mailLink(m.origin, "/login", locale),
    panel: mailLink(m.origin, "/panel", locale),
    minutes: m.minutes ?? 60,
  };
  const body =
    m.kind === "welcome"
      ? [t("mail.greeting", values), "", t("mail.welcome_body", values), "", t("mail.welcome_panel", values)]
      : m.kind === "staff_invite" || m.kind === "customer_invite"
        ? [
            t("mail.greeting", values),
            "",
            inviteT("mail.body", values),
            "",
            values.link,
            "",
            inviteT("mail.expiry", { ...values, count: m.days ?? 7 }),
          ]
        : [
            t("mail.greeting", values),
            "",
            t("mail.reset_body", values),
            "",
            values.link,
            "",
            t("mail.reset_expiry", { ...values, count: values.minutes }),
            "",
            t("mail.reset_ignore", values),
          ];
  body.push("", t("mail.signature", values));
  await enqueueMail({
    ctx,
    input: {
      kind: m.kind,
      to: m.to.email,
      subject: oneLine(
        m.kind === "welcome"
          ? t("mail.welcome_subject", values)
          : m.kind === "staff_invite" || m.kind === "customer_invite"
            ? inviteT("mail.subject", values)
            : t("mail.reset_subject", values),
      ),
      text: body.join("\n"),
      locale,
    },
  });
}
