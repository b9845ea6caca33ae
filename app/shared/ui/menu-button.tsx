import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

interface MenuButtonProps {
  /** The trigger's content (label, icons). */
  label: ReactNode;
  triggerClassName: string;
  triggerProps?: Record<string, string | undefined>;
  menuClassName: string;
  /** Anchor the popup to the trigger's left (start) or right (end) edge. */
  align?: "start" | "end";
  /** The items: links or buttons, each given `role="menuitem"` by the caller. */
  children: ReactNode;
}

const items = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The WAI-ARIA menu button pattern for the storefront header (menus of links, the user menu),
 * without a component library: Radix's menu weighed about 20 KB of gzipped JavaScript on every
 * storefront page. Enter, Space or ArrowDown open it on the first item, ArrowUp on the last;
 * arrows, Home and End move; Escape closes it and returns to the button; Tab, a click outside
 * or choosing an item closes it.
 */
export function MenuButton({
  label,
  triggerClassName,
  triggerProps,
  menuClassName,
  align = "start",
  children,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const list = items(menu.current);
    if (focusOnOpen.current === "first") list[0]?.focus();
    if (focusOnOpen.current === "last") list[list.length - 1]?.focus();
    focusOnOpen.current = null;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const show = (focus: "first" | "last") => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      show("first");
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      show("last");
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = items(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === "ArrowDown") move(at + 1);
    else if (e.key === "ArrowUp") move(at - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(list.length - 1);
    else if (e.key === "Escape") {
      e.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (e.key === "Tab") setOpen(false);
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? "open" : "closed"}
        className={triggerClassName}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onTriggerKey}
        {...triggerProps}
      >
        {label}
      </button>
      {open ? (
        // Choosing an item (a link followed or a button pressed) closes the menu.
        <div
          ref={menu}
          id={id}
          role="menu"
          tabIndex={-1}
          onKeyDown={onMenuKey}
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('[role="menuitem"]')) setOpen(false);
          }}
          className={`absolute top-full ${align === "end" ? "right-0" : "left-0"} ${menuClassName}`}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** Classes of a menu item with the keyboard focus (what Radix called highlighted). */
export const menuItemFocus = "outline-none focus-visible:bg-brand-50 focus-visible:text-brand-800 hover:bg-brand-50";
