import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { ForgotPassword } from "#app/modules/account/ui/forgot-password";
import { serverT } from "#app/shared/i18n/server";
import type { Route } from "./+types/forgot-password";
import { AuthPageFrame } from "#app/shared/ui/site/auth-page-frame";
import { pageMeta } from "#app/shared/ui/site/page-meta";

export function loader({ context }: Route.LoaderArgs) {
  // Someone logged in knows their password: they change it in the panel.
  if (context.ctx.actor) throw redirect("/panel/update-password");
  return { title: serverT(context.ctx.locale, "account")("forgot.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches[0]?.loaderData?.setting, { title: loaderData?.title });

/** /forgot-password: asks for a reset link by mail. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation("account");
  return (
    <AuthPageFrame title={t("forgot.title")} intro={t("forgot.intro")}>
      <ForgotPassword />
    </AuthPageFrame>
  );
}
