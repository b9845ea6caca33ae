import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/overdue-list";
import { OverdueList } from "#app/modules/payment/ui/overdue-list";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "schedule")("list.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/payments/overdue: bookings past a due date with money owed (admins). */
export default function OverdueListPage() {
  return <OverdueList />;
}
