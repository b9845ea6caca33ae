import { Building2, MessageCircle, Phone, Plus } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { branchClient, branchKeys } from "#app/modules/account/account.api-client";
import type { BranchDto } from "#app/modules/account/branch.contract";
import { toLocale } from "#app/shared/i18n/config";
import { pickLocale } from "#app/shared/translate";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { EditDialog } from "#app/shared/ui/form-dialog";
import { ContentTable, useDialogActionsColumn } from "#app/shared/ui/list-kit";
import { Badge } from "#app/shared/ui/page-header";
import { recordColumn } from "#app/shared/ui/record-column";
import { useEditDialog } from "#app/shared/ui/use-edit-dialog";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import { BranchEditor } from "./branch-form";
import { OfficeScreen } from "./office-screen";

/**
 * /panel/branch (the owner: the staff permission): the head office and the branches, added and
 * edited in a dialog. A branch someone belongs to is not deleted (the API answers 409, whose
 * message says to deactivate it), only deactivated (docs/product.md §Staff roles and branches).
 */
export function BranchList() {
  const { t, i18n } = useTranslation(["branch", "catalog_admin"]);
  const locale = toLocale(i18n.language) ?? "id";
  const deleteRecord = useDeleteRecord();
  const { editing, openNew, openEdit, close } = useEditDialog(branchKeys.all, branchClient.get);

  const nameOf = useCallback((b: BranchDto) => pickLocale(b.name, locale), [locale]);
  const onDelete = useCallback(
    (b: BranchDto) =>
      void deleteRecord(() => branchClient.remove(b.id), { invalidate: [branchKeys.all], name: nameOf(b) }),
    [deleteRecord, nameOf],
  );
  const onEdit = useCallback((b: BranchDto) => void openEdit(b), [openEdit]);
  const actions = useDialogActionsColumn<BranchDto>(nameOf, onEdit, onDelete);
  const columns = useMemo<ColumnDef<BranchDto>[]>(
    () => [
      recordColumn(
        "name",
        () => t("column.name"),
        (b) => (
          <span className="block min-w-0">
            <span className="font-semibold break-words text-slate-900" data-testid="row-name">
              {nameOf(b)}
            </span>
            {b.head_office ? (
              <span className="ml-2 align-middle">
                <Badge tone="blue" testId="row-head-office">
                  {t("head_office")}
                </Badge>
              </span>
            ) : null}
            {b.address ? (
              <span className="block max-w-xs text-sm whitespace-pre-line text-slate-600">{b.address}</span>
            ) : null}
            {/* Phones have no room for the other columns: what they hold comes under the name. */}
            <span className="mt-1 block text-sm text-slate-700 md:hidden">
              <Numbers branch={b} />
            </span>
            <span className="mt-1 block sm:hidden">
              <ActiveBadge active={b.active} />
            </span>
          </span>
        ),
        { rowHeader: true, className: "whitespace-normal" },
      ),
      recordColumn(
        "contact",
        () => t("column.contact"),
        (b) => (
          <span className="block text-sm text-slate-800">
            {b.phone || b.whatsapp ? <Numbers branch={b} /> : <span className="text-slate-600">—</span>}
          </span>
        ),
        { className: "hidden md:table-cell" },
      ),
      recordColumn(
        "users",
        () => t("column.users"),
        (b) => (
          <span className="tabular-nums" data-testid="row-users">
            {b.users}
          </span>
        ),
        { className: "hidden sm:table-cell" },
      ),
      recordColumn(
        "status",
        () => t("column.status"),
        (b) => <ActiveBadge active={b.active} testId="row-status" />,
        {
          className: "hidden w-px sm:table-cell",
        },
      ),
      actions,
    ],
    [t, nameOf, actions],
  );

  return (
    <OfficeScreen
      title={t("list.title")}
      intro={t("list.intro")}
      add={{ label: t("list.add"), icon: Plus, onClick: openNew, testId: "branch-add" }}
    >
      <ContentTable<BranchDto>
        resource="branch"
        list={branchClient.list}
        columns={columns}
        caption={t("list.title")}
        searchLabel={t("list.search")}
        emptyTitle={t("list.empty")}
        emptyHint={t("list.empty_hint")}
        emptyIcon={<Building2 aria-hidden className="size-6" />}
        testId="branch-table"
      />
      <EditDialog editing={editing} onClose={close} titles={[t("list.add"), t("list.edit")]} testId="branch-dialog">
        {(record) => <BranchEditor record={record} onDone={close} />}
      </EditDialog>
    </OfficeScreen>
  );
}

/** A branch's phone and WhatsApp numbers, one a line, each marked by its icon (and named for screen readers). */
function Numbers({ branch }: { branch: BranchDto }) {
  const { t } = useTranslation("branch");
  const numbers = [
    { key: "phone", icon: Phone, label: t("fields.phone"), value: branch.phone },
    { key: "whatsapp", icon: MessageCircle, label: t("fields.whatsapp"), value: branch.whatsapp },
  ];
  return numbers.map(({ key, icon: Icon, label, value }) =>
    value ? (
      <span key={key} className="flex items-center gap-1.5 whitespace-nowrap tabular-nums" title={label}>
        <Icon aria-hidden className="size-3.5 shrink-0 text-slate-500" />
        <span className="sr-only">{label}:</span>
        {value}
      </span>
    ) : null,
  );
}

/** Whether a branch may be chosen: active (green) or inactive (grey). */
function ActiveBadge({ active, testId }: { active: boolean; testId?: string }) {
  const { t } = useTranslation("branch");
  return (
    <Badge tone={active ? "green" : "slate"} testId={testId}>
      {active ? t("status.active") : t("status.inactive")}
    </Badge>
  );
}
