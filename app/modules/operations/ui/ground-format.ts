import { useMemo } from "react";
import { useRootData } from "#app/modules/account/ui/root-data";
import { AGENCY_TIME_ZONE, dateTimeFormat, formatDay, formatDayRange } from "#app/shared/dates";

/**
 * The ground screens' dates in the reader's language: a session's moment on the agency's clock
 * (the same on the server's render and in any browser), days and a departure's span.
 */
export function useGroundFormat() {
  const { locale } = useRootData();
  return useMemo(() => {
    const moment = dateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: AGENCY_TIME_ZONE,
      timeZoneName: "short",
    });
    return {
      locale,
      moment: (iso: string) => moment.format(new Date(iso)),
      day: (iso: string) => formatDay(iso, locale),
      range: (start: string, end: string) => formatDayRange(start, end, locale),
    };
  }, [locale]);
}
