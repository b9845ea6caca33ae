import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import type { z } from "zod";
import {
  contentClient,
  contentKeys,
  contentQueries,
  type ContentResource,
} from "#app/modules/content/content.api-client";
import { ImageField, type ImageDto } from "#app/modules/media/ui/image-upload";
import { handleWriteError } from "#app/shared/http/panel-api";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { EditDialog } from "#app/shared/ui/form-dialog";
import { useDialogActionsColumn } from "#app/shared/ui/list-kit";
import { buttonClass } from "#app/shared/ui/page-header";
import { type RecordWrites, useRecordEditor } from "#app/shared/ui/record-editor-page";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import { ContentListFrame } from "./record-list";
import { useContentT } from "./use-content-t";

type MediaName = "photo" | "video" | "slider";
const LIST_EXTRA: Partial<Record<MediaName, Record<string, string>>> = { slider: { all: "true" } };

/**
 * A gallery list of the panel (photos, videos, home slides): the rows of the resource, each
 * added and edited in a dialog and deleted after a confirmation. Texts are the resource's
 * `ui.<name>.*` keys; test ids start with the name (`photo-add`, `photo-table`, `photo-dialog`).
 */
export function MediaList<Row extends { id: number }, Edit>({
  name,
  icon,
  columns,
  nameOf,
  Editor,
}: {
  name: MediaName;
  icon: React.ReactNode;
  /** The columns before the actions column. */
  columns: ColumnDef<Row>[];
  /** The row's name in the delete question and the actions' labels. */
  nameOf: (row: Row) => string;
  Editor: (props: { record?: Edit; onDone: () => void }) => React.ReactNode;
}) {
  const { t } = useContentT();
  const queryClient = useQueryClient();
  const deleteRecord = useDeleteRecord();
  const client = contentClient[name] as unknown as ContentResource<Row, Edit, unknown>;
  const [editing, setEditing] = useState<Edit | "new" | null>(null);
  const onEdit = useCallback(
    async (row: Row) => {
      try {
        const res = await queryClient.fetchQuery({ ...contentQueries.edit(name, row.id), gcTime: undefined });
        setEditing(res.data as Edit);
      } catch (err) {
        handleWriteError(err, t("catalog_admin:ui.unavailable"));
      }
    },
    [queryClient, t, name],
  );
  const onDelete = useCallback(
    (row: Row) =>
      void deleteRecord(() => client.remove(row.id), { invalidate: [contentKeys.all(name)], name: nameOf(row) }),
    [deleteRecord, client, name, nameOf],
  );
  const actions = useDialogActionsColumn<Row>(nameOf, (row) => void onEdit(row), onDelete);
  const allColumns = useMemo(() => [...columns, actions], [columns, actions]);

  return (
    <ContentListFrame<Row>
      name={name}
      add={(label) => (
        <button
          type="button"
          className={buttonClass.primary}
          onClick={() => setEditing("new")}
          data-testid={`${name}-add`}
        >
          {label}
        </button>
      )}
      extra={LIST_EXTRA[name]}
      columns={allColumns}
      icon={icon}
    >
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={[t(`ui.${name}.add`), t(`ui.${name}.edit`)]}
        testId={`${name}-dialog`}
      >
        {(record) => <Editor record={record} onDone={() => setEditing(null)} />}
      </EditDialog>
    </ContentListFrame>
  );
}

/**
 * The form of a gallery record's dialog (photo, video, slide): filled from the record or
 * `empty`, saved through the resource's writes, and closed (`onDone`) once saved. `dialogProps`
 * are the `DialogForm`'s but its fields (test id the resource's name, submit, saving, cancel).
 */
export function useMediaEditor<S extends z.ZodType<FieldValues, FieldValues>, E extends { id: number }>(
  name: MediaName,
  options: {
    schema: S;
    record: E | undefined;
    empty: z.input<S>;
    toValues: (record: E) => z.input<S>;
    onDone: () => void;
  },
) {
  const { onDone, ...form } = options;
  const editor = useRecordEditor({
    ...form,
    // The resource of `name` takes what the schema gives (its contract's input), as MediaList reads it.
    writes: contentClient[name] as unknown as RecordWrites<z.output<S>>,
    invalidate: contentKeys.all(name),
    onSaved: onDone,
  });
  return {
    ...editor,
    dialogProps: { testId: name, onSubmit: editor.submit, saving: editor.saving, onCancel: onDone },
  };
}

/** The picture of a gallery record (photo, slide): required, sent as `image_id`, whose errors it shows. */
export function GalleryImageField<T extends { image: ImageDto | null }, O>({
  control,
  hint,
  testId,
}: {
  control: Control<T, unknown, O>;
  hint?: string;
  testId: string;
}) {
  const { t } = useContentT();
  return (
    <ImageField
      control={control}
      name={"image" as FieldPath<T>}
      errorPath="image_id"
      label={`${t("catalog_admin:fields.image")} *`}
      hint={hint}
      testId={testId}
    />
  );
}
