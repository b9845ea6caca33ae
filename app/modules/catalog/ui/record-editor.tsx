import { type QueryKey, type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { handleWriteError } from "#app/shared/http/panel-api";
import type { Locale } from "#app/shared/i18n/config";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { localesWithErrors } from "#app/shared/ui/form-values";
import { PageHeader } from "#app/shared/ui/page-header";
import { langAttr, languageLabel } from "#app/shared/ui/translation-tabs";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";

/**
 * The page of a catalogue record editor (category, destination, extra-price group): the header,
 * then the editor once the stored record has loaded (a new record starts empty at once).
 */
export function RecordEditorPage<E>({
  id,
  query,
  width,
  title,
  description,
  back,
  actions,
  children,
}: {
  id: number | undefined;
  query: UseQueryResult<{ data: E }>;
  width: string;
  title: string;
  description: string;
  back: { to: string; label: string };
  actions?: ReactNode;
  children: (record?: E) => ReactNode;
}) {
  return (
    <div className={`mx-auto ${width}`}>
      <PageHeader title={title} description={description} back={back} actions={actions} />
      {id === undefined ? (
        children()
      ) : query.data ? (
        <KeyedBy key={id}>{children(query.data.data)}</KeyedBy>
      ) : query.isError ? (
        <LoadFailed backTo={back.to} onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

// Another record's id mounts a fresh editor.
function KeyedBy({ children }: { children: ReactNode }) {
  return children;
}

export interface RecordEditorOptions<V extends FieldValues, I, E extends { id: number }> {
  schema: z.ZodType<I, V>;
  record?: E;
  empty: V;
  toValues: (record: E) => V;
  shouldFocusError?: boolean;
  save: (id: number | undefined, input: I) => Promise<{ message: string; data: { id: number } }>;
  remove: (id: number) => Promise<{ message?: string }>;
  /** The entity's query key: lists, pickers and forms refresh after a write. */
  queryKey: QueryKey;
  listPath: string;
  /** Where a new record goes once saved (default: the list). */
  afterCreate?: (saved: { id: number }) => string;
  deleteName: (record: E) => string;
}

/**
 * A record's form driven by its contract: confirm before updating, the server's message as a
 * toast, 422 messages under their fields, the language tab of the first error opened, delete
 * with confirmation.
 */
export function useRecordEditor<V extends FieldValues, I, E extends { id: number }>(
  opts: RecordEditorOptions<V, I, E>,
) {
  const { record, empty, toValues } = opts;
  const { t } = useTranslation("catalog_admin");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const deleteRecord = useDeleteRecord();
  const [tab, setTab] = useState<Locale>("id");
  const defaultValues = useMemo(() => (record ? toValues(record) : empty), [record, toValues, empty]);
  const form = useContractForm(opts.schema as unknown as z.ZodType<V, V>, {
    defaultValues: defaultValues as never,
    shouldFocusError: opts.shouldFocusError,
  }) as unknown as UseFormReturn<V, unknown, I>;

  useEffect(() => form.reset(defaultValues), [defaultValues, form]);

  const submit = form.handleSubmit(
    async (input) => {
      if (record && !(await confirmUpdate())) return;
      try {
        const res = await opts.save(record?.id, input);
        toast.success(res.message);
        await queryClient.invalidateQueries({ queryKey: opts.queryKey });
        if (!record) navigate(opts.afterCreate ? opts.afterCreate(res.data) : opts.listPath);
      } catch (err) {
        handleWriteError(err, t("ui.unavailable"), form);
      }
    },
    (errs) => {
      const locs = localesWithErrors(errs);
      if (locs.length && !locs.includes(tab)) setTab(locs[0]);
    },
  );

  const onDelete = record
    ? async () => {
        const ok = await deleteRecord(() => opts.remove(record.id), {
          invalidate: [opts.queryKey],
          name: opts.deleteName(record),
        });
        if (ok) navigate(opts.listPath);
      }
    : undefined;

  return {
    form,
    tab,
    setTab,
    submit,
    onDelete: onDelete ? () => void onDelete() : undefined,
    errorLocales: localesWithErrors(form.formState.errors),
  };
}

/** A translatable text input of one language (`name.id`, `name.en`, ...). */
export function TranslatedInput<V extends FieldValues>({
  form,
  field,
  locale,
  label,
  testId,
  required,
  multiline,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  field: string;
  locale: Locale;
  label: string;
  testId: string;
  required?: boolean;
  multiline?: boolean;
}) {
  const { t } = useTranslation("catalog_admin");
  const errors = form.formState.errors as Record<string, Partial<Record<Locale, { message?: string }>> | undefined>;
  const name = `${field}.${locale}` as Path<V>;
  return (
    <FormField
      label={languageLabel(label, locale)}
      error={errors[field]?.[locale]?.message}
      required={required && locale === "id"}
      optionalLabel={t("ui.optional")}
    >
      {(a11y) =>
        multiline ? (
          <textarea
            {...a11y}
            {...form.register(name)}
            lang={langAttr(locale)}
            rows={5}
            className={controlClass}
            data-testid={testId}
          />
        ) : (
          <input
            {...a11y}
            {...form.register(name)}
            lang={langAttr(locale)}
            type="text"
            className={controlClass}
            data-testid={testId}
          />
        )
      }
    </FormField>
  );
}

/** The sort order field (a small whole number; lists show lower first). */
export function SortOrderField<V extends FieldValues>({
  form,
  testId,
  className,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation("catalog_admin");
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <FormField
      label={t("fields.sort_order")}
      error={errors.sort_order?.message}
      hint={t("fields.sort_order_hint")}
      className={className}
    >
      {(a11y) => (
        <input
          {...a11y}
          {...form.register("sort_order" as Path<V>)}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className={controlClass}
          data-testid={testId}
        />
      )}
    </FormField>
  );
}
