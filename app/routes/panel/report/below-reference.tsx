import { listBelowReference } from "#app/modules/catalog/.server/list-below-reference";
import { BelowReferenceScreen } from "#app/modules/report/ui/below-reference";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/below-reference";

export async function loader({ context }: Route.LoaderArgs) {
  const report = await listBelowReference({ ctx: context.ctx, input: undefined });
  return { report, title: serverT(context.ctx.locale, "report")("below_reference.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/report/below-reference (report readers, catalogue editors): packages below the ministry's reference price. */
export default function BelowReference({ loaderData }: Route.ComponentProps) {
  return <BelowReferenceScreen report={loaderData.report} />;
}
