import { ChevronDown, CircleUserRound, History, KeyRound, LayoutDashboard, LogOut, UserPen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MenuButton, menuItemFocus } from "#app/shared/ui/menu-button";
import { useLogout } from "./use-logout";

const itemClass = `flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-800 ${menuItemFocus}`;

/** The logged-in user's menu in the storefront header (docs/product.md §Storefront pages). */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation("account");
  const logout = useLogout();
  const links = [
    { to: "/panel", label: t("user_menu.dashboard"), Icon: LayoutDashboard },
    { to: "/panel/booking-history", label: t("user_menu.booking_history"), Icon: History },
    { to: "/panel/profile", label: t("user_menu.edit_profile"), Icon: UserPen },
    { to: "/panel/update-password", label: t("user_menu.reset_password"), Icon: KeyRound },
  ];
  return (
    <MenuButton
      align="end"
      triggerProps={{ "data-testid": "user-menu", "aria-label": t("user_menu.label", { name }) }}
      triggerClassName="inline-flex min-h-11 max-w-[14rem] items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      menuClassName="z-50 mt-1.5 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      label={
        <>
          <CircleUserRound aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span className="hidden truncate sm:inline">{name}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
        </>
      }
    >
      <p className="truncate px-3 py-2 text-xs font-semibold text-slate-600">{name}</p>
      {links.map(({ to, label, Icon }) => (
        <Link key={to} to={to} role="menuitem" tabIndex={-1} className={itemClass}>
          <Icon aria-hidden="true" className="size-4 text-brand-700" />
          {label}
        </Link>
      ))}
      <hr className="my-1 border-slate-200" />
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        data-testid="logout"
        className={`w-full ${itemClass}`}
        onClick={() => void logout()}
      >
        <LogOut aria-hidden="true" className="size-4 text-red-700" />
        {t("user_menu.logout")}
      </button>
    </MenuButton>
  );
}
