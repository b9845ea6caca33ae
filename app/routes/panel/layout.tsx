import { matchPath, Outlet, redirect } from "react-router";
import { countPendingBookings } from "../../modules/booking/server/count-pending-bookings";
import { routeTable } from "../../route-table";
import type { Route } from "./+types/layout";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  if (!ctx.actor) throw redirect("/");
  const path = new URL(request.url).pathname;
  const entry = routeTable.find((r) => r.layout === "panel" && matchPath(r.path, path));
  if (entry?.roles && !entry.roles.includes(ctx.actor.role)) throw new Response("Forbidden", { status: 403 });
  const pendingCount = ctx.actor.role === "admin" ? await countPendingBookings({ ctx }) : 0;
  return { pendingCount };
}

export default function PanelLayout() {
  return (
    <div>
      <Outlet />
    </div>
  );
}
