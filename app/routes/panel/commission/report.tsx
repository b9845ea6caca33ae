import { CommissionReportScreen } from "#app/modules/commission/ui/commission-report";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/report";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "commission")("report.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/commission/report (staff, commissions): commissions per agent over a period, on screen and as Excel. */
export default function CommissionReport() {
  return <CommissionReportScreen />;
}
