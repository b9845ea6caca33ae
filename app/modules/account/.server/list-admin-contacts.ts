import type { Ctx } from "#app/shared/context";
import { listActiveAdmins } from "./account.repository";
import { toContact, type UserContact } from "./describe-users";

/** In-process: the active admins, who receive "payment received" mails. */
export async function listAdminContacts({ ctx }: { ctx: Ctx; input?: undefined }): Promise<UserContact[]> {
  return (await listActiveAdmins(ctx.db)).map(toContact);
}
