import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Layers, Plus } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CategoryDto } from "#app/modules/catalog/catalog.contract";
import { serverT } from "#app/shared/i18n/server";
import type { ListMeta } from "#app/shared/list";
import { type ColumnDef, DataTable, EmptyState, Pagination } from "#app/shared/ui/data-table";
import { SearchInput } from "#app/shared/ui/list-controls";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { panelGet, toQuery } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { RowActions } from "#app/shared/ui/row-actions";
import { useClampPage, useListParams } from "#app/shared/ui/use-list-params";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/category-list";
import { CATEGORY_KEY } from "#app/modules/catalog/ui/query-keys";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: t("category.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type CategoriesResponse = { categories: { data: CategoryDto[]; meta: ListMeta } };

/** /panel/tour/category: the package categories, searchable and paged on the server. */
export default function CategoryList() {
  const { t } = useTranslation("catalog_admin");
  const list = useListParams();
  const deleteRecord = useDeleteRecord();
  const query = useQuery({
    queryKey: [...CATEGORY_KEY, "list", list.page, list.limit, list.search],
    queryFn: ({ signal }) =>
      panelGet<CategoriesResponse>(
        `/category${toQuery({ page: list.page, limit: list.limit, search: list.search })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.categories.data;
  const meta = query.data?.categories.meta;
  useClampPage(list, meta);

  const columns = useMemo<ColumnDef<CategoryDto>[]>(
    () => [
      {
        id: "name",
        header: () => t("fields.name"),
        cell: ({ row }) => (
          <Link
            to={`/panel/tour/category/${row.original.id}`}
            className="font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
          >
            {row.original.name}
          </Link>
        ),
        meta: { rowHeader: true },
      },
      {
        id: "slug",
        header: () => t("fields.slug"),
        cell: ({ row }) => <code className="text-xs text-slate-700">{row.original.slug}</code>,
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("ui.actions")}</span>,
        cell: ({ row }) => (
          <RowActions
            name={row.original.name}
            editTo={`/panel/tour/category/${row.original.id}`}
            onDelete={() =>
              void deleteRecord(`/category/${row.original.id}`, { invalidate: [CATEGORY_KEY], name: row.original.name })
            }
          />
        ),
        meta: { className: "w-px" },
      },
    ],
    [t, deleteRecord],
  );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t("category.list_title")}
        description={t("category.list_intro")}
        actions={
          <Link to="/panel/tour/category/create" className={buttonClass.primary} data-testid="category-add">
            <Plus aria-hidden className="size-5" />
            {t("category.add")}
          </Link>
        }
      />
      <div className="mb-4 max-w-md">
        <SearchInput
          value={list.search}
          onSearch={(search) => list.set({ search }, { replace: true })}
          label={t("category.search")}
        />
      </div>
      <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : ""}>
        <DataTable
          data={rows ?? NO_ROWS}
          columns={columns}
          caption={t("category.list_title")}
          loading={!rows}
          getRowId={(row) => String(row.id)}
          testId="category-table"
          empty={
            <EmptyState
              icon={<Layers aria-hidden className="size-6" />}
              title={list.search ? t("ui.no_results") : t("category.empty")}
              text={list.search ? t("ui.no_results_hint") : t("category.empty_hint")}
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

const NO_ROWS: CategoryDto[] = [];
