import { useTranslation } from "react-i18next";
import { getMe } from "#app/modules/account/.server/get-me";
import { ownWhatsapp } from "#app/modules/account/.server/whatsapp-choice";
import { ProfileForm } from "#app/modules/account/ui/profile-form";
import { YourDataCard } from "#app/modules/privacy/ui/your-data-card";
import { serverT } from "#app/shared/i18n/server";
import { PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/profile";

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  return {
    user: await getMe({ ctx }),
    whatsapp: await ownWhatsapp({ ctx }),
    title: serverT(ctx.locale, "panel")("menu.profile"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/profile, for both roles: every register field, the profile picture and the WhatsApp box; then "Your data" (export, closure). */
export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { t: tp } = useTranslation("panel");
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={tp("menu.profile")} description={t("profile.intro")} />
      <ProfileForm user={loaderData.user} whatsapp={loaderData.whatsapp} />
      <YourDataCard role={loaderData.user.role} />
    </div>
  );
}
