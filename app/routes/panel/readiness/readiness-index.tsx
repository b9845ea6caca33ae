import { ReadinessIndexScreen } from "#app/modules/document/ui/readiness-index";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/readiness-index";

export function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "readiness")("title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/readiness (admin): upcoming departures and how far their documents are. */
export default function ReadinessIndex() {
  return <ReadinessIndexScreen />;
}
