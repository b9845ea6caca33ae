import { useCallback } from "react";
import { useRootBasics } from "#app/shared/ui/root-basics";
import { formatDay } from "#app/shared/dates";

/**
 * Formats a calendar date from the API ("2025-03-14") in the screen's language. Departure dates
 * have no time of day: read and formatted in UTC so no time zone moves them a day.
 */
export function useFormatDate() {
  const { locale } = useRootBasics();
  return useCallback(
    (iso: string, style: "medium" | "long" = "medium") => {
      if (Number.isNaN(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`))) return iso;
      return formatDay(iso, locale, { dateStyle: style });
    },
    [locale],
  );
}
