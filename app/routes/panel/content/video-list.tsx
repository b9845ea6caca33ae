import { useQueryClient } from "@tanstack/react-query";
import { Plus, Video } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import {
  type VideoInput,
  type videoDto,
  type videoEditDto,
  videoInput,
  youtubeIdInput,
} from "#app/modules/content/content.contract";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { api } from "#app/shared/http/client";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { emptyTranslations, localesWithErrors, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { handleWriteError, panelGet } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { langAttr, languageLabel, TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/video-list";
import { ContentTable, contentKey, Thumb, useContentT, useDialogActionsColumn } from "#app/shared/ui/list-kit";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: t("ui.video.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type VideoRow = z.infer<typeof videoDto>;
type VideoEdit = z.infer<typeof videoEditDto>;
const KEY = contentKey("video");
const thumbnailOf = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/** /panel/gallery/video: YouTube videos of the gallery, added and edited in a dialog. */
export default function VideoList() {
  const { t } = useContentT();
  const queryClient = useQueryClient();
  const deleteRecord = useDeleteRecord();
  const [editing, setEditing] = useState<VideoEdit | "new" | null>(null);
  const nameOf = useCallback((v: VideoRow) => v.title, []);
  const onEdit = useCallback(
    async (v: VideoRow) => {
      try {
        const res = await queryClient.fetchQuery({
          queryKey: [...KEY, "edit", v.id],
          queryFn: ({ signal }) => panelGet<{ data: VideoEdit }>(`/gallery/video/${v.id}/edit`, signal),
          staleTime: 0,
        });
        setEditing(res.data);
      } catch (err) {
        handleWriteError(err, t("catalog_admin:ui.unavailable"));
      }
    },
    [queryClient, t],
  );
  const onDelete = useCallback(
    (v: VideoRow) => void deleteRecord(`/gallery/video/${v.id}`, { invalidate: [KEY], name: v.title }),
    [deleteRecord],
  );
  const actions = useDialogActionsColumn<VideoRow>(nameOf, (v) => void onEdit(v), onDelete);
  const columns = useMemo<ColumnDef<VideoRow>[]>(
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
      {
        id: "order",
        header: () => t("catalog_admin:fields.sort_order"),
        cell: ({ row }) => <span className="tabular-nums">{row.original.sort_order}</span>,
        meta: { className: "hidden w-px whitespace-nowrap sm:table-cell" },
      },
      actions,
    ],
    [t, actions],
  );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t("ui.video.list_title")}
        description={t("ui.video.list_intro")}
        actions={
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => setEditing("new")}
            data-testid="video-add"
          >
            <Plus aria-hidden className="size-5" />
            {t("ui.video.add")}
          </button>
        }
      />
      <ContentTable<VideoRow>
        resource="video"
        path="/gallery/video"
        columns={columns}
        caption={t("ui.video.list_title")}
        searchLabel={t("ui.video.search")}
        emptyTitle={t("ui.video.empty")}
        emptyHint={t("ui.video.empty_hint")}
        emptyIcon={<Video aria-hidden className="size-6" />}
        testId="video-table"
      />
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? t("ui.video.add") : t("ui.video.edit")}
        testId="video-dialog"
      >
        {editing !== null ? (
          <VideoEditor record={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        ) : null}
      </FormDialog>
    </div>
  );
}

const tr = z.object({ id: z.string(), en: z.string(), my: z.string() });
const videoForm = z
  .object({ video_id: z.string(), title: tr, sort_order: z.string() })
  .transform((v): VideoInput => ({ video_id: v.video_id, title: v.title, sort_order: numberField(v.sort_order) }))
  .pipe(videoInput);

function VideoEditor({ record, onDone }: { record?: VideoEdit; onDone: () => void }) {
  const { t } = useContentT();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const [tab, setTab] = useState<Locale>("id");
  const form = useContractForm(videoForm, {
    defaultValues: record
      ? { video_id: record.video_id, title: toTranslationFields(record.title), sort_order: String(record.sort_order) }
      : { video_id: "", title: emptyTranslations(), sort_order: "0" },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: "video_id" });
  const parsed = youtubeIdInput.safeParse(typed ?? "");

  const submit = form.handleSubmit(
    async (input) => {
      if (record && !(await confirmUpdate())) return;
      try {
        const res = await api<{ message: string }>(record ? `/gallery/video/${record.id}` : "/gallery/video", {
          method: record ? "PUT" : "POST",
          body: input,
        });
        toast.success(res.message);
        await queryClient.invalidateQueries({ queryKey: KEY });
        onDone();
      } catch (err) {
        handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
      }
    },
    (errs) => {
      const locs = localesWithErrors(errs);
      if (locs.length && !locs.includes(tab)) setTab(locs[0]);
    },
  );

  return (
    <form
      onSubmit={(e) => {
        e.stopPropagation();
        void submit(e);
      }}
      noValidate
      className="space-y-4"
      data-testid="video-form"
    >
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
      <TranslationTabs
        value={tab}
        onValueChange={setTab}
        errorLocales={localesWithErrors(errors)}
        label={t("catalog_admin:ui.language_tabs")}
      >
        {(locale) => (
          <FormField
            label={languageLabel(t("ui.fields.title"), locale)}
            error={errors.title?.[locale]?.message}
            required={locale === "id"}
            optionalLabel={t("catalog_admin:ui.optional")}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.register(`title.${locale}`)}
                lang={langAttr(locale)}
                type="text"
                className={controlClass}
                data-testid={`video-title-${locale}`}
              />
            )}
          </FormField>
        )}
      </TranslationTabs>
      <FormField
        label={t("catalog_admin:fields.sort_order")}
        error={errors.sort_order?.message}
        hint={t("catalog_admin:fields.sort_order_hint")}
        className="max-w-xs"
      >
        {(a11y) => (
          <input
            {...a11y}
            {...form.register("sort_order")}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className={controlClass}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          {t("catalog_admin:ui.cancel")}
        </button>
        <SubmitButton loading={isSubmitting} loadingLabel={t("catalog_admin:ui.saving")} data-testid="video-save">
          {t("catalog_admin:ui.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
