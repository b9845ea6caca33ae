import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { InputField } from "#app/shared/ui/bound-fields";
import { useContentT } from "./use-content-t";

interface ContentFieldProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  testId: string;
}

/** The form and field name a content field binds: every content form that has the field names it alike. */
const bound = <T extends FieldValues>(form: ContentFieldProps<T>["form"], name: "name" | "link") => ({
  form: form as unknown as UseFormReturn<T>,
  name: name as Path<T>,
});

/** The required name of a partner or of a testimony's customer (`name`), kept as typed. */
export function NameField<T extends FieldValues>({
  form,
  testId,
  autoComplete,
}: ContentFieldProps<T> & { autoComplete?: string }) {
  const { t } = useContentT();
  return (
    <InputField
      {...bound(form, "name")}
      label={t("catalog_admin:fields.name")}
      required
      type="text"
      autoComplete={autoComplete}
      data-testid={testId}
    />
  );
}

/** The optional web address of a partner or a slide (`link`), typed as text: a URL or a path. */
export function LinkField<T extends FieldValues>({ form, testId }: ContentFieldProps<T>) {
  const { t } = useContentT();
  return (
    <InputField
      {...bound(form, "link")}
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
