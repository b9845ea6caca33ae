import { queryOptions } from "@tanstack/react-query";
import { api } from "#app/shared/http/client";
import type { DashboardResponse } from "./dashboard.contract";

/*
 * The panel's home page renders its figures on the server (the loader calls the use case in
 * process); this client is the browser's way to the same figures, for a screen that refreshes them.
 */
export const dashboardKeys = {
  all: ["panel", "dashboard"] as const,
  overview: (locale: string) => [...dashboardKeys.all, locale] as const,
};

export const dashboardClient = {
  get: (signal?: AbortSignal) => api<DashboardResponse>("/dashboard", { signal }),
};

export const dashboardQueries = {
  overview: (locale: string) =>
    queryOptions({
      queryKey: dashboardKeys.overview(locale),
      queryFn: ({ signal }) => dashboardClient.get(signal),
      select: (r) => r.data,
    }),
};
