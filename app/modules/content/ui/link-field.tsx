import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { InputField } from "#app/shared/ui/bound-fields";
import { useContentT } from "./use-content-t";

/** The optional web address of a partner or a slide (`link`), typed as text: a URL or a path. */
export function LinkField<T extends FieldValues>({
  form,
  testId,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  testId: string;
}) {
  const { t } = useContentT();
  return (
    <InputField
      form={form as unknown as UseFormReturn<T>}
      name={"link" as Path<T>}
      label={t("ui.fields.link")}
      hint={t("ui.fields.link_hint")}
      optional
      type="text"
      inputMode="url"
      autoCapitalize="none"
      spellCheck={false}
      data-testid={testId}
    />
  );
}
