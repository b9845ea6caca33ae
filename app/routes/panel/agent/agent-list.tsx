import { AgentListScreen } from "#app/modules/agent/ui/agent-list";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/agent-list";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "agent")("list.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/agents (staff, agents permission): agents and applications, waiting ones first (GET /agent). */
export default function AgentList() {
  return <AgentListScreen />;
}
