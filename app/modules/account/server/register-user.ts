import type { z } from "zod";
import type { Ctx } from "../../../shared/context";
import { AppError, type FieldErrors } from "../../../shared/errors";
import type { registerInput, UserDto } from "../account.contract";
import { insertUser, loginTaken } from "./account.repository";
import { createSession } from "./create-session";
import { hashPassword } from "./password";
import { toUserDto } from "./to-user-dto";

type Input = z.output<typeof registerInput>;

/** Registration always creates a customer: the role is never taken from the request. */
export async function registerUser({
  ctx,
  input,
  session,
}: {
  ctx: Ctx;
  input: Input;
  session: { ttlDays: number; userAgent?: string; ip?: string };
}): Promise<{ token: string; expiresAt: Date; user: UserDto }> {
  const taken = await loginTaken(ctx.db, input.username, input.email);
  if (taken.username || taken.email) {
    const fieldErrors: FieldErrors = {};
    if (taken.username) fieldErrors.username = [{ key: "username_taken" }];
    if (taken.email) fieldErrors.email = [{ key: "email_taken" }];
    throw new AppError("validation", { fieldErrors });
  }
  const passwordHash = await hashPassword(input.password);
  let user: Awaited<ReturnType<typeof insertUser>>;
  try {
    user = await insertUser(ctx.db, {
      name: input.name,
      username: input.username,
      email: input.email,
      passwordHash,
      role: "customer",
      title: input.title,
      isNumber: input.is_number,
      phone: input.phone,
      birthPlace: input.birth_place,
      birthDate: input.birth_date,
      address: input.address,
      locale: ctx.locale,
    });
  } catch (err) {
    // Two registrations racing for one name: the unique index decides.
    if (
      (err as { code?: string; cause?: { code?: string } }).code === "23505" ||
      (err as { cause?: { code?: string } }).cause?.code === "23505"
    )
      throw new AppError("validation", { fieldErrors: { username: [{ key: "username_taken" }] } });
    throw err;
  }
  const { token, expiresAt } = await createSession(ctx, user.id, session);
  return { token, expiresAt, user: toUserDto(user) };
}
