import { fieldError } from "#app/shared/errors";
import { type PasswordOwner, type PasswordProblem, passwordProblem } from "#app/modules/account/account.rules";
import { isCommonPassword } from "./common-passwords.server";

/**
 * The whole password policy, as the server applies it to every new password (register, reset,
 * update): the shared rules the forms also run, the owner's names, then the common-password list
 * that only the server holds.
 */
export function newPasswordProblem(password: string, owner: PasswordOwner): PasswordProblem | null {
  return passwordProblem(password, owner) ?? (isCommonPassword(password) ? "password_common" : null);
}

/** A 422 on `password` when the new password breaks the policy. */
export function assertNewPassword(password: string, owner: PasswordOwner): void {
  const problem = newPasswordProblem(password, owner);
  if (problem) throw fieldError("password", problem);
}
