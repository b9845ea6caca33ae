import { listBranchChoices } from "#app/modules/account/.server/branches/list-branch-choices";
import { MyAgentScreen } from "#app/modules/agent/ui/my-agent";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/my-agent";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "agent");
  // The branches an applicant may choose: read in-process, as a customer has no branch API.
  return { title: t("mine.title"), branches: await listBranchChoices({ ctx: context.ctx, input: undefined }) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/agent-application (customer): apply to become an agent, then follow the application (decision 078). */
export default function MyAgent({ loaderData }: Route.ComponentProps) {
  return <MyAgentScreen branches={loaderData.branches} />;
}
