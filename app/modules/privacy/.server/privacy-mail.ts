import type { Ctx } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import { oneLine } from "#app/shared/one-line";
import { enqueueMail } from "#app/modules/notification/.server/enqueue-mail";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { mailLink, mailLocale } from "#app/modules/notification/.server/mail-language";

export type ClosureMailKind = "closure_requested" | "closure_approved" | "closure_rejected";

export interface ClosureMailRecipient {
  email: string | null;
  name: string;
  locale: string;
}

const SUBJECTS = {
  closure_requested: "mail.requested_subject",
  closure_approved: "mail.approved_subject",
  closure_rejected: "mail.rejected_subject",
} as const;
const BODIES = {
  closure_requested: "mail.requested_body",
  closure_approved: "mail.approved_body",
  closure_rejected: "mail.rejected_body",
} as const;

/**
 * The closure mails (docs/product.md §Your data and closing an account), queued in the outbox inside the
 * caller's transaction, each in its recipient's language: "request received" to every active admin,
 * "approved" or "rejected" (with the reason) to the customer, at the address they had before anonymising.
 */
export async function queueClosureMail(
  ctx: Ctx,
  kind: ClosureMailKind,
  to: ClosureMailRecipient,
  values: { customer: string; reason?: string | null; origin?: string },
): Promise<void> {
  const locale = mailLocale(to);
  const t = serverT(locale, "privacy");
  const setting = await getSetting({ ctx: { ...ctx, locale } });
  const site = oneLine(setting.name || "");
  const v = {
    name: oneLine(to.name),
    customer: oneLine(values.customer),
    site,
    reason: values.reason ?? "",
    link: mailLink(ctx.publicUrl ?? "", "/panel/account-closures", locale),
  };
  const body = [t("mail.greeting", v), "", t(BODIES[kind], v)];
  if (kind === "closure_requested") body.push("", v.link);
  if (kind === "closure_rejected") body.push("", t("mail.reason", v));
  if (kind === "closure_approved") body.push("", t("mail.approved_kept", v));
  body.push("", t("mail.signature", v));
  await enqueueMail({
    ctx,
    input: { kind, to: to.email, subject: oneLine(t(SUBJECTS[kind], v)), text: body.join("\n"), locale },
  });
}
