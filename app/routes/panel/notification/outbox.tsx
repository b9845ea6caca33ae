import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/outbox";
import { OutboxList } from "#app/modules/notification/ui/outbox-list";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "whatsapp")("outbox.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/messages (settings permission): the latest mails and WhatsApp messages, the development transport's view. */
export default function OutboxRoute() {
  return <OutboxList />;
}
