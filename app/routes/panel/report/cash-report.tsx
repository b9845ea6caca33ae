import { CashReportScreen } from "#app/modules/report/ui/cash-report";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/cash-report";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "report")("cash.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/report/cash (staff who confirm payments or read reports): the daily cash report. */
export default function CashReport() {
  return <CashReportScreen />;
}
