import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { DialogButtons } from "#app/modules/booking/ui/booking-kit";
import { handleWriteError } from "#app/shared/http/panel-api";
import { TextareaField } from "#app/shared/ui/bound-fields";
import { toast } from "#app/shared/ui/toast";

/**
 * The form of a closure dialog (the customer's request, an admin's refusal): what is to be
 * known first, a reason, then cancel and the action. The server's message is toasted and the
 * dialog closed, or its errors go under the reason; the closure queries are refreshed either
 * way, since a refusal may come from a state that changed meanwhile.
 */
export function ReasonForm<T extends FieldValues, O>({
  form,
  send,
  refresh,
  onClose,
  testId,
  label,
  required = false,
  submitLabel,
  children,
}: {
  /** A form of one field, `reason`, checked by the operation's contract. */
  form: UseFormReturn<T, unknown, O>;
  send: (input: O) => Promise<{ message: string }>;
  refresh: QueryKey;
  onClose: () => void;
  /** The form's test ids: `${testId}-form`, `-reason` and `-submit`. */
  testId: string;
  label: string;
  required?: boolean;
  submitLabel: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("catalog_admin");
  const queryClient = useQueryClient();
  const submit = form.handleSubmit(async (input) => {
    try {
      toast.success((await send(input)).message);
      onClose();
    } catch (err) {
      handleWriteError(err, t("ui.unavailable"), form);
    } finally {
      await queryClient.invalidateQueries({ queryKey: refresh });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid={`${testId}-form`}>
      {children}
      <TextareaField
        form={form}
        name={"reason" as Path<T>}
        label={label}
        required={required}
        optional={!required}
        rows={3}
        maxLength={1000}
        data-testid={`${testId}-reason`}
      />
      <DialogButtons onCancel={onClose} loading={form.formState.isSubmitting} data-testid={`${testId}-submit`}>
        {submitLabel}
      </DialogButtons>
    </form>
  );
}
