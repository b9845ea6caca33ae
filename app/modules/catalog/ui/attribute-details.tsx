import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Tags } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import {
  type AttributeDetailInput,
  attributeDetailInput,
  type attributeDetailEditDto,
  pricePer,
} from "#app/modules/catalog/catalog.contract";
import type { Locale } from "#app/shared/i18n/config";
import { catalogClient, catalogKeys, catalogQueries } from "#app/modules/catalog/catalog.api-client";
import { MoneyField } from "#app/shared/ui/bound-fields";
import { DialogForm } from "#app/shared/ui/list-kit";
import { SortOrderField, TranslatedFields } from "#app/shared/ui/record-fields";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { type ColumnDef, DataTable, EmptyState } from "#app/shared/ui/data-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { LoadFailed } from "#app/shared/ui/form-actions";
import { EditDialog } from "#app/shared/ui/form-dialog";
import { emptyTranslations, localesWithErrors, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { Badge, buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { toLocale } from "#app/shared/i18n/config";
import { pickLocale } from "#app/shared/translate";
import { handleWriteError } from "#app/shared/http/panel-api";
import { RowAction, RowActions } from "#app/shared/ui/row-actions";
import { RadioCards } from "#app/shared/ui/choice-group";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import { translationFields } from "#app/shared/translatable.contract";
import { ActionButton } from "#app/shared/ui/buttons/action-button";

type DetailEdit = z.infer<typeof attributeDetailEditDto>;

/**
 * /panel/tour/attribute/{id}/detail: the options of one extra-price group (Quad, Triple,
 * Double), each with its name per language, a price and whether it is charged per pax or once
 * per booking. Added and edited in a dialog; each change is saved at once.
 */
export function AttributeDetails({ id }: { id: number }) {
  const { t, i18n } = useTranslation("catalog_admin");
  const { format } = useSiteMoney();
  const deleteRecord = useDeleteRecord();
  const locale = i18n.language;
  const [editing, setEditing] = useState<DetailEdit | "new" | null>(null);

  // The group's name and rule for the header (the cached copy will do, unlike on its form).
  const attribute = useQuery({ ...catalogQueries.attributeEdit(id), staleTime: undefined, gcTime: undefined });
  const details = useQuery(catalogQueries.attributeDetails(id));
  const rows = details.data?.data;
  const attributeName = attribute.data ? pickLocale(attribute.data.data.name, toLocale(locale) ?? "id") : "";

  const openEdit = useCallback((detail: DetailEdit) => setEditing(detail), []);
  const columns = useMemo<ColumnDef<DetailEdit>[]>(
    () => [
      recordColumn<DetailEdit>(
        "name",
        () => t("fields.name"),
        (d) => <span className="font-medium text-slate-900">{pickLocale(d.name, toLocale(locale) ?? "id")}</span>,
        { rowHeader: true },
      ),
      recordColumn<DetailEdit>(
        "price",
        () => t("fields.price"),
        (d) => (
          <span className="tabular-nums">
            {format(d.price)}
            <span className="block text-xs text-slate-600 sm:hidden">{t(`per.${d.per}`)}</span>
          </span>
        ),
      ),
      recordColumn<DetailEdit>(
        "per",
        () => t("fields.per"),
        (d) => <Badge tone={d.per === "pax" ? "blue" : "slate"}>{t(`per.${d.per}`)}</Badge>,
        { className: "hidden sm:table-cell" },
      ),
      recordColumn<DetailEdit>(
        "actions",
        () => <span className="sr-only">{t("ui.actions")}</span>,
        (d) => {
          const name = pickLocale(d.name, toLocale(locale) ?? "id");
          return (
            <RowActions
              name={name}
              onDelete={() =>
                void deleteRecord(() => catalogClient.deleteAttributeDetail(id, d.id), {
                  invalidate: [catalogKeys.attributes],
                  name,
                })
              }
              extra={
                <RowAction
                  icon={Pencil}
                  title={t("ui.edit")}
                  label={t("ui.edit_named", { name })}
                  onClick={() => openEdit(d)}
                  testId="detail-edit"
                />
              }
            />
          );
        },
        { className: "w-px" },
      ),
    ],
    [t, locale, format, deleteRecord, id, openEdit],
  );

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={attributeName ? t("detail.title_named", { name: attributeName }) : t("detail.title")}
        description={
          attribute.data
            ? `${t("detail.intro")} ${t(`choice_rule.${attribute.data.data.choice_rule}_help`)}`
            : t("detail.intro")
        }
        back={{ to: "/panel/tour/attribute", label: t("attribute.back") }}
        actions={
          <>
            <Link to={`/panel/tour/attribute/${id}`} className={buttonClass.secondary}>
              <Pencil aria-hidden className="size-4" />
              {t("detail.edit_group")}
            </Link>
            <ActionButton look="primary" icon={Plus} large onClick={() => setEditing("new")} data-testid="detail-add">
              {t("detail.add")}
            </ActionButton>
          </>
        }
      />
      {details.isError && !rows ? (
        <LoadFailed backTo="/panel/tour/attribute" onRetry={() => void details.refetch()} />
      ) : (
        <DataTable
          data={rows ?? NO_ROWS}
          columns={columns}
          caption={attributeName ? t("detail.title_named", { name: attributeName }) : t("detail.title")}
          loading={!rows}
          skeletonRows={3}
          getRowId={(row) => String(row.id)}
          testId="detail-table"
          empty={
            <EmptyState
              icon={<Tags aria-hidden className="size-6" />}
              title={t("detail.empty")}
              text={t("detail.empty_hint")}
            />
          }
        />
      )}
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={[t("detail.add"), t("detail.edit")]}
        testId="detail-dialog"
      >
        {(record) => <DetailEditor attributeId={id} record={record} onDone={() => setEditing(null)} />}
      </EditDialog>
    </div>
  );
}

const NO_ROWS: DetailEdit[] = [];

function DetailEditor({
  attributeId,
  record,
  onDone,
}: {
  attributeId: number;
  record?: DetailEdit;
  onDone: () => void;
}) {
  const { t } = useTranslation("catalog_admin");
  const money = useSiteMoney();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const [tab, setTab] = useState<Locale>("id");
  const { fromField, toField } = money;
  const schema = useMemo(
    () =>
      z
        .object({
          name: translationFields,
          price: z.string(),
          per: z.string(),
          sort_order: z.string(),
        })
        .transform(
          (v): AttributeDetailInput => ({
            name: v.name,
            price: fromField(v.price) as number,
            per: v.per as AttributeDetailInput["per"],
            sort_order: numberField(v.sort_order),
          }),
        )
        .pipe(attributeDetailInput),
    [fromField],
  );
  const form = useContractForm(schema, {
    defaultValues: record
      ? {
          name: toTranslationFields(record.name),
          price: toField(record.price),
          per: record.per,
          sort_order: String(record.sort_order),
        }
      : { name: emptyTranslations(), price: "", per: "pax", sort_order: "0" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (input) => {
      if (record && !(await confirmUpdate())) return;
      try {
        const res = await catalogClient.saveAttributeDetail(attributeId, record?.id, input);
        toast.success(res.message);
        await queryClient.invalidateQueries({ queryKey: catalogKeys.attributes });
        onDone();
      } catch (err) {
        handleWriteError(err, t("ui.unavailable"), form);
      }
    },
    (errs) => {
      const locs = localesWithErrors(errs);
      if (locs.length && !locs.includes(tab)) setTab(locs[0]);
    },
  );

  return (
    <DialogForm testId="detail" onSubmit={submit} saving={isSubmitting} onCancel={onDone}>
      <TranslatedFields
        form={form}
        tabs={{
          value: tab,
          onValueChange: setTab,
          errorLocales: localesWithErrors(errors),
          label: t("ui.language_tabs"),
          testIdPrefix: "detail-lang-tab",
        }}
        testId="detail"
        fields={[{ name: "name", label: t("fields.name"), required: true }]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField form={form} name="price" label={t("fields.price")} required testId="detail-price" />
        <SortOrderField form={form} />
      </div>
      <RadioCards
        legend={t("fields.per")}
        options={pricePer.options}
        registration={form.register("per")}
        label={(per) => t(`per.${per}`)}
        help={(per) => t(`per.${per}_help`)}
        testId={(per) => `detail-per-${per}`}
      />
    </DialogForm>
  );
}
