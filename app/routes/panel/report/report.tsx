import { ReportScreen } from "#app/modules/report/ui/report-screen";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/report";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "report")("title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/report (admin): the booking report, its exports and the passenger manifest. */
export default function Report() {
  return <ReportScreen />;
}
