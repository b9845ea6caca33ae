import { useQueryClient } from "@tanstack/react-query";
import { GalleryHorizontal, Plus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import {
  type SliderInput,
  type sliderDto,
  type sliderEditDto,
  sliderInput,
} from "#app/modules/content/content.contract";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { api } from "#app/shared/http/client";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { FormDialog } from "#app/shared/ui/form-dialog";
import {
  emptyTranslations,
  localesWithErrors,
  numberField,
  optionalText,
  toTranslationFields,
} from "#app/shared/ui/form-values";
import { type ImageDto, ImageUpload } from "#app/modules/media/ui/image-upload";
import { Badge, buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { handleWriteError, panelGet } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { langAttr, languageLabel, TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/slider-list";
import {
  CheckboxField,
  ContentTable,
  contentKey,
  pathError,
  Thumb,
  useContentT,
  useDialogActionsColumn,
} from "#app/shared/ui/list-kit";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: t("ui.slider.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type Slide = z.infer<typeof sliderDto>;
type SlideEdit = z.infer<typeof sliderEditDto>;
const KEY = contentKey("slider");
const ALL = { all: "true" };

/** /panel/gallery/slider: the home page slides, active or not, edited in a dialog. */
export default function SliderList() {
  const { t } = useContentT();
  const queryClient = useQueryClient();
  const deleteRecord = useDeleteRecord();
  const [editing, setEditing] = useState<SlideEdit | "new" | null>(null);
  const nameOf = useCallback((s: Slide) => s.title, []);
  const onEdit = useCallback(
    async (s: Slide) => {
      try {
        const res = await queryClient.fetchQuery({
          queryKey: [...KEY, "edit", s.id],
          queryFn: ({ signal }) => panelGet<{ data: SlideEdit }>(`/slider/${s.id}/edit`, signal),
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
    (s: Slide) => void deleteRecord(`/slider/${s.id}`, { invalidate: [KEY], name: s.title }),
    [deleteRecord],
  );
  const actions = useDialogActionsColumn<Slide>(nameOf, (s) => void onEdit(s), onDelete);
  const columns = useMemo<ColumnDef<Slide>[]>(
    () => [
      {
        id: "image",
        header: () => <span className="sr-only">{t("catalog_admin:fields.image")}</span>,
        cell: ({ row }) => <Thumb src={row.original.image.url} shape="wide" />,
        meta: { className: "w-px" },
      },
      {
        id: "title",
        header: () => t("ui.fields.title"),
        cell: ({ row }) => (
          <span>
            <span className="block font-medium text-slate-900">{row.original.title}</span>
            {row.original.caption ? (
              <span className="line-clamp-1 text-sm text-slate-600">{row.original.caption}</span>
            ) : null}
          </span>
        ),
        meta: { rowHeader: true },
      },
      {
        id: "active",
        header: () => t("ui.fields.active"),
        cell: ({ row }) =>
          row.original.active ? (
            <Badge tone="green">{t("ui.slider.active")}</Badge>
          ) : (
            <Badge tone="slate">{t("ui.slider.inactive")}</Badge>
          ),
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
        title={t("ui.slider.list_title")}
        description={t("ui.slider.list_intro")}
        actions={
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => setEditing("new")}
            data-testid="slider-add"
          >
            <Plus aria-hidden className="size-5" />
            {t("ui.slider.add")}
          </button>
        }
      />
      <ContentTable<Slide>
        resource="slider"
        path="/slider"
        extra={ALL}
        columns={columns}
        caption={t("ui.slider.list_title")}
        searchLabel={t("ui.slider.search")}
        emptyTitle={t("ui.slider.empty")}
        emptyHint={t("ui.slider.empty_hint")}
        emptyIcon={<GalleryHorizontal aria-hidden className="size-6" />}
        testId="slider-table"
      />
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? t("ui.slider.add") : t("ui.slider.edit")}
        testId="slider-dialog"
      >
        {editing !== null ? (
          <SlideEditor record={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        ) : null}
      </FormDialog>
    </div>
  );
}

const tr = z.object({ id: z.string(), en: z.string(), my: z.string() });
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

function SlideEditor({ record, onDone }: { record?: SlideEdit; onDone: () => void }) {
  const { t } = useContentT();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const [tab, setTab] = useState<Locale>("id");
  const form = useContractForm(slideForm, {
    defaultValues: record
      ? {
          image: record.image,
          title: toTranslationFields(record.title),
          caption: toTranslationFields(record.caption),
          link: record.link ?? "",
          sort_order: String(record.sort_order),
          active: record.active,
        }
      : {
          image: null,
          title: emptyTranslations(),
          caption: emptyTranslations(),
          link: "",
          sort_order: "0",
          active: true,
        },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (input) => {
      if (record && !(await confirmUpdate())) return;
      try {
        const res = await api<{ message: string }>(record ? `/slider/${record.id}` : "/slider", {
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
      data-testid="slider-form"
    >
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageUpload
            label={`${t("catalog_admin:fields.image")} *`}
            hint={t("ui.slider.image_hint")}
            value={field.value ?? null}
            onChange={field.onChange}
            error={pathError(errors, "image_id")}
            testId="slider-image"
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
          <div className="space-y-4">
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
                  data-testid={`slider-title-${locale}`}
                />
              )}
            </FormField>
            <FormField
              label={languageLabel(t("ui.fields.caption"), locale)}
              error={errors.caption?.[locale]?.message}
              optionalLabel={t("catalog_admin:ui.optional")}
            >
              {(a11y) => (
                <textarea
                  {...a11y}
                  {...form.register(`caption.${locale}`)}
                  lang={langAttr(locale)}
                  rows={2}
                  className={controlClass}
                  data-testid={`slider-caption-${locale}`}
                />
              )}
            </FormField>
          </div>
        )}
      </TranslationTabs>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("ui.fields.link")}
          error={errors.link?.message}
          hint={t("ui.fields.link_hint")}
          optionalLabel={t("catalog_admin:ui.optional")}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...form.register("link")}
              type="text"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              className={controlClass}
              data-testid="slider-link"
            />
          )}
        </FormField>
        <FormField
          label={t("catalog_admin:fields.sort_order")}
          error={errors.sort_order?.message}
          hint={t("catalog_admin:fields.sort_order_hint")}
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
      </div>
      <CheckboxField
        label={t("ui.fields.active")}
        hint={t("ui.slider.active_hint")}
        inputProps={form.register("active")}
        testId="slider-active"
      />
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          {t("catalog_admin:ui.cancel")}
        </button>
        <SubmitButton loading={isSubmitting} loadingLabel={t("catalog_admin:ui.saving")} data-testid="slider-save">
          {t("catalog_admin:ui.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
