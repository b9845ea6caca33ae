import { Pencil, UserCog, UserPlus } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { staffClient, staffKeys } from "#app/modules/account/account.api-client";
import type { StaffDto } from "#app/modules/account/staff.contract";
import { STAFF_ROLES } from "#app/shared/staff-access";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { EditDialog } from "#app/shared/ui/form-dialog";
import { ContentTable, ParamSelect } from "#app/shared/ui/list-kit";
import { Badge } from "#app/shared/ui/page-header";
import { recordColumn } from "#app/shared/ui/record-column";
import { RowAction } from "#app/shared/ui/row-actions";
import { useEditDialog } from "#app/shared/ui/use-edit-dialog";
import { type ListParams, pickParam, useListParams } from "#app/shared/ui/use-list-params";
import { UserAvatar } from "./customer-kit";
import { OfficeScreen } from "./office-screen";
import { useRootData } from "./root-data";
import { StaffEditForm, StaffInviteForm, StaffStatusBadge } from "./staff-form";
import { type BranchChoice, useBranches } from "./use-branches";

const STATUSES = ["true", "false"] as const;

/** The list's filters as the URL holds them (an unknown value counts as none). */
function readFilters(list: Pick<ListParams, "get">) {
  return {
    staff_role: pickParam(list, "staff_role", STAFF_ROLES, ""),
    branch_id: /^[1-9]\d{0,9}$/.test(list.get("branch_id")) ? list.get("branch_id") : "",
    active: pickParam(list, "active", STATUSES, ""),
  };
}

/**
 * /panel/staff (the owner: the staff permission): the agency's staff accounts with their role,
 * branch and status, searched and filtered; a colleague is invited, changed and deactivated in a
 * dialog (docs/product.md §Staff roles and branches).
 */
export function StaffList() {
  const { t } = useTranslation(["staff", "catalog_admin"]);
  const me = useRootData()?.user;
  const { branches, nameOf } = useBranches();
  const filters = useStaffFilters(branches);
  const { editing, openNew, openEdit, close } = useEditDialog(staffKeys.all, staffClient.get);

  const branchLabel = useCallback(
    (id: number | null) => (id === null ? t("all_branches") : (nameOf(id) ?? "—")),
    [t, nameOf],
  );
  const columns = useMemo<ColumnDef<StaffDto>[]>(
    () => [
      recordColumn(
        "name",
        () => t("column.name"),
        (s) => (
          <div className="flex min-w-0 items-start gap-3">
            <UserAvatar name={s.name} src={null} />
            <div className="min-w-0">
              <span className="font-semibold break-words text-slate-900" data-testid="row-name">
                {s.name}
              </span>
              {me?.id === s.id ? (
                <span className="ml-2 align-middle">
                  <Badge tone="blue">{t("list.you")}</Badge>
                </span>
              ) : null}
              {/* Phones have no room for the other columns: what matters comes under the name. */}
              <span className="block text-sm break-all text-slate-600 md:hidden">
                @{s.username} · {s.email}
              </span>
              <span className="block text-sm text-slate-700 lg:hidden">
                <span className="sm:hidden">{t(`roles.${s.staff_role}`)} · </span>
                {branchLabel(s.branch_id)}
              </span>
              <span className="mt-1 block sm:hidden">
                <StaffStatusBadge staff={s} />
              </span>
            </div>
          </div>
        ),
        { rowHeader: true, className: "whitespace-normal" },
      ),
      recordColumn(
        "login",
        () => t("column.login"),
        (s) => (
          <span className="block min-w-0">
            <span className="block text-slate-900">@{s.username}</span>
            <span className="block max-w-64 truncate text-sm text-slate-600" title={s.email}>
              {s.email}
            </span>
          </span>
        ),
        { className: "hidden md:table-cell" },
      ),
      recordColumn(
        "role",
        () => t("column.role"),
        (s) => <span data-testid="row-role">{t(`roles.${s.staff_role}`)}</span>,
        { className: "hidden sm:table-cell" },
      ),
      recordColumn(
        "branch",
        () => t("column.branch"),
        (s) => (
          <span className={s.branch_id === null ? "text-slate-600" : "text-slate-900"} data-testid="row-branch">
            {branchLabel(s.branch_id)}
          </span>
        ),
        { className: "hidden lg:table-cell" },
      ),
      recordColumn(
        "status",
        () => t("column.status"),
        (s) => <StaffStatusBadge staff={s} testId="row-status" />,
        { className: "hidden sm:table-cell" },
      ),
      recordColumn(
        "actions",
        () => <span className="sr-only">{t("catalog_admin:ui.actions")}</span>,
        (s) => (
          <div className="flex justify-end">
            <RowAction
              icon={Pencil}
              title={t("catalog_admin:ui.edit")}
              label={t("catalog_admin:ui.edit_named", { name: s.name })}
              onClick={() => void openEdit(s)}
              testId="row-edit"
            />
          </div>
        ),
        { className: "w-px" },
      ),
    ],
    [t, me?.id, branchLabel, openEdit],
  );

  return (
    <OfficeScreen
      title={t("list.title")}
      intro={t("list.intro")}
      add={{ label: t("list.invite"), icon: UserPlus, onClick: openNew, testId: "staff-add" }}
    >
      <ContentTable<StaffDto>
        resource="staff"
        list={staffClient.list}
        extra={filters.extra}
        filters={filters.render}
        columns={columns}
        caption={t("list.title")}
        searchLabel={t("list.search")}
        emptyTitle={t("list.empty")}
        emptyHint={t("list.empty_hint")}
        emptyIcon={<UserCog aria-hidden className="size-6" />}
        testId="staff-table"
      />
      <EditDialog
        editing={editing}
        onClose={close}
        titles={[t("form.invite_title"), t("form.edit_title")]}
        description={editing === "new" ? t("form.invite_intro") : undefined}
        testId="staff-dialog"
      >
        {(record) =>
          record ? (
            <StaffEditForm record={record} self={me?.id === record.id} onDone={close} invalidate={staffKeys.all} />
          ) : (
            <StaffInviteForm onDone={close} invalidate={staffKeys.all} />
          )
        }
      </EditDialog>
    </OfficeScreen>
  );
}

