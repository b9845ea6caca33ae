import { useTranslation } from "react-i18next";
import { UpdatePasswordForm } from "#app/modules/account/ui/update-password-form";
import { serverT } from "#app/shared/i18n/server";
import { PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/update-password";

export function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "panel")("menu.update_password") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/**
 * /panel/update-password, for both roles (current, new and confirmation).
 * The session in use stays; the user's other sessions end.
 */
export default function UpdatePasswordPage() {
  const { t } = useTranslation("account");
  const { t: tp } = useTranslation("panel");
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={tp("menu.update_password")} description={t("update_password.intro")} />
      <UpdatePasswordForm />
    </div>
  );
}
