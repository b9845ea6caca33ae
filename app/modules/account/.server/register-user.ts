import { takenLoginErrors } from "./login-taken";
import type { z } from "zod";
import type { Ctx } from "#app/shared/context";
import { AppError, type FieldErrors } from "#app/shared/errors";
import type { registerInput, UserDto } from "#app/modules/account/account.contract";
import { recordWhatsappConsent, whatsappNumberOf } from "#app/modules/notification/.server/whatsapp-consent";
import { insertUser, loginTaken, type UserRow } from "./account.repository";
import { queueAccountMail } from "./account-mail";
import { createSession } from "./create-session";
import { hashPassword } from "./password";
import { newPasswordProblem } from "./password-policy";
import { toUserDto } from "./to-user-dto";
import { personValues } from "./person-values";

type Input = z.output<typeof registerInput>;

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === "23505" || (err as { cause?: { code?: string } }).cause?.code === "23505";

/**
 * Registration always creates a customer: the role is never taken from the request. The user,
 * the WhatsApp opt-in when the box is ticked (decision 080), the first session and the welcome
 * mail (in the language the person registered in) are written in one transaction: a number
 * WhatsApp cannot reach refuses the whole registration on its field.
 */
export async function registerUser({
  ctx,
  input,
  session,
  origin,
}: {
  ctx: Ctx;
  input: Input;
  session: { ttlDays: number; userAgent?: string; ip?: string };
  /** The site's origin, for the links of the welcome mail. */
  origin: string;
}): Promise<{ token: string; expiresAt: Date; user: UserDto }> {
  const taken = await loginTaken(ctx.db, input.username, input.email);
  // The common-password list is reported with the taken names, in one answer.
  const passwordProblem = newPasswordProblem(input.password, input);
  // The WhatsApp number too (recordWhatsappConsent checks it again in the transaction).
  const badNumber = input.whatsapp_opt_in && !(await whatsappNumberOf(ctx, input.whatsapp_number));
  if (taken.username || taken.email || passwordProblem || badNumber) {
    const fieldErrors: FieldErrors = takenLoginErrors(taken);
    if (passwordProblem) fieldErrors.password = [{ key: passwordProblem }];
    if (badNumber) fieldErrors.whatsapp_number = [{ key: "whatsapp_number_invalid" }];
    throw new AppError("validation", { fieldErrors });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const user: UserRow = await insertUser(tx, {
        name: input.name,
        username: input.username,
        email: input.email,
        passwordHash,
        role: "customer",
        ...personValues(input),
        locale: ctx.locale,
      });
      if (input.whatsapp_opt_in)
        await recordWhatsappConsent({
          ctx: txCtx,
          input: {
            userId: user.id,
            number: input.whatsapp_number,
            optIn: true,
            source: "registration",
            recordedBy: user.id,
          },
        });
      await queueAccountMail(txCtx, {
        kind: "welcome",
        // The new account's preference is the page's language (stored above); the mail reads it back.
        to: { email: user.email, name: user.name, username: user.username, locale: user.locale },
        origin,
      });
      const { token, expiresAt } = await createSession(txCtx, user.id, session);
      return { token, expiresAt, user: toUserDto(user) };
    });
  } catch (err) {
    // Two registrations racing for one name: the unique index decides.
    if (isUniqueViolation(err))
      throw new AppError("validation", { fieldErrors: { username: [{ key: "username_taken" }] } });
    throw err;
  }
}
