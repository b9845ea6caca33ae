import { Controller, type FieldError, type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { parseEmbedMap } from "#app/shared/embed-map";
import { controlClass, FormField } from "../form-field";

/**
 * An embedded map, the form's `name` field: the admin pastes the map site's embed link or its
 * whole `<iframe>` code; only the link is kept (by the server). A valid link shows a small preview.
 */
export function EmbedMapField<T extends FieldValues>({
  form,
  name,
  testId,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  testId?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <EmbedMapInput
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={(get(form.formState.errors, name) as FieldError | undefined)?.message}
          testId={testId}
        />
      )}
    />
  );
}

function EmbedMapInput({
  value,
  onChange,
  onBlur,
  error,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  testId?: string;
}) {
  const { t } = useTranslation(["content_admin", "catalog_admin"]);
  const url = value.trim() ? parseEmbedMap(value) : null;
  return (
    <div className="space-y-3">
      <FormField
        label={t("ui.fields.embed_map")}
        error={error ?? (value.trim() && !url ? t("ui.embed_map_invalid") : undefined)}
        hint={t("ui.fields.embed_map_hint")}
        optional
      >
        {(a11y) => (
          <textarea
            {...a11y}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            rows={3}
            spellCheck={false}
            autoCapitalize="none"
            className={`${controlClass} font-mono text-sm`}
            data-testid={testId}
          />
        )}
      </FormField>
      {url ? (
        <iframe
          src={url}
          title={t("ui.embed_map_preview")}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-48 w-full max-w-md rounded-md border border-slate-300"
        />
      ) : null}
    </div>
  );
}
