import { useQueryClient } from "@tanstack/react-query";
import { Images, Plus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import { type PhotoInput, type photoDto, type photoEditDto, photoInput } from "#app/modules/content/content.contract";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { api } from "#app/shared/http/client";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { emptyTranslations, localesWithErrors, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { type ImageDto, ImageUpload } from "#app/modules/media/ui/image-upload";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { handleWriteError, panelGet } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { langAttr, languageLabel, TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/photo-list";
import { ContentTable, contentKey, pathError, Thumb, useContentT, useDialogActionsColumn } from "#app/shared/ui/list-kit";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: t("ui.photo.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type Photo = z.infer<typeof photoDto>;
type PhotoEdit = z.infer<typeof photoEditDto>;
const KEY = contentKey("photo");

/** /panel/gallery: the photo gallery; photos are added and edited in a dialog. */
export default function PhotoList() {
  const { t } = useContentT();
  const queryClient = useQueryClient();
  const deleteRecord = useDeleteRecord();
  const [editing, setEditing] = useState<PhotoEdit | "new" | null>(null);
  const nameOf = useCallback((p: Photo) => p.caption || t("ui.photo.untitled", { id: p.id }), [t]);
  const onEdit = useCallback(
    async (p: Photo) => {
      try {
        const res = await queryClient.fetchQuery({
          queryKey: [...KEY, "edit", p.id],
          queryFn: ({ signal }) => panelGet<{ data: PhotoEdit }>(`/gallery/${p.id}/edit`, signal),
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
    (p: Photo) => void deleteRecord(`/gallery/${p.id}`, { invalidate: [KEY], name: nameOf(p) }),
    [deleteRecord, nameOf],
  );
  const actions = useDialogActionsColumn<Photo>(nameOf, (p) => void onEdit(p), onDelete);
  const columns = useMemo<ColumnDef<Photo>[]>(
    () => [
      {
        id: "image",
        header: () => <span className="sr-only">{t("catalog_admin:fields.image")}</span>,
        cell: ({ row }) => <Thumb src={row.original.image.url} />,
        meta: { className: "w-px" },
      },
      {
        id: "caption",
        header: () => t("ui.fields.caption"),
        cell: ({ row }) => <span className="font-medium text-slate-900">{nameOf(row.original)}</span>,
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
    [t, nameOf, actions],
  );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t("ui.photo.list_title")}
        description={t("ui.photo.list_intro")}
        actions={
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => setEditing("new")}
            data-testid="photo-add"
          >
            <Plus aria-hidden className="size-5" />
            {t("ui.photo.add")}
          </button>
        }
      />
      <ContentTable<Photo>
        resource="photo"
        path="/gallery"
        columns={columns}
        caption={t("ui.photo.list_title")}
        searchLabel={t("ui.photo.search")}
        emptyTitle={t("ui.photo.empty")}
        emptyHint={t("ui.photo.empty_hint")}
        emptyIcon={<Images aria-hidden className="size-6" />}
        testId="photo-table"
      />
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? t("ui.photo.add") : t("ui.photo.edit")}
        testId="photo-dialog"
      >
        {editing !== null ? (
          <PhotoEditor record={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        ) : null}
      </FormDialog>
    </div>
  );
}

const tr = z.object({ id: z.string(), en: z.string(), my: z.string() });
const photoForm = z
  .object({ image: z.custom<ImageDto | null>(), caption: tr, sort_order: z.string() })
  .transform(
    (v): PhotoInput => ({ image_id: v.image?.id as string, caption: v.caption, sort_order: numberField(v.sort_order) }),
  )
  .pipe(photoInput);

function PhotoEditor({ record, onDone }: { record?: PhotoEdit; onDone: () => void }) {
  const { t } = useContentT();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const [tab, setTab] = useState<Locale>("id");
  const form = useContractForm(photoForm, {
    defaultValues: record
      ? { image: record.image, caption: toTranslationFields(record.caption), sort_order: String(record.sort_order) }
      : { image: null, caption: emptyTranslations(), sort_order: "0" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (input) => {
      if (record && !(await confirmUpdate())) return;
      try {
        const res = await api<{ message: string }>(record ? `/gallery/${record.id}` : "/gallery", {
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
      data-testid="photo-form"
    >
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageUpload
            label={`${t("catalog_admin:fields.image")} *`}
            hint={t("catalog_admin:image.hint")}
            value={field.value ?? null}
            onChange={field.onChange}
            error={pathError(errors, "image_id")}
            testId="photo-image"
          />
        )}
      />
      <TranslationTabs
        value={tab}
        onValueChange={setTab}
        errorLocales={localesWithErrors(errors)}
        label={t("catalog_admin:ui.language_tabs")}
      >
        {(locale) => (
          <FormField
            label={languageLabel(t("ui.fields.caption"), locale)}
            error={errors.caption?.[locale]?.message}
            optionalLabel={t("catalog_admin:ui.optional")}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.register(`caption.${locale}`)}
                lang={langAttr(locale)}
                type="text"
                className={controlClass}
                data-testid={`photo-caption-${locale}`}
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
        <SubmitButton loading={isSubmitting} loadingLabel={t("catalog_admin:ui.saving")} data-testid="photo-save">
          {t("catalog_admin:ui.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
