import { type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ListParams, type RecordKind, recordKeys } from "#app/modules/catalog/catalog.api-client";
import type { ListMeta } from "#app/shared/list";
import { type ColumnDef, DataTable, EmptyState, Pagination } from "#app/shared/ui/data-table";
import { SearchInput } from "#app/shared/ui/list-controls";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { RowActions } from "#app/shared/ui/row-actions";
import { useClampPage, useListParams } from "#app/shared/ui/use-list-params";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import { recordColumn } from "#app/shared/ui/record-column";

type Row = { id: number; name: string };
export type ColumnTools = { t: TFunction<"catalog_admin">; format: (minor: number) => string };
type Page<T> = { data: T[]; meta: ListMeta };

/**
 * /panel/tour/category, /destination and /attribute: a record list searchable and paged on the
 * server, each row linking to its form and deleted after confirmation. The kind brings its query,
 * its delete request and the columns between the name and the actions.
 */
export function RecordList<T extends Row>({
  kind,
  width,
  icon,
  query: queryOf,
  remove,
  columns: kindColumns,
  rowActions,
}: {
  kind: RecordKind;
  width: string;
  icon: ReactNode;
  query: (q: ListParams) => { queryKey: readonly unknown[] };
  remove: (id: number) => Promise<{ message?: string }>;
  /** The kind's columns around the name (`before` it: a picture). */
  columns: (tools: ColumnTools) => { before?: ColumnDef<T>[]; name?: ColumnDef<T>; after: ColumnDef<T>[] };
  rowActions?: (row: T) => ReactNode;
}) {
  const { t } = useTranslation("catalog_admin");
  const list = useListParams();
  const deleteRecord = useDeleteRecord();
  const query = useQuery(
    queryOf({ page: list.page, limit: list.limit, search: list.search }) as UseQueryOptions<unknown, Error, Page<T>>,
  );
  const rows = query.data?.data;
  const meta = query.data?.meta;
  useClampPage(list, meta);

  const { format } = useSiteMoney();
  const columns = useMemo<ColumnDef<T>[]>(() => {
    const { before = [], name, after } = kindColumns({ t, format });
    return [
      ...before,
      name ??
        recordColumn(
          "name",
          () => t("fields.name"),
          (rec) => (
            <Link
              to={`/panel/tour/${kind}/${rec.id}`}
              className="font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {rec.name}
            </Link>
          ),
          { rowHeader: true },
        ),
      ...after,
      recordColumn(
        "actions",
        () => <span className="sr-only">{t("ui.actions")}</span>,
        (rec) => (
          <RowActions
            name={rec.name}
            editTo={`/panel/tour/${kind}/${rec.id}`}
            onDelete={() =>
              void deleteRecord(() => remove(rec.id), {
                invalidate: [recordKeys[kind]],
                name: rec.name,
              })
            }
            extra={rowActions?.(rec)}
          />
        ),
        { className: "w-px" },
      ),
    ];
  }, [t, format, deleteRecord, kind, kindColumns, rowActions, remove]);

  return (
    <div className={`mx-auto ${width}`}>
      <PageHeader
        title={t(TEXT[kind].list_title)}
        description={t(TEXT[kind].list_intro)}
        actions={
          <Link to={`/panel/tour/${kind}/create`} className={buttonClass.primary} data-testid={`${kind}-add`}>
            <Plus aria-hidden className="size-5" />
            {t(TEXT[kind].add)}
          </Link>
        }
      />
      <div className="mb-4 max-w-md">
        <SearchInput
          value={list.search}
          onSearch={(search) => list.set({ search }, { replace: true })}
          label={t(TEXT[kind].search)}
        />
      </div>
      <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : ""}>
        <DataTable
          data={rows ?? (NO_ROWS as T[])}
          columns={columns}
          caption={t(TEXT[kind].list_title)}
          loading={!rows}
          getRowId={(row) => String(row.id)}
          testId={`${kind}-table`}
          empty={
            <EmptyState
              icon={icon}
              title={list.search ? t("ui.no_results") : t(TEXT[kind].empty)}
              text={list.search ? t("ui.no_results_hint") : t(TEXT[kind].empty_hint)}
            />
          }
        />
      </div>
      {meta ? (
        <Pagination
          page={meta.page}
          lastPage={meta.last_page}
          limit={meta.limit}
          total={meta.total}
          onPage={(page) => list.set({ page })}
          onLimit={(limit) => list.set({ limit })}
        />
      ) : null}
    </div>
  );
}

const NO_ROWS: Row[] = [];

// Each kind's words, spelled out (the catalogue key check finds them).
const TEXT = {
  category: {
    list_title: "category.list_title",
    list_intro: "category.list_intro",
    add: "category.add",
    search: "category.search",
    empty: "category.empty",
    empty_hint: "category.empty_hint",
  },
  destination: {
    list_title: "destination.list_title",
    list_intro: "destination.list_intro",
    add: "destination.add",
    search: "destination.search",
    empty: "destination.empty",
    empty_hint: "destination.empty_hint",
  },
  attribute: {
    list_title: "attribute.list_title",
    list_intro: "attribute.list_intro",
    add: "attribute.add",
    search: "attribute.search",
    empty: "attribute.empty",
    empty_hint: "attribute.empty_hint",
  },
} as const;
