import { requireRole } from "../../../shared/access";
import type { Ctx } from "../../../shared/context";
import { AppError } from "../../../shared/errors";
import type { UserDto } from "../account.contract";
import { findUserById } from "./account.repository";
import { toUserDto } from "./to-user-dto";

export async function getMe({ ctx }: { ctx: Ctx; input?: undefined }): Promise<UserDto> {
  const actor = requireRole(ctx);
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw new AppError("unauthenticated");
  return toUserDto(user);
}
