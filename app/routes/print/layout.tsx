import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";

export async function loader({ context }: Route.LoaderArgs) {
  if (!context.ctx.actor) throw redirect("/");
  return null;
}

/** Print layout: only the routed page, no menus. */
export default function PrintLayout() {
  return (
    <div className="mx-auto max-w-4xl p-6 print:p-0">
      <Outlet />
    </div>
  );
}
