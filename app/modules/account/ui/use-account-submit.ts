import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "#app/shared/ui/toast";
import { ApiError, isAbort } from "#app/shared/http/client";
import { showFieldErrors } from "./use-auth-submit";

/**
 * Submits an account form (forgot, reset, profile, password) through `send`. A refusal was
 * already toasted by the shared error handler (each 422 message, a 429's text); here the 422
 * messages are also put under their fields. A network failure gets a toast of its own. Returns
 * the error to `onError` for forms that react to a particular field (the reset token).
 */
export function useAccountSubmit<TIn extends FieldValues, TOut, R>(
  form: UseFormReturn<TIn, unknown, TOut>,
  send: (values: TOut) => Promise<R>,
  onSuccess: (result: R, values: TOut) => void | Promise<void>,
  onError?: (error: ApiError) => void,
) {
  const { t } = useTranslation("errors");
  return form.handleSubmit(async (values) => {
    try {
      const result = await send(values);
      await onSuccess(result, values);
    } catch (err) {
      if (isAbort(err)) return;
      if (!(err instanceof ApiError)) {
        toast.error(t("unavailable"));
        return;
      }
      showFieldErrors(form, err.body.errors ?? {}, true);
      onError?.(err);
    }
  });
}
