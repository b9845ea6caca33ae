import { sortOrderColumn } from "#app/shared/ui/data-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { Video } from "lucide-react";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import {
  type VideoDto,
  type VideoEditDto,
  type VideoInput,
  videoInput,
  youtubeIdInput,
} from "#app/modules/content/content.contract";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { InputField } from "#app/shared/ui/bound-fields";
import { emptyTranslations, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { DialogForm } from "#app/shared/ui/list-kit";
import { SortOrderField, TranslatedFields } from "#app/shared/ui/record-fields";
import { MediaList, useMediaEditor } from "./media-list";
import { thumbColumn } from "./record-list";
import { useContentT } from "./use-content-t";
import { translationFields } from "#app/shared/translatable.contract";

const thumbnailOf = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
const nameOf = (v: VideoDto) => v.title;

/** YouTube videos of the gallery, added and edited in a dialog. */
export function VideoList() {
  const { t } = useContentT();
  const columns = useMemo<ColumnDef<VideoDto>[]>(
    () => [
      thumbColumn("thumbnail", t("ui.video.thumbnail"), (v) => v.thumbnail_url, "wide"),
      recordColumn<VideoDto>(
        "title",
        () => t("ui.fields.title"),
        (v) => (
          <span>
            <span className="block font-medium text-slate-900">{v.title}</span>
            <code className="text-xs text-slate-600">{v.video_id}</code>
          </span>
        ),
        { rowHeader: true },
      ),
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

const tr = translationFields;
const videoForm = z
  .object({ video_id: z.string(), title: tr, sort_order: z.string() })
  .transform((v): VideoInput => ({ video_id: v.video_id, title: v.title, sort_order: numberField(v.sort_order) }))
  .pipe(videoInput);

const EMPTY = { video_id: "", title: emptyTranslations(), sort_order: "0" };
const toValues = (record: VideoEditDto) => ({
  video_id: record.video_id,
  title: toTranslationFields(record.title),
  sort_order: String(record.sort_order),
});

function VideoEditor({ record, onDone }: { record?: VideoEditDto; onDone: () => void }) {
  const { t } = useContentT();
  const { form, tabs, dialogProps } = useMediaEditor("video", {
    schema: videoForm,
    record,
    empty: EMPTY,
    toValues,
    onDone,
  });
  const typed = useWatch({ control: form.control, name: "video_id" });
  const parsed = youtubeIdInput.safeParse(typed ?? "");

  return (
    <DialogForm {...dialogProps}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <InputField
          form={form}
          name="video_id"
          label={t("ui.fields.video_id")}
          hint={t("ui.fields.video_id_hint")}
          required
          className="flex-1"
          type="text"
          autoCapitalize="none"
          spellCheck={false}
          data-testid="video-id"
        />
        {parsed.success ? (
          <img
            src={thumbnailOf(parsed.data)}
            alt={t("ui.video.thumbnail")}
            className="h-24 w-40 shrink-0 rounded-md bg-slate-100 object-cover"
            data-testid="video-preview"
          />
        ) : null}
      </div>
      <TranslatedFields
        form={form}
        tabs={tabs}
        testId="video"
        fields={[{ name: "title", label: t("ui.fields.title"), required: true }]}
      />
      <SortOrderField form={form} className="max-w-xs" />
    </DialogForm>
  );
}
