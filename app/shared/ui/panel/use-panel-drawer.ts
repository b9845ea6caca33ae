import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * The panel's sidebar below lg: an overlay drawer (a modal dialog while open) that any
 * navigation, Escape or growing past lg closes, with focus moved into it and back to its toggle.
 */
export function usePanelDrawer() {
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Closed by the user (not by navigation): focus goes back to the toggle once the page is no longer inert.
  const refocusToggle = useRef(false);
  const closeDrawer = useCallback(() => {
    refocusToggle.current = true;
    setDrawerOpen(false);
  }, []);

  // Any navigation (even to the current screen) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each location change by design
  useEffect(() => setDrawerOpen(false), [location.key]);

  useEffect(() => {
    if (!drawerOpen) {
      if (refocusToggle.current) toggleRef.current?.focus();
      refocusToggle.current = false;
      return;
    }
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") closeDrawer();
    };
    // Growing past lg turns the drawer back into the static column.
    const wide = window.matchMedia("(min-width: 64rem)");
    const onWide = () => wide.matches && setDrawerOpen(false);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWide);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWide);
    };
  }, [drawerOpen, closeDrawer]);

  return { drawerOpen, setDrawerOpen, closeDrawer, toggleRef, closeRef };
}
