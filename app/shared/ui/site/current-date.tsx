import { dateTimeFormat } from "#app/shared/dates";
import { useSyncExternalStore } from "react";
import { AGENCY_TIME_ZONE } from "#app/shared/dates";
import { type Locale, localeTag } from "#app/shared/i18n/config";

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the browser owns the page. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Today's date in the chosen language. The server (whose clock is UTC) renders the agency's day,
 * right for most visitors even before any script runs; once hydrated, the visitor's own day
 * replaces it, so a visitor in Kuala Lumpur at 00:30 sees their new day. The key differs between
 * the two so React replaces the node: at hydration React keeps the server's text when it differs
 * (suppressHydrationWarning), and a later render equal to the hydration render would never fix it.
 */
export function CurrentDate({ locale, className = "" }: { locale: Locale; className?: string }) {
  const hydrated = useHydrated();
  const timeZone = hydrated ? undefined : AGENCY_TIME_ZONE;
  const now = new Date();
  const day = dateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(now);
  return (
    <time key={hydrated ? "visitor" : "agency"} dateTime={day} suppressHydrationWarning className={className}>
      {dateTimeFormat(localeTag[locale], { dateStyle: "full", timeZone }).format(now)}
    </time>
  );
}
