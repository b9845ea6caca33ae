import { UserPlus, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import {
  CUSTOMER_SORTS,
  type CustomerSort,
  type CustomerSummaryDto,
  USER_ROLES,
  type UserRole,
} from "#app/modules/account/customer.contract";
import { useRootData } from "#app/modules/account/ui/root-data";
import { useCan } from "#app/modules/account/ui/use-can";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import type { ColumnDef, SortingState } from "#app/shared/ui/data-table";
import { useFormatDate } from "#app/shared/ui/format-date";
import { ListEmpty, ListToolbar } from "#app/shared/ui/list-kit";
import { Badge } from "#app/shared/ui/page-header";
import { PageTable } from "#app/shared/ui/page-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { RowActions } from "#app/shared/ui/row-actions";
import { type ListParams, pickParam } from "#app/shared/ui/use-list-params";
import { CounterCustomerForm } from "./counter-customer-form";
import { ActiveBadge, RoleBadge, UserAvatar } from "./customer-kit";

const STATUSES = ["true", "false"] as const;

/** The user list's filters as the URL holds them (an unknown value counts as none). */
export interface CustomerFilterValues {
  role: UserRole | "";
  active: (typeof STATUSES)[number] | "";
  sort: CustomerSort;
}

export function readCustomerFilters(list: ListParams): CustomerFilterValues {
  return {
    role: pickParam(list, "role", USER_ROLES, ""),
    active: pickParam(list, "active", STATUSES, ""),
    sort: pickParam(list, "sort", CUSTOMER_SORTS, "latest"),
  };
}

/** The table shows the name sorts on the user column; newest / oldest have no column. */
function sortingOf(sort: CustomerSort): SortingState {
  if (sort === "name_asc") return [{ id: "user", desc: false }];
  if (sort === "name_desc") return [{ id: "user", desc: true }];
  return [];
}

/**
 * "Add customer" (staff with the customers permission): registers a customer met at the counter
 * in a dialog, then opens their editor (where a link to choose a password is made).
 */
export function CustomerAdd() {
  const { t } = useTranslation("customer_admin");
  const mayAdd = useCan("customers");
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!mayAdd) return null;
  return (
    <>
      <ActionButton
        look="primary"
        icon={UserPlus}
        large
        className="w-full sm:w-auto"
        onClick={() => setOpen(true)}
        data-testid="customer-add"
      >
        {t("counter.add")}
      </ActionButton>
      <CounterCustomerForm
        open={open}
        onClose={() => setOpen(false)}
        onCreated={(customer) => void navigate(`/panel/customer/${customer.id}`)}
      />
    </>
  );
}

/** "Add customer", then the search, role, status and order of the user list. */
export function CustomerFilters({ list, filters }: { list: ListParams; filters: CustomerFilterValues }) {
  const { t } = useTranslation(["customer_admin", "catalog_admin"]);
  const { role, active, sort } = filters;
  const roleOptions = useMemo(
    () => [{ value: "", label: t("list.all_roles") }, ...USER_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))],
    [t],
  );
  const statusOptions = useMemo(
    () => [
      { value: "", label: t("list.all_statuses") },
      { value: "true", label: t("status.active") },
      { value: "false", label: t("status.inactive") },
    ],
    [t],
  );
  const sortOptions = useMemo(() => CUSTOMER_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) })), [t]);

  return (
    <>
      <div className="mb-3 flex justify-end empty:hidden">
        <CustomerAdd />
      </div>
      <ListToolbar
        list={list}
        searchLabel={t("list.search")}
        filters={[
          { param: "role", label: t("column.role"), value: role, options: roleOptions, testId: "filter-role" },
          {
            param: "active",
            label: t("column.status"),
            value: active,
            options: statusOptions,
            testId: "filter-active",
          },
        ]}
        sort={{ label: t("list.sort_label"), value: sort, options: sortOptions }}
        testId="customer-filters"
      />
    </>
  );
}

