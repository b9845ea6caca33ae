import { SchemeScreen } from "#app/modules/commission/ui/scheme-screen";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/schemes";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "commission")("scheme.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/commission/schemes (staff, commissions): the default scheme and packages' own (GET/PUT /commission/schemes/…). */
export default function CommissionSchemes() {
  return <SchemeScreen />;
}
