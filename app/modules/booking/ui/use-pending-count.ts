import { useQuery } from "@tanstack/react-query";
import { bookingQueries } from "#app/modules/booking/booking.api-client";

/**
 * The pending booking count of the panel badge (docs/product.md §API: GET /booking/count/pending,
 * "called on panel menu load"). The server-rendered figure seeds the cache so the badge shows at
 * once; it is marked stale so the call still happens when the menu loads in the browser.
 * Staff with the dashboard permission only: the API refuses anyone else, so the query is disabled
 * for them.
 */
export function usePendingCount({ enabled, initial }: { enabled: boolean; initial?: number }): number | undefined {
  const query = useQuery({
    ...bookingQueries.pendingCount(),
    enabled,
    initialData: enabled && initial !== undefined ? { booking_count: initial } : undefined,
    initialDataUpdatedAt: 0,
    select: (data) => data.booking_count,
  });
  return enabled ? query.data : undefined;
}
