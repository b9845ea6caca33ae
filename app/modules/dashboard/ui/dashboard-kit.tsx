import { dateTimeFormat } from "#app/shared/dates";
import { ArrowRight, Compass } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BookingStatus } from "#app/modules/booking/booking.contract";
import { BookingCodeLink } from "#app/modules/booking/ui/booking-link";
import { BookingStatusBadge } from "#app/modules/booking/ui/booking-kit";
import { usePendingCount } from "#app/modules/booking/ui/use-pending-count";
import { useRootData } from "#app/modules/account/ui/root-data";
import { useCan } from "#app/modules/account/ui/use-can";
import { mayOpen, panelRoutes } from "#app/shared/panel-route-table";
import type { Permission } from "#app/shared/route-table";
import { localeTag } from "#app/shared/i18n/config";
import { type Currency, formatMoney } from "#app/shared/money";
import { areaLabelKeyFor, type PanelMenuLink, panelLinks, type Role } from "#app/shared/ui/panel/menu";
import { useFormatDate } from "#app/shared/ui/format-date";

/**
 * Formatting of the dashboards. Everything here gives the same text on the server and in the
 * browser (the page is server-rendered): calendar dates are formatted in UTC, moments in the
 * agency's time zone, never in the viewer's.
 */
export function useDashboardFormat(currency: string, timeZone: string) {
  const { locale } = useRootData();
  const date = useFormatDate();
  return useMemo(() => {
    const tag = localeTag[locale];
    const day = dateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
    const moment = dateTimeFormat(tag, { dateStyle: "medium", timeZone });
    const utc = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    const monthOf = (ym: string, style: "short" | "long") =>
      dateTimeFormat(tag, {
        month: style,
        year: style === "short" ? "2-digit" : "numeric",
        timeZone: "UTC",
      }).format(utc(`${ym}-01`));
    return {
      /** Money in the site's currency, or in a booking's own. */
      money: (minor: number, own: string = currency) => formatMoney(minor, own as Currency, locale),
      number: (n: number) => new Intl.NumberFormat(tag).format(n),
      date,
      /** The day a booking was made, as the agency's calendar has it. */
      madeOn: (iso: string) => moment.format(new Date(iso)),
      // Not Intl's formatRange: its spacing differs between the server's ICU and the browser's,
      // which breaks hydration.
      range: (start: string, end: string) =>
        start === end ? day.format(utc(start)) : `${day.format(utc(start))} – ${day.format(utc(end))}`,
      month: (ym: string) => monthOf(ym, "long"),
      monthShort: (ym: string) => monthOf(ym, "short"),
    };
  }, [locale, date, currency, timeZone]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;

/** A card of the dashboard with its own heading and an optional link at the top right. */
export function DashboardCard({
  title,
  description,
  action,
  children,
  className = "",
  testId,
}: {
  title: string;
  description?: string;
  action?: { to: string; label: string };
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
      data-testid={testId}
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
        {action ? (
          <Link
            to={action.to}
            className="-mt-2 -mr-2 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {action.label}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * A booking of a dashboard's list: its code (the link to it) over two lines of the card's own
 * (`name`, `detail`), and its status and total at the end (with `children` under them).
 */
export function DashboardBookingItem({
  booking: b,
  fmt,
  testId,
  name,
  detail,
  textRight = false,
  children,
}: {
  booking: { id: string; code: string; status: BookingStatus; total: number; currency: string };
  fmt: DashboardFormat;
  testId: string;
  name: React.ReactNode;
  detail: React.ReactNode;
  textRight?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
      <div className="min-w-0">
        <BookingCodeLink id={b.id} code={b.code} testId={testId} />
        <p className="text-sm break-words text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">{detail}</p>
      </div>
      <div
        className={`flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end${textRight ? " sm:text-right" : ""}`}
      >
        <BookingStatusBadge status={b.status} />
        <span className="text-sm font-medium text-slate-900 tabular-nums">{fmt.money(b.total, b.currency)}</span>
        {children}
      </div>
    </li>
  );
}

/** The main areas each role goes on to from the dashboard, in order (the sidebar has the rest). */
const shortcutsByRole: Record<Role, Permission[]> = {
  admin: ["tour", "booking_history", "list_customer", "report", "gallery", "page", "setting"],
  customer: ["booking_history", "profile", "update_password"],
};

/**
 * "Where to next": shortcuts to the role's main areas (phones keep the sidebar in a drawer), those
 * whose screen the account may open only (the menu's rule: a staff role's permissions).
 */
export function Shortcuts({ role }: { role: Role }) {
  const { t } = useTranslation("panel");
  const staffRole = useRootData().user?.staff_role;
  // Shares the sidebar badge's cache entry: no second request.
  const pending = usePendingCount({ enabled: useCan("dashboard") });
  const cards = shortcutsByRole[role]
    .map((p) => panelLinks.find((l) => l.permission === p))
    .filter((l): l is PanelMenuLink => l !== undefined)
    .filter((l) => {
      const screen = panelRoutes.find((r) => r.path === l.path);
      return !screen || mayOpen(screen, role, staffRole);
    });
  return (
    <section className="mt-10" aria-labelledby="dashboard-shortcuts">
      <h2 id="dashboard-shortcuts" className="text-lg font-semibold text-slate-900">
        {t("dashboard.areas")}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => {
          const Icon = card.icon;
          const descKey =
            card.permission === "booking_history"
              ? `dashboard.cards.booking_history_${role}`
              : `dashboard.cards.${card.permission}`;
          return (
            <li key={card.path}>
              <ShortcutCard
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
            <ShortcutCard
              to="/tour"
              icon={<Compass aria-hidden className="size-6" />}
              title={t("dashboard.browse_tours")}
              text={t("dashboard.cards.browse_tours")}
            />
          </li>
        )}
      </ul>
    </section>
  );
}

function ShortcutCard({
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
