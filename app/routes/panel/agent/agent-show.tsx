import { useParams } from "react-router";
import { AgentDetailScreen } from "#app/modules/agent/ui/agent-detail";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/agent-show";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "agent")("detail.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/agents/{id} (staff, agents permission): one agent's application, history and reviews. */
export default function AgentShow() {
  const { agent_id } = useParams();
  const id = Number(agent_id);
  return <AgentDetailScreen key={id} id={id} />;
}
