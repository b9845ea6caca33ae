import { Video } from "lucide-react";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { contentClient, contentKeys } from "#app/modules/content/content.api-client";
import {
  type VideoDto,
  type VideoEditDto,
  type VideoInput,
  videoInput,
  youtubeIdInput,
} from "#app/modules/content/content.contract";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { emptyTranslations, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { DialogForm, Thumb } from "#app/shared/ui/list-kit";
import { useRecordWrites } from "#app/shared/ui/record-editor-page";
import { LanguageTextField, SortOrderField } from "#app/shared/ui/record-fields";
import { TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useTranslatableForm } from "#app/shared/ui/use-translatable-form";
import { MediaList } from "./media-list";
import { sortOrderColumn } from "./record-list";
import { useContentT } from "./use-content-t";

const thumbnailOf = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
const nameOf = (v: VideoDto) => v.title;

/** YouTube videos of the gallery, added and edited in a dialog. */
export function VideoList() {
  const { t } = useContentT();
  const columns = useMemo<ColumnDef<VideoDto>[]>(
    () => [
      {
        id: "thumbnail",
        header: () => <span className="sr-only">{t("ui.video.thumbnail")}</span>,
        cell: ({ row }) => <Thumb src={row.original.thumbnail_url} shape="wide" />,
        meta: { className: "w-px" },
      },
      {
        id: "title",
        header: () => t("ui.fields.title"),
        cell: ({ row }) => (
          <span>
            <span className="block font-medium text-slate-900">{row.original.title}</span>
            <code className="text-xs text-slate-600">{row.original.video_id}</code>
          </span>
        ),
        meta: { rowHeader: true },
      },
      sortOrderColumn(t("catalog_admin:fields.sort_order")),
    ],
    [t],
  );
  return (
    <MediaList<VideoDto, VideoEditDto>
      name="video"
      icon={<Video aria-hidden className="size-6" />}
      columns={columns}
      nameOf={nameOf}
      Editor={VideoEditor}
    />
  );
}

const tr = z.object({ id: z.string(), en: z.string(), my: z.string() });
const videoForm = z
  .object({ video_id: z.string(), title: tr, sort_order: z.string() })
  .transform((v): VideoInput => ({ video_id: v.video_id, title: v.title, sort_order: numberField(v.sort_order) }))
  .pipe(videoInput);

function VideoEditor({ record, onDone }: { record?: VideoEditDto; onDone: () => void }) {
  const { t } = useContentT();
  const defaults = useMemo(
    () =>
      record
        ? { video_id: record.video_id, title: toTranslationFields(record.title), sort_order: String(record.sort_order) }
        : { video_id: "", title: emptyTranslations(), sort_order: "0" },
    [record],
  );
  const { form, tabs, onSubmit } = useTranslatableForm(videoForm, defaults);
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: "video_id" });
  const parsed = youtubeIdInput.safeParse(typed ?? "");
  const writes = useRecordWrites({
    id: record?.id,
    writes: contentClient.video,
    invalidate: contentKeys.all("video"),
    onSaved: onDone,
  });

  return (
    <DialogForm testId="video" onSubmit={onSubmit(writes.save)} saving={isSubmitting} onCancel={onDone}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          label={t("ui.fields.video_id")}
          error={errors.video_id?.message}
          hint={t("ui.fields.video_id_hint")}
          required
          className="flex-1"
        >
          {(a11y) => (
            <input
              {...a11y}
              {...form.register("video_id")}
              type="text"
              autoCapitalize="none"
              spellCheck={false}
              className={controlClass}
              data-testid="video-id"
            />
          )}
        </FormField>
        {parsed.success ? (
          <img
            src={thumbnailOf(parsed.data)}
            alt={t("ui.video.thumbnail")}
            className="h-24 w-40 shrink-0 rounded-md bg-slate-100 object-cover"
            data-testid="video-preview"
          />
        ) : null}
      </div>
      <TranslationTabs {...tabs}>
        {(locale) => (
          <LanguageTextField
            label={t("ui.fields.title")}
            locale={locale}
            registration={form.register(`title.${locale}`)}
            error={errors.title?.[locale]?.message}
            required={locale === "id"}
            testId={`video-title-${locale}`}
          />
        )}
      </TranslationTabs>
      <SortOrderField
        registration={form.register("sort_order")}
        error={errors.sort_order?.message}
        className="max-w-xs"
      />
    </DialogForm>
  );
}
