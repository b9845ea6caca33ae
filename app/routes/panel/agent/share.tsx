import { AgentShareScreen } from "#app/modules/agent/ui/agent-share";
import { listTours } from "#app/modules/catalog/.server/list-tours";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/share";

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  const tours = await listTours({ ctx, input: { page: 1, limit: 200, sort: "latest", status: "published" } });
  const packages = tours.data.map((p) => ({
    id: p.id,
    name: p.name,
    code: p.code,
    price: p.display_price,
    next_departure: p.next_departure
      ? { start_date: p.next_departure.start_date, end_date: p.next_departure.end_date }
      : null,
  }));
  return { title: serverT(ctx.locale, "agent")("share.title"), packages };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/agent/share (an approved agent): each package's WhatsApp message with the agent's link. */
export default function AgentShare({ loaderData }: Route.ComponentProps) {
  return <AgentShareScreen packages={loaderData.packages} />;
}