/** Users of both roles, a page of them, sorted by the server; the name links to the editor. */
export function CustomerTable({
  rows,
  list,
  sort,
  filtered,
}: {
  rows: CustomerSummaryDto[] | undefined;
  list: ListParams;
  sort: CustomerSort;
  filtered: boolean;
}) {
  const { t } = useTranslation(["customer_admin", "catalog_admin"]);
  const { user: me } = useRootData();
  const formatDate = useFormatDate();
  const sorting = useMemo(() => sortingOf(sort), [sort]);
  const columns = useMemo<ColumnDef<CustomerSummaryDto>[]>(
    () => [
      {
        id: "user",
        // An accessor makes the column sortable for TanStack Table; the server does the sorting.
        accessorFn: (u) => u.name,
        header: () => t("column.user"),
        cell: ({ row }) => {
          const u = row.original;
          return (
            <div className="flex min-w-0 items-start gap-3">
              <UserAvatar name={u.name} src={u.profile_picture_url} />
              <div className="min-w-0">
                <Link
                  to={`/panel/customer/${u.id}`}
                  className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
                  data-testid="row-name"
                >
                  {u.name}
                </Link>
                {me?.id === u.id ? (
                  <span className="ml-2 align-middle">
                    <Badge>{t("list.you")}</Badge>
                  </span>
                ) : null}
                <span className="block text-sm break-all text-slate-600">@{u.username}</span>
                {/* Phones have no room for the other columns: what matters comes under the name. */}
                {/* A customer registered at the counter may have no address: their phone instead. */}
                <span className="block text-sm break-all text-slate-700 md:hidden">{u.email ?? u.phone}</span>
                <span className="mt-1 flex flex-wrap items-center gap-2 sm:hidden">
                  <RoleBadge role={u.role} />
                  <ActiveBadge active={u.active} />
                </span>
              </div>
            </div>
          );
        },
        meta: { rowHeader: true, className: "whitespace-normal" },
      },
      recordColumn<CustomerSummaryDto>(
        "email",
        () => t("column.email"),
        (u) => (
          <span className="block max-w-64 truncate" title={u.email ?? undefined}>
            {u.email}
          </span>
        ),
        { className: "hidden md:table-cell" },
      ),
      recordColumn<CustomerSummaryDto>(
        "phone",
        () => t("column.phone"),
        (u) =>
          u.phone ? (
            <span className="whitespace-nowrap tabular-nums">{u.phone}</span>
          ) : (
            <span className="text-slate-600">—</span>
          ),
        { className: "hidden 2xl:table-cell" },
      ),
      recordColumn<CustomerSummaryDto>(
        "role",
        () => t("column.role"),
        (u) => <RoleBadge role={u.role} testId="row-role" />,
        { className: "hidden sm:table-cell" },
      ),
      recordColumn<CustomerSummaryDto>(
        "status",
        () => t("column.status"),
        (u) => <ActiveBadge active={u.active} testId="row-status" />,
        { className: "hidden sm:table-cell" },
      ),
      recordColumn<CustomerSummaryDto>(
        "registered",
        () => t("column.registered"),
        (u) => <span className="whitespace-nowrap">{formatDate(u.created_at)}</span>,
        { className: "hidden lg:table-cell" },
      ),
      recordColumn<CustomerSummaryDto>(
        "actions",
        () => <span className="sr-only">{t("catalog_admin:ui.actions")}</span>,
        (u) => <RowActions name={u.name} editTo={`/panel/customer/${u.id}`} />,
        { className: "w-12" },
      ),
    ],
    [t, formatDate, me?.id],
  );

  return (
    <PageTable
      rows={rows}
      columns={columns}
      caption={t("list.title")}
      sorting={sorting}
      onSortingChange={(next) => {
        const name = next.find((s) => s.id === "user");
        list.set({ sort: name ? (name.desc ? "name_desc" : "name_asc") : null });
      }}
      testId="customer-table"
      empty={
        <ListEmpty
          icon={<Users aria-hidden className="size-6" />}
          filtered={filtered}
          title={t("list.empty")}
          text={t("list.empty_hint")}
          onClear={() => list.set({ search: null, role: null, active: null })}
        />
      }
    />
  );
}
