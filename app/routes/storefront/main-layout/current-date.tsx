import { useEffect, useState } from "react";
import { type Locale, localeTag } from "../../../shared/i18n/config";

/**
 * Today's date in the chosen language. The server's render is kept at hydration (its clock
 * and time zone may differ from the visitor's, hence suppressHydrationWarning); right after,
 * the browser's own date replaces it so a visitor in Kuala Lumpur sees their local day.
 */
export function CurrentDate({ locale, className = "" }: { locale: Locale; className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => setNow(new Date()), []);
  const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  return (
    <time dateTime={iso} suppressHydrationWarning className={className}>
      {new Intl.DateTimeFormat(localeTag[locale], { dateStyle: "full" }).format(now)}
    </time>
  );
}
