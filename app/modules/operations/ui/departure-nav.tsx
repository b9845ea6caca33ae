import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useCan } from "#app/modules/account/ui/use-can";
import type { StaffPermission } from "#app/shared/staff-access";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { PageHeader } from "#app/shared/ui/page-header";

/**
 * The departure's operations screens (decision 081), one link each, shown to those whose
 * permission the screen's API asks: the rooming list, the documents' readiness board, flights and
 * hotels, visas, the ministry's data and exports, manasik, kits, ID cards and luggage tags.
 */
const SCREENS: { key: string; path: string; permission: StaffPermission }[] = [
  { key: "travel", path: "travel", permission: "departures" },
  { key: "visas", path: "visas", permission: "documents" },
  { key: "ministry", path: "ministry", permission: "documents" },
  { key: "manasik", path: "manasik", permission: "departures" },
  { key: "kits", path: "kits", permission: "departures" },
  { key: "print", path: "print", permission: "departures" },
  { key: "rooming", path: "rooming", permission: "rooming" },
  { key: "documents", path: "documents", permission: "documents" },
];

export function DepartureNav({ tourId, timeId }: { tourId: number; timeId: number }) {
  const { t } = useTranslation("operations");
  const allowed = {
    departures: useCan("departures"),
    documents: useCan("documents"),
    rooming: useCan("rooming"),
  } as Record<StaffPermission, boolean>;
  const shown = SCREENS.filter((s) => allowed[s.permission]);
  return (
    <nav aria-label={t("nav.label")} className="mb-6 overflow-x-auto print:hidden">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {shown.map((s) => (
          <li key={s.key}>
            <NavLink
              to={`/panel/tour/${tourId}/time/${timeId}/${s.path}`}
              end={s.path !== "manasik"}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-t-md border-b-2 px-3 text-sm font-medium ${
                  isActive
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
                }`
              }
              data-testid={`departure-nav-${s.key}`}
            >
              {t(`nav.${s.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A departure's operations screen: its header with the way back to the package, the screens'
 * navigation, then the content once loaded (a skeleton meanwhile, or the failure with a retry).
 */
export function DepartureScreen({
  tourId,
  timeId,
  title,
  description,
  actions,
  backLabel,
  query,
  loaded,
  children,
}: {
  tourId: number;
  timeId: number;
  title: string;
  description?: string;
  actions?: ReactNode;
  backLabel: string;
  query: { isError: boolean; refetch: () => unknown };
  loaded: boolean;
  children?: ReactNode;
}) {
  const back = { to: `/panel/tour/${tourId}`, label: backLabel };
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={title} description={description} back={back} actions={actions} />
      <DepartureNav tourId={tourId} timeId={timeId} />
      {loaded ? (
        children
      ) : query.isError ? (
        <LoadFailed backTo={back.to} onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