/**
 * The search and the role, status and branch filters, all in the URL. The status goes to the API as
 * 1 / 0: the list table counts `true` as no filter (the `all=true` of other lists), and an "active
 * only" list that finds nobody should say "no results", not "no staff yet".
 */
function useStaffFilters(branches: BranchChoice[]) {
  const { t } = useTranslation("staff");
  const list = useListParams();
  const { staff_role, branch_id, active } = readFilters(list);
  const extra = useMemo(
    () => ({ staff_role, branch_id, active: active && (active === "true" ? "1" : "0") }),
    [staff_role, branch_id, active],
  );
  const selects = useMemo(
    () => [
      {
        param: "staff_role",
        label: t("column.role"),
        value: staff_role,
        options: [
          { value: "", label: t("filters.any_role") },
          ...STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
        ],
        testId: "filter-role",
      },
      {
        param: "active",
        label: t("column.status"),
        value: active,
        options: [
          { value: "", label: t("filters.any_status") },
          { value: "true", label: t("status.active") },
          { value: "false", label: t("status.inactive") },
        ],
        testId: "filter-active",
      },
      {
        param: "branch_id",
        label: t("column.branch"),
        value: branch_id,
        options: [
          { value: "", label: t("filters.any_branch") },
          ...branches.map((b) => ({ value: String(b.id), label: b.label })),
        ],
        // The longest names: the whole width on phones.
        className: "col-span-2 sm:col-span-1",
        testId: "filter-branch",
      },
    ],
    [t, staff_role, active, branch_id, branches],
  );
  const render = (l: ListParams) => (
    <div className="grid grid-cols-2 gap-3 sm:flex-1 sm:grid-cols-3" data-testid="staff-filters">
      {selects.map((select) => (
        <ParamSelect key={select.param} set={l.set} {...select} />
      ))}
    </div>
  );
  return { extra, render };
}
