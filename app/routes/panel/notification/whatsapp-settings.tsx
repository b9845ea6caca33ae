import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/whatsapp-settings";
import { WhatsappSettings } from "#app/modules/notification/ui/whatsapp-templates";

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    title: serverT(context.ctx.locale, "whatsapp")("settings.title"),
    // The webhook and the buttons' links are on the site's public address, not the request's host.
    site: context.ctx.publicUrl ?? new URL(request.url).origin,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/settings/whatsapp (settings permission): the WhatsApp channel's state and each message's template. */
export default function WhatsappSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <WhatsappSettings site={loaderData.site} />;
}
