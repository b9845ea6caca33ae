import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MenuButton, menuItemFocus } from "#app/shared/ui/menu-button";
import type { NavEntry } from "./nav-items";

const itemClass =
  "inline-flex min-h-12 items-center gap-1 border-b-4 px-3 pt-1 text-sm font-semibold text-white transition-colors " +
  "hover:bg-brand-800 data-[state=open]:bg-brand-800 lg:px-4";
const stateClass = (current: boolean) => (current ? "border-gold-500 bg-brand-800" : "border-transparent");

/** The menu bar from the md breakpoint up; groups open as keyboard-accessible menu buttons. */
export function DesktopNav({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation("common");
  return (
    <nav aria-label={t("nav.label")} className="hidden bg-brand-700 md:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap px-2 lg:px-6">
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.kind === "link" ? (
              <Link
                to={entry.to}
                aria-current={entry.current ? "page" : undefined}
                className={`${itemClass} ${stateClass(entry.current)}`}
              >
                {entry.label}
              </Link>
            ) : (
              <MenuButton
                label={
                  <>
                    {entry.label}
                    <ChevronDown aria-hidden="true" className="size-4" />
                  </>
                }
                triggerClassName={`${itemClass} ${stateClass(entry.current)}`}
                menuClassName="z-40 max-h-[70vh] min-w-56 overflow-y-auto rounded-b-lg border border-slate-200 bg-white p-1 shadow-lg"
              >
                {entry.items.map((item) => (
                  <Link
                    key={item.to}
                    to={item.to}
                    role="menuitem"
                    tabIndex={-1}
                    aria-current={item.current ? "page" : undefined}
                    className={`block rounded-md px-3 py-2 text-sm ${menuItemFocus} ${item.current ? "font-semibold text-brand-800" : "text-slate-800"}`}
                  >
                    {item.label}
                  </Link>
                ))}
              </MenuButton>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
