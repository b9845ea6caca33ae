import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { InputField } from "#app/shared/ui/bound-fields";
import { useContentT } from "./use-content-t";

/** The required name of a partner or of a testimony's customer (`name`), kept as typed. */
export function NameField<T extends FieldValues>({
  form,
  testId,
  autoComplete,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  testId: string;
  autoComplete?: string;
}) {
  const { t } = useContentT();
  return (
    <InputField
      form={form as unknown as UseFormReturn<T>}
      name={"name" as Path<T>}
      label={t("catalog_admin:fields.name")}
      required
      type="text"
      autoComplete={autoComplete}
      data-testid={testId}
    />
  );
}
