import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "#app/shared/ui/toast";
import { ApiError, isAbort } from "#app/shared/http/client";
import { storeSet } from "#app/shared/session/client-store";
import type { AuthResponse } from "#app/modules/account/account.contract";

export type AuthResult = AuthResponse;

/**
 * What a failed submit leaves behind. The modal closes on failure (docs/product.md §Errors and input), so
 * the dialog keeps this and a re-opened form shows the typed values and the server's field
 * errors again instead of making the customer retype the long register form.
 */
export interface AuthDraft<T> {
  values: Partial<T>;
  errors: Record<string, string[]>;
}

export interface AuthFormCallbacks<T> {
  onSuccess: (result: AuthResult) => void | Promise<void>;
  onFailure?: (draft: AuthDraft<T>) => void;
}

// Never kept in a draft: a re-opened form asks for passwords again.
const SECRET_FIELDS = new Set(["password", "password_confirmation"]);

/** Puts the server's 422 field messages under the fields they belong to. */
export function showFieldErrors<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  errors: Record<string, string[]>,
  focus: boolean,
) {
  const fields = Object.keys(form.getValues());
  let first = focus;
  for (const [field, messages] of Object.entries(errors)) {
    if (!fields.includes(field) || !messages[0]) continue;
    form.setError(field as Path<T>, { type: "server", message: messages[0] }, { shouldFocus: first });
    first = false;
  }
}

/**
 * Submits a login or register form to the JSON API. Success: the API has set the session
 * cookie; keep the user copy, toast the server's message and let the caller move on.
 * Failure: the shared error handler already toasted a 422 message by message (docs/product.md §Errors and input); here the fields are marked and the loading state ends with the submit.
 */
export function useAuthSubmit<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  /** The account client's login or register request. */
  request: (values: TOut) => Promise<AuthResponse>,
  { onSuccess, onFailure }: AuthFormCallbacks<TIn>,
) {
  const { t } = useTranslation("errors");
  return form.handleSubmit(async (values) => {
    try {
      const result = await request(values);
      storeSet("user", result.user);
      toast.success(result.message);
      await onSuccess(result);
    } catch (err) {
      if (isAbort(err)) return;
      // Network failures never reach the shared ApiError handler: say something here.
      if (!(err instanceof ApiError)) toast.error(t("unavailable"));
      const errors = err instanceof ApiError ? (err.body.errors ?? {}) : {};
      storeSet("user", null);
      showFieldErrors(form, errors, !onFailure);
      const kept = Object.fromEntries(
        Object.entries(form.getValues()).filter(([key]) => !SECRET_FIELDS.has(key)),
      ) as Partial<TIn>;
      onFailure?.({ values: kept, errors });
    }
  });
}
