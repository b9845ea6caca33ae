import { type QueryKey, skipToken, type UseQueryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { FieldValues } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { FormActions, FormSkeleton, LoadFailed } from "./form-actions";
import { PageHeader } from "./page-header";
import { toast } from "./toast";
import { useTranslatableForm } from "./use-translatable-form";
import { useConfirmUpdate, useDeleteRecord } from "./use-record-actions";

/**
 * The page of a panel record's form (create or edit): header with the way back, the record read
 * fresh when editing (a skeleton meanwhile, "could not load" with retry and the list when it
 * fails), then the editor, given the record (undefined when creating).
 */
export function RecordEditorPage<R, K extends QueryKey = QueryKey>({
  title,
  description,
  back,
  actions,
  width = "max-w-3xl",
  load,
  children,
}: {
  title: string;
  description: string;
  back: { to: string; label: string };
  /** Links beside the title (e.g. an extra-price group's details). */
  actions?: React.ReactNode;
  width?: "max-w-3xl" | "max-w-4xl";
  /** The query of the record being edited; none when creating. */
  load?: UseQueryOptions<{ data: R }, Error, { data: R }, K>;
  children: (record: R | undefined) => React.ReactNode;
}) {
  const query = useQuery<{ data: R }, Error, { data: R }, K>(
    load ?? { queryKey: ["record-editor", "new"] as unknown as K, queryFn: skipToken },
  );
  return (
    <div className={`mx-auto ${width}`}>
      <PageHeader title={title} description={description} back={back} actions={actions} />
      {load === undefined ? (
        children(undefined)
      ) : query.data ? (
        // A new key per record: the editor starts over with the record's values.
        <RecordKey key={JSON.stringify(load.queryKey)}>{children(query.data.data)}</RecordKey>
      ) : query.isError ? (
        <LoadFailed backTo={back.to} onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

function RecordKey({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}

/** The requests of a record's form: create, update and delete, each answering with a message. */
export interface RecordWrites<Input> {
  create: (input: Input) => Promise<{ message: string; data?: { id: number } }>;
  update: (id: number, input: Input) => Promise<{ message: string }>;
  remove: (id: number) => Promise<{ message?: string }>;
}

/**
 * Saving and deleting a record from its form: an edit asks "check your data" first; the
 * server's message is toasted and the resource's queries refreshed. After creating (or
 * deleting) the user goes back to the list (or where `afterCreate` says), unless `onSaved`
 * says otherwise (a dialog closes).
 */
export function useRecordWrites<Input>({
  id,
  writes,
  invalidate,
  listPath,
  afterCreate,
  onSaved,
}: {
  id: number | undefined;
  writes: RecordWrites<Input>;
  invalidate: QueryKey;
  listPath?: string;
  /** Where a new record goes once saved (default: the list). */
  afterCreate?: (saved: { id: number }) => string;
  onSaved?: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const deleteRecord = useDeleteRecord();
  const save = async (input: Input) => {
    if (id !== undefined && !(await confirmUpdate())) return;
    const created = id === undefined ? await writes.create(input) : undefined;
    const res = created ?? (await writes.update(id as number, input));
    toast.success(res.message);
    await queryClient.invalidateQueries({ queryKey: invalidate });
    if (onSaved) onSaved();
    else if (created?.data && afterCreate) navigate(afterCreate(created.data));
    else if (created && listPath) navigate(listPath);
  };
  const remove =
    id === undefined
      ? undefined
      : async (name: string) => {
          if ((await deleteRecord(() => writes.remove(id), { invalidate: [invalidate], name })) && listPath)
            navigate(listPath);
        };
  return { save, remove };
}

/**
 * The whole of a record's form: the translatable form filled from the record (or `empty`), its
 * writes, and the props of its `RecordForm` (submit, saving, cancel, delete by `deleteName`).
 * A dialog's form passes `onSaved` instead of `listPath`. `toValues` and `empty` must be
 * stable (module-level).
 */
export function useRecordEditor<S extends z.ZodType<FieldValues, FieldValues>, E extends { id: number }>({
  schema,
  record,
  empty,
  toValues,
  deleteName,
  ...writeOptions
}: {
  schema: S;
  record: E | undefined;
  empty: z.input<S>;
  toValues: (record: E) => z.input<S>;
  deleteName?: (record: E) => string;
  writes: RecordWrites<z.output<S>>;
  invalidate: QueryKey;
  listPath?: string;
  afterCreate?: (saved: { id: number }) => string;
  onSaved?: () => void;
}) {
  const defaults = useMemo(() => (record ? toValues(record) : empty), [record, toValues, empty]);
  const editor = useTranslatableForm(schema, defaults);
  const { save, remove } = useRecordWrites({ id: record?.id, ...writeOptions });
  const submit = editor.onSubmit(save);
  const saving = editor.form.formState.isSubmitting;
  return {
    ...editor,
    submit,
    saving,
    /** The props of `RecordForm` but its test id and fields. */
    formProps: {
      onSubmit: submit,
      saving,
      cancelTo: writeOptions.listPath ?? "",
      onDelete: record && remove && deleteName ? () => void remove(deleteName(record)) : undefined,
    },
  };
}

/**
 * The `<form>` of a record page with its save bar (save, cancel back to the list, delete when
 * editing). `testId` names the form (`faq-form`) and its buttons (`faq-save`, `faq-delete`).
 */
export function RecordForm({
  testId,
  onSubmit,
  saving,
  cancelTo,
  onDelete,
  children,
}: {
  testId: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  cancelTo: string;
  onDelete?: () => void;
  children: React.ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid={`${testId}-form`}>
      {children}
      <FormActions
        saving={saving}
        cancelTo={cancelTo}
        onDelete={onDelete}
        saveTestId={`${testId}-save`}
        deleteTestId={`${testId}-delete`}
      />
    </form>
  );
}
