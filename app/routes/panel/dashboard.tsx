import { ArrowRight, Compass, Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePendingCount } from "../../modules/booking/ui/use-pending-count";
import { useRootData } from "../../root";
import type { Permission } from "../../route-table";
import { areaLabelKeyFor, type PanelMenuLink, panelLinks, type Role } from "./menu";

/** The main areas each role lands on from the dashboard, in order (the sidebar has the rest). */
const cardsByRole: Record<Role, Permission[]> = {
  admin: ["tour", "booking_history", "list_customer", "report", "gallery", "page", "setting"],
  customer: ["booking_history", "profile", "update_password"],
};

/**
 * Dashboard shell: a welcome and shortcuts. Its figures (bookings, payments, customers) come in a
 * later issue; until then it shows none rather than made-up ones, and says so.
 */
export default function Dashboard() {
  const { t } = useTranslation("panel");
  const { user } = useRootData();
  const role: Role = user?.role ?? "customer";
  // Shares the sidebar badge's cache entry: no second request.
  const pending = usePendingCount({ enabled: role === "admin" });
  const cards = cardsByRole[role]
    .map((p) => panelLinks.find((l) => l.permission === p))
    .filter((l): l is PanelMenuLink => l !== undefined);

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
        {t("dashboard.welcome", { name: user?.name })}
      </h1>
      <p className="mt-1 text-slate-600">{t("dashboard.signed_in_as", { role: t(`role.${role}`) })}</p>

      <p className="mt-6 flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-800">
        <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
        <span>{t(`dashboard.note_${role}`)}</span>
      </p>

      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t("dashboard.areas")}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => {
          const Icon = card.icon;
          const descKey =
            card.permission === "booking_history"
              ? `dashboard.cards.booking_history_${role}`
              : `dashboard.cards.${card.permission}`;
          return (
            <li key={card.path}>
              <DashboardCard
                to={card.path}
                icon={<Icon aria-hidden className="size-6" />}
                title={t(areaLabelKeyFor(card.permission) ?? card.labelKey)}
                text={t(descKey)}
                extra={
                  card.permission === "booking_history" && pending !== undefined && pending > 0 ? (
                    <span className="rounded-full bg-gold-500 px-2 py-0.5 text-xs font-bold text-slate-950">
                      {t("dashboard.pending", { count: pending })}
                    </span>
                  ) : null
                }
              />
            </li>
          );
        })}
        {role === "customer" && (
          <li>
            <DashboardCard
              to="/tour"
              icon={<Compass aria-hidden className="size-6" />}
              title={t("dashboard.browse_tours")}
              text={t("dashboard.cards.browse_tours")}
            />
          </li>
        )}
      </ul>
    </div>
  );
}

function DashboardCard({
  to,
  icon,
  title,
  text,
  extra,
}: {
  to: string;
  icon: React.ReactNode;
  title: string;
  text: string;
  extra?: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 group-hover:text-brand-800">{title}</span>
          {extra}
        </span>
        <span className="mt-1 block text-sm text-slate-600">{text}</span>
      </span>
      <ArrowRight
        aria-hidden
        className="mt-1 size-4 shrink-0 text-slate-500 transition group-hover:translate-x-0.5 group-hover:text-brand-700 motion-reduce:transition-none"
      />
    </Link>
  );
}
