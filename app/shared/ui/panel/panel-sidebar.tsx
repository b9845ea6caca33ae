import { ChevronDown, X } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Permission } from "#app/shared/route-table";
import type { StaffRole } from "#app/shared/staff-access";
import { menuFor, type PanelMenuLink, type PanelMenuSection, type Role } from "./menu";

interface SidebarProps {
  role: Role;
  staffRole: StaffRole | null;
  /** An approved agent (the session's agent id): the agent's workspace shows. */
  isAgent: boolean;
  active: Permission | undefined;
  pendingCount: number | undefined;
  siteName: string;
  logoUrl: string | null;
  /** Below lg the sidebar is a drawer: this closes it (hidden at lg and up). */
  onClose: () => void;
  closeButtonRef: React.RefObject<HTMLButtonElement | null>;
}

const itemBase =
  "group flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors";
const itemIdle = "text-brand-50 hover:bg-brand-700 hover:text-white";
const itemActive = "bg-white text-brand-800 shadow-sm";

/** The panel navigation: one `<nav>` for both roles, a static column at lg, a drawer below it. */
export function PanelSidebar({
  role,
  staffRole,
  isAgent,
  active,
  pendingCount,
  siteName,
  logoUrl,
  onClose,
  closeButtonRef,
}: SidebarProps) {
  const { t } = useTranslation("panel");
  const entries = menuFor(role, staffRole, isAgent);
  return (
    <nav
      aria-label={t("nav.label")}
      data-testid={role === "admin" ? "admin-sidebar" : "customer-sidebar"}
      className="flex h-full flex-col"
    >
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-brand-700 px-4">
        <Link
          to="/panel"
          className="flex min-w-0 items-center gap-2 rounded-md font-semibold text-white"
          aria-label={t("nav.home", { name: siteName })}
        >
          {logoUrl ? (
            // The logo is a wordmark: on a light card so its colours keep their contrast.
            <span className="flex h-11 items-center rounded-lg bg-white px-2.5">
              <img src={logoUrl} alt="" className="h-8 w-auto max-w-44 object-contain" />
            </span>
          ) : (
            <>
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gold-500 text-base font-bold text-slate-950"
              >
                {initials(siteName)}
              </span>
              <span className="truncate">{siteName}</span>
            </>
          )}
        </Link>
        <button
          ref={closeButtonRef}
          type="button"
          onClick={onClose}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-50 hover:bg-brand-700 hover:text-white lg:hidden"
          data-testid="sidebar-close"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">{t("nav.close")}</span>
        </button>
      </div>
      <ul className="flex-1 space-y-1 overflow-y-auto overscroll-contain px-3 py-4">
        {entries.map((entry) =>
          entry.kind === "link" ? (
            <li key={entry.path}>
              <MenuLink item={entry} active={active} pendingCount={pendingCount} showBadge={role === "admin"} />
            </li>
          ) : (
            <li key={entry.id}>
              <MenuSection section={entry} active={active} pendingCount={pendingCount} showBadge={role === "admin"} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuLink({
  item,
  active,
  pendingCount,
  showBadge,
  nested = false,
}: {
  item: PanelMenuLink;
  active: Permission | undefined;
  pendingCount: number | undefined;
  showBadge: boolean;
  nested?: boolean;
}) {
  const { t } = useTranslation("panel");
  const { pathname } = useLocation();
  const isActive = item.permission === active;
  const Icon = item.icon;
  return (
    <Link
      to={item.path}
      // The list screen itself is "page"; its create/edit screens still light the item as "true".
      aria-current={isActive ? (pathname === item.path ? "page" : "true") : undefined}
      className={`${itemBase} ${nested ? "pl-10" : ""} ${isActive ? itemActive : itemIdle}`}
    >
      <Icon aria-hidden className={`size-5 shrink-0 ${isActive ? "text-brand-700" : "text-brand-100"}`} />
      <span className="flex-1">{t(item.labelKey)}</span>
      {item.badge === "pending" && showBadge && pendingCount !== undefined && <PendingBadge count={pendingCount} />}
    </Link>
  );
}

function PendingBadge({ count }: { count: number }) {
  const { t } = useTranslation("panel");
  const label = t("badge.pending", { count });
  return (
    // role="img" lets the badge carry its own accessible label while its visible text stays the bare number.
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="pending-badge"
      data-count={count}
      className={`inline-flex min-w-6 items-center justify-center rounded-full px-1.5 py-0.5 text-xs font-bold tabular-nums ${
        count > 0 ? "bg-gold-500 text-slate-950" : "bg-brand-100 text-brand-800"
      }`}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

function MenuSection({
  section,
  active,
  pendingCount,
  showBadge,
}: {
  section: PanelMenuSection;
  active: Permission | undefined;
  pendingCount: number | undefined;
  showBadge: boolean;
}) {
  const { t } = useTranslation("panel");
  const containsActive = section.children.some((c) => c.permission === active);
  const [open, setOpen] = useState(containsActive);
  // Navigating into the section (from elsewhere) opens it; leaving it keeps the user's choice.
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);
  const Icon = section.icon;
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger
        className={`${itemBase} ${itemIdle} ${containsActive && !open ? "bg-brand-700" : ""}`}
        data-testid={`menu-section-${section.id}`}
      >
        <Icon aria-hidden className="size-5 shrink-0 text-brand-100" />
        <span className="flex-1">{t(section.labelKey)}</span>
        <ChevronDown
          aria-hidden
          className={`size-4 shrink-0 text-brand-100 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        />
      </Collapsible.Trigger>
      <Collapsible.Content asChild>
        <ul className="mt-1 space-y-1">
          {section.children.map((child) => (
            <li key={child.path}>
              <MenuLink item={child} active={active} pendingCount={pendingCount} showBadge={showBadge} nested />
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** Up to two initials, for avatars and the brand mark when there is no picture. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0][0], parts[parts.length - 1][0]] : [parts[0]?.[0] ?? "?"];
  return letters.join("").toUpperCase();
}
