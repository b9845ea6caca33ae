import type { Api } from "../../../shared/api.server";

/** Routes of the report module (issue 6). */
export async function reportApi(_app: Api) {}
