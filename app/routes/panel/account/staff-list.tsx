import { StaffList } from "#app/modules/account/ui/staff-list";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/staff-list";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "staff")("list.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/staff (the owner): the agency's staff accounts, invited and changed in a dialog. */
export default function StaffListRoute() {
  return <StaffList />;
}
