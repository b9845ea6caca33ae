import { useCallback } from "react";
import { useRootData } from "#app/root";
import { localeTag } from "#app/shared/i18n/config";

/**
 * Formats a calendar date from the API ("2025-03-14") in the screen's language. Departure dates
 * have no time of day: read and formatted in UTC so no time zone moves them a day.
 */
export function useFormatDate() {
  const { locale } = useRootData();
  return useCallback(
    (iso: string, style: "medium" | "long" = "medium") => {
      const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
      if (Number.isNaN(date.getTime())) return iso;
      return new Intl.DateTimeFormat(localeTag[locale], { dateStyle: style, timeZone: "UTC" }).format(date);
    },
    [locale],
  );
}
