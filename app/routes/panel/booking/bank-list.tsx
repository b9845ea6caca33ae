import { sortOrderColumn } from "#app/shared/ui/data-table";
import { useQueryClient } from "@tanstack/react-query";
import { Landmark, Plus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BankAccountDto } from "#app/modules/booking/booking.contract";
import { serverT } from "#app/shared/i18n/server";
import { ContentTable, contentKey, Thumb, useDialogActionsColumn } from "#app/shared/ui/list-kit";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { EditDialog } from "#app/shared/ui/form-dialog";
import { Badge, PageHeader } from "#app/shared/ui/page-header";
import { handleWriteError } from "#app/shared/http/panel-api";
import { bankClient, bankListClient } from "#app/modules/payment/payment.api-client";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/bank-list";
import { BankEditor, useVendorLabel } from "#app/modules/payment/ui/bank-form";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { recordColumn } from "#app/shared/ui/record-column";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "bank")("ui.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

const BANK_KEY = contentKey("bank");
const ALL = { all: "true" };

/** /panel/bank: the agency's bank accounts, active or not, added and edited in a dialog. */
export default function BankList() {
  const { t } = useTranslation(["bank", "catalog_admin"]);
  const queryClient = useQueryClient();
  const deleteRecord = useDeleteRecord();
  const vendorLabel = useVendorLabel();
  const [editing, setEditing] = useState<BankAccountDto | "new" | null>(null);

  const nameOf = useCallback((b: BankAccountDto) => `${b.bank_name} ${b.account_number}`, []);
  const onEdit = useCallback(
    async (b: BankAccountDto) => {
      try {
        const res = await queryClient.fetchQuery({
          queryKey: [...BANK_KEY, "edit", b.id],
          queryFn: ({ signal }) => bankClient.get(b.id, signal),
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
    (b: BankAccountDto) =>
      void deleteRecord(() => bankListClient.remove(b.id), { invalidate: [BANK_KEY], name: nameOf(b) }),
    [deleteRecord, nameOf],
  );
  const actions = useDialogActionsColumn<BankAccountDto>(nameOf, (b) => void onEdit(b), onDelete);
  const columns = useMemo<ColumnDef<BankAccountDto>[]>(
    () => [
      recordColumn(
        "logo",
        () => <span className="sr-only">{t("ui.fields.logo")}</span>,
        (rec) => <Thumb src={rec.logo?.url} shape="logo" />,
        { className: "hidden w-px sm:table-cell" },
      ),
      recordColumn(
        "bank",
        () => t("ui.fields.account"),
        (b) => (
          <span className="block min-w-0">
            <span className="block font-medium text-slate-900">{b.bank_name}</span>
            <span
              className="block font-mono text-sm tracking-wide whitespace-nowrap text-slate-800"
              data-testid="bank-number"
            >
              {b.account_number}
            </span>
            <span className="block text-sm text-slate-600">{b.account_holder}</span>
            {b.vendor && vendorLabel(b.vendor) !== b.bank_name ? (
              <span className="block text-xs text-slate-500 md:hidden">{vendorLabel(b.vendor)}</span>
            ) : null}
          </span>
        ),
        { rowHeader: true },
      ),
      recordColumn(
        "vendor",
        () => t("ui.fields.vendor"),
        (rec) => <span className="text-sm text-slate-700">{vendorLabel(rec.vendor) ?? "—"}</span>,
        { className: "hidden md:table-cell" },
      ),
      recordColumn(
        "active",
        () => <span className="sr-only sm:not-sr-only">{t("ui.fields.active")}</span>,
        (rec) => (
          <span className="flex flex-wrap gap-1">
            {rec.is_active ? (
              <Badge tone="green">{t("ui.active")}</Badge>
            ) : (
              <Badge tone="slate">{t("ui.inactive")}</Badge>
            )}
            {rec.is_escrow ? <Badge tone="amber">{t("ui.escrow")}</Badge> : null}
          </span>
        ),
        { className: "w-px" },
      ),
      sortOrderColumn(t("catalog_admin:fields.sort_order")),
      actions,
    ],
    [t, actions, vendorLabel],
  );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t("ui.list_title")}
        description={t("ui.list_intro")}
        actions={
          <ActionButton look="primary" icon={Plus} large onClick={() => setEditing("new")} data-testid="bank-add">
            {t("ui.add")}
          </ActionButton>
        }
      />
      <ContentTable<BankAccountDto>
        resource="bank"
        list={bankListClient.page}
        extra={ALL}
        columns={columns}
        caption={t("ui.list_title")}
        searchLabel={t("ui.search")}
        emptyTitle={t("ui.empty")}
        emptyHint={t("ui.empty_hint")}
        emptyIcon={<Landmark aria-hidden className="size-6" />}
        testId="bank-table"
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={[t("ui.add"), t("ui.edit")]}
        testId="bank-dialog"
      >
        {(record) => <BankEditor record={record} onDone={() => setEditing(null)} invalidate={BANK_KEY} />}
      </EditDialog>
    </div>
  );
}
