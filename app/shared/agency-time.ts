/** Moved to app/shared/dates.ts; kept for the screens that still import it (issue 14: the lead repoints them). */
export { AGENCY_TIME_ZONE, agencyToday, formatMoment } from "./dates";
