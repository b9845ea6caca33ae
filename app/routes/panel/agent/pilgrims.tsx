import { AgentPilgrimsScreen } from "#app/modules/agent/ui/agent-pilgrims";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/pilgrims";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "agent")("pilgrims.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/agent/pilgrims (an approved agent): their pilgrims, registering one, booking for one. */
export default function AgentPilgrims() {
  return <AgentPilgrimsScreen />;
}
