import type { Api } from "../../../shared/api.server";

/** /api/customer: users of both roles, for admins (issue 6). */
export async function customerApi(_app: Api) {}
