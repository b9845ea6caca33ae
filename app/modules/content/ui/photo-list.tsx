import { sortOrderColumn } from "#app/shared/ui/data-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { Images } from "lucide-react";
import { useCallback, useMemo } from "react";
import { z } from "zod";
import { type PhotoDto, type PhotoEditDto, type PhotoInput, photoInput } from "#app/modules/content/content.contract";
import type { ImageDto } from "#app/modules/media/ui/image-upload";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { emptyTranslations, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { DialogForm } from "#app/shared/ui/list-kit";
import { SortOrderField, TranslatedFields } from "#app/shared/ui/record-fields";
import { GalleryImageField, MediaList, useMediaEditor } from "./media-list";
import { thumbColumn } from "./record-list";
import { useContentT } from "./use-content-t";
import { translationFields } from "#app/shared/translatable.contract";

/** The photo gallery of the panel: photos are added and edited in a dialog. */
export function PhotoList() {
  const { t } = useContentT();
  const nameOf = useCallback((p: PhotoDto) => p.caption || t("ui.photo.untitled", { id: p.id }), [t]);
  const columns = useMemo<ColumnDef<PhotoDto>[]>(
    () => [
      thumbColumn("image", t("catalog_admin:fields.image"), (p) => p.image.url),
      recordColumn<PhotoDto>(
        "caption",
        () => t("ui.fields.caption"),
        (p) => <span className="font-medium text-slate-900">{nameOf(p)}</span>,
        { rowHeader: true },
      ),
      sortOrderColumn(t("catalog_admin:fields.sort_order")),
    ],
    [t, nameOf],
  );
  return (
    <MediaList<PhotoDto, PhotoEditDto>
      name="photo"
      icon={<Images aria-hidden className="size-6" />}
      columns={columns}
      nameOf={nameOf}
      Editor={PhotoEditor}
    />
  );
}

const tr = translationFields;
const photoForm = z
  .object({ image: z.custom<ImageDto | null>(), caption: tr, sort_order: z.string() })
  .transform(
    (v): PhotoInput => ({ image_id: v.image?.id as string, caption: v.caption, sort_order: numberField(v.sort_order) }),
  )
  .pipe(photoInput);

const EMPTY = { image: null, caption: emptyTranslations(), sort_order: "0" };
const toValues = (record: PhotoEditDto) => ({
  image: record.image,
  caption: toTranslationFields(record.caption),
  sort_order: String(record.sort_order),
});

function PhotoEditor({ record, onDone }: { record?: PhotoEditDto; onDone: () => void }) {
  const { t } = useContentT();
  const { form, tabs, dialogProps } = useMediaEditor("photo", {
    schema: photoForm,
    record,
    empty: EMPTY,
    toValues,
    onDone,
  });

  return (
    <DialogForm {...dialogProps}>
      <GalleryImageField control={form.control} testId="photo-image" />
      <TranslatedFields
        form={form}
        tabs={tabs}
        testId="photo"
        fields={[{ name: "caption", label: t("ui.fields.caption") }]}
      />
      <SortOrderField form={form} className="max-w-xs" />
    </DialogForm>
  );
}
