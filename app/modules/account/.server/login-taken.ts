import { AppError, type FieldErrors } from "#app/shared/errors";
import { uniqueViolation } from "#app/shared/db-errors";

/** The field errors for a user name or e-mail someone else already has (loginTaken's answer). */
export function takenLoginErrors(taken: { username: boolean; email: boolean }): FieldErrors {
  const fieldErrors: FieldErrors = {};
  if (taken.username) fieldErrors.username = [{ key: "username_taken" }];
  if (taken.email) fieldErrors.email = [{ key: "email_taken" }];
  return fieldErrors;
}

/** 422 on the fields already taken; nothing when both are free. */
export function assertLoginFree(taken: { username: boolean; email: boolean }): void {
  if (taken.username || taken.email) throw new AppError("validation", { fieldErrors: takenLoginErrors(taken) });
}

/**
 * Two writes racing for one name or e-mail: the unique index decided. The 422 of the field whose
 * index refused, or undefined for any other error (the caller rethrows it).
 */
export function takenByIndex(err: unknown): AppError | undefined {
  const index = uniqueViolation(err);
  if (index === undefined) return undefined;
  return new AppError("validation", {
    fieldErrors: takenLoginErrors({ username: !index.includes("email"), email: index.includes("email") }),
  });
}
