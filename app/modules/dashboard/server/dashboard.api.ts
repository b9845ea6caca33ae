import type { Api } from "../../../shared/api.server";

/** Routes of the dashboard module (issue 6). */
export async function dashboardApi(_app: Api) {}
