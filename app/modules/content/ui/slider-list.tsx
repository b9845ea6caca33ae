import { sortOrderColumn } from "#app/shared/ui/data-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { GalleryHorizontal } from "lucide-react";
import { useMemo } from "react";
import { z } from "zod";
import {
  type SliderDto,
  type SliderEditDto,
  type SliderInput,
  sliderInput,
} from "#app/modules/content/content.contract";
import type { ImageDto } from "#app/modules/media/ui/image-upload";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { emptyTranslations, numberField, optionalText, toTranslationFields } from "#app/shared/ui/form-values";
import { CheckboxField, DialogForm } from "#app/shared/ui/list-kit";
import { Badge } from "#app/shared/ui/page-header";
import { SortOrderField, TranslatedFields } from "#app/shared/ui/record-fields";
import { LinkField } from "./content-fields";
import { GalleryImageField, MediaList, useMediaEditor } from "./media-list";
import { thumbColumn } from "./record-list";
import { useContentT } from "./use-content-t";
import { translationFields } from "#app/shared/translatable.contract";

const nameOf = (s: SliderDto) => s.title;

/** The home page slides, active or not, edited in a dialog. */
export function SliderList() {
  const { t } = useContentT();
  const columns = useMemo<ColumnDef<SliderDto>[]>(
    () => [
      thumbColumn("image", t("catalog_admin:fields.image"), (s) => s.image.url, "wide"),
      recordColumn<SliderDto>(
        "title",
        () => t("ui.fields.title"),
        (s) => (
          <span>
            <span className="block font-medium text-slate-900">{s.title}</span>
            {s.caption ? <span className="line-clamp-1 text-sm text-slate-600">{s.caption}</span> : null}
          </span>
        ),
        { rowHeader: true },
      ),
      recordColumn<SliderDto>(
        "active",
        () => t("ui.fields.active"),
        (s) =>
          s.active ? (
            <Badge tone="green">{t("ui.slider.active")}</Badge>
          ) : (
            <Badge tone="slate">{t("ui.slider.inactive")}</Badge>
          ),
      ),
      sortOrderColumn(t("catalog_admin:fields.sort_order")),
    ],
    [t],
  );
  return (
    <MediaList<SliderDto, SliderEditDto>
      name="slider"
      icon={<GalleryHorizontal aria-hidden className="size-6" />}
      columns={columns}
      nameOf={nameOf}
      Editor={SlideEditor}
    />
  );
}

const tr = translationFields;
const slideForm = z
  .object({
    image: z.custom<ImageDto | null>(),
    title: tr,
    caption: tr,
    link: z.string(),
    sort_order: z.string(),
    active: z.boolean(),
  })
  .transform(
    (v): SliderInput => ({
      image_id: v.image?.id as string,
      title: v.title,
      caption: v.caption,
      link: optionalText(v.link) ?? null,
      sort_order: numberField(v.sort_order),
      active: v.active,
    }),
  )
  .pipe(sliderInput);

const EMPTY = {
  image: null,
  title: emptyTranslations(),
  caption: emptyTranslations(),
  link: "",
  sort_order: "0",
  active: true,
};
const toValues = (record: SliderEditDto) => ({
  image: record.image,
  title: toTranslationFields(record.title),
  caption: toTranslationFields(record.caption),
  link: record.link ?? "",
  sort_order: String(record.sort_order),
  active: record.active,
});

function SlideEditor({ record, onDone }: { record?: SliderEditDto; onDone: () => void }) {
  const { t } = useContentT();
  const { form, tabs, dialogProps } = useMediaEditor("slider", {
    schema: slideForm,
    record,
    empty: EMPTY,
    toValues,
    onDone,
  });

  return (
    <DialogForm {...dialogProps}>
      <GalleryImageField control={form.control} hint={t("ui.slider.image_hint")} testId="slider-image" />
      <TranslatedFields
        form={form}
        tabs={tabs}
        testId="slider"
        fields={[
          { name: "title", label: t("ui.fields.title"), required: true },
          { name: "caption", label: t("ui.fields.caption"), rows: 2 },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LinkField form={form} testId="slider-link" />
        <SortOrderField form={form} />
      </div>
      <CheckboxField
        label={t("ui.fields.active")}
        hint={t("ui.slider.active_hint")}
        inputProps={form.register("active")}
        testId="slider-active"
      />
    </DialogForm>
  );
}
