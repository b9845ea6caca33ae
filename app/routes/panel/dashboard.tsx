import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { getDashboard } from "#app/modules/dashboard/.server/get-dashboard";
import { useRootData } from "#app/modules/account/ui/root-data";
import { serverT } from "#app/shared/i18n/server";
import type { Route } from "./+types/dashboard";
import { AdminDashboard } from "#app/modules/dashboard/ui/dashboard-admin";
import { CustomerDashboard } from "#app/modules/dashboard/ui/dashboard-customer";
import { Shortcuts } from "#app/modules/dashboard/ui/dashboard-kit";
import { useFormatDate } from "#app/shared/ui/format-date";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";

/** The figures are read in-process (the same use case as GET /api/dashboard) and rendered on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  if (!ctx.actor) throw redirect("/");
  const dashboard = await getDashboard({ ctx });
  return { title: serverT(ctx.locale, "dashboard")("title"), dashboard };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/**
 * /panel: an admin's overview of the business (pending bookings, this month's bookings and
 * confirmed revenue, outstanding balances, bookings per month, upcoming departures, latest
 * bookings) or a customer's own trips and payments; shortcuts to the main areas below.
 */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  const { t: tp } = useTranslation("panel");
  const { user } = useRootData();
  const formatDate = useFormatDate();
  const { dashboard } = loaderData;
  return (
    <div className="mx-auto max-w-6xl" data-testid="dashboard" data-role={dashboard.role}>
      <header className="mb-6">
        <h1 className="text-2xl font-semibold break-words text-slate-900 sm:text-3xl">
          {tp("dashboard.welcome", { name: user?.name })}
        </h1>
        <p className="mt-1 text-slate-600">
          {dashboard.role === "admin"
            ? t("subtitle_admin", { date: formatDate(dashboard.today, "long") })
            : t("subtitle_customer")}
        </p>
      </header>
      {dashboard.role === "admin" ? <AdminDashboard data={dashboard} /> : <CustomerDashboard data={dashboard} />}
      {dashboard.role === "admin" ? <p className="mt-4 text-xs text-slate-600">{t("time_zone_note")}</p> : null}
      <Shortcuts role={dashboard.role} />
    </div>
  );
}
