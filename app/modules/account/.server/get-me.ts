import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { UserDto } from "#app/modules/account/account.contract";
import { findUserById } from "./account.repository";
import { toUserDto } from "./to-user-dto";

export async function getMe({ ctx }: { ctx: Ctx; input?: undefined }): Promise<UserDto> {
  const actor = requireRole(ctx);
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw new AppError("unauthenticated");
  return toUserDto(user, actor.agentId ?? null);
}
