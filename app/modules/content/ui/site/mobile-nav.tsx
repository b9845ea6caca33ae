import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { NavEntry, NavLeaf } from "./nav-items";

const rowClass = (current: boolean) =>
  `flex min-h-12 items-center rounded-md px-4 text-base ${current ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-800 hover:bg-slate-50"}`;

function Leaf({ item }: { item: NavLeaf }) {
  return (
    <Link to={item.to} aria-current={item.current ? "page" : undefined} className={rowClass(item.current)}>
      {item.label}
    </Link>
  );
}

function Group({ entry }: { entry: Extract<NavEntry, { kind: "group" }> }) {
  const headingId = useId();
  return (
    <>
      <span
        id={headingId}
        className="mt-2 block px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        {entry.label}
      </span>
      <ul aria-labelledby={headingId} className="border-l-2 border-brand-100 pl-2 ml-4">
        {entry.items.map((item) => (
          <li key={item.to}>
            <Leaf item={item} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The phone menu (below md): a disclosure panel 90vh tall that scrolls on its own. It stays in
 * the document while closed (`hidden`) so the toggle's aria-controls always points at it and
 * crawlers see every menu link. Escape closes it and gives focus back to the toggle.
 */
export function MobileNav({
  id,
  open,
  entries,
  onClose,
}: {
  id: string;
  open: boolean;
  entries: NavEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation("common");
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);
  return (
    <div
      id={id}
      hidden={!open}
      className="h-[90vh] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white md:hidden"
    >
      <nav aria-label={t("nav.mobile_label")} className="px-3 py-3">
        <ul className="space-y-1">
          {entries.map((entry) => (
            <li key={entry.key}>{entry.kind === "link" ? <Leaf item={entry} /> : <Group entry={entry} />}</li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
