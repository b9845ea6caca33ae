import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { MapPin, Plus } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DestinationDto } from "#app/modules/catalog/catalog.contract";
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
import type { Route } from "./+types/destination-list";
import { DESTINATION_KEY } from "#app/modules/catalog/ui/query-keys";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: t("destination.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type DestinationsResponse = { data: DestinationDto[]; meta: ListMeta };

/** /panel/tour/destination: the destinations with their picture and number of published packages. */
export default function DestinationList() {
  const { t } = useTranslation("catalog_admin");
  const list = useListParams();
  const deleteRecord = useDeleteRecord();
  const query = useQuery({
    queryKey: [...DESTINATION_KEY, "list", list.page, list.limit, list.search],
    queryFn: ({ signal }) =>
      panelGet<DestinationsResponse>(
        `/destination${toQuery({ page: list.page, limit: list.limit, search: list.search })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data;
  const meta = query.data?.meta;
  useClampPage(list, meta);

  const columns = useMemo<ColumnDef<DestinationDto>[]>(
    () => [
      {
        id: "image",
        header: () => <span className="sr-only">{t("fields.image")}</span>,
        cell: ({ row }) =>
          row.original.image ? (
            <img
              src={row.original.image.url}
              srcSet={row.original.image.srcset || undefined}
              sizes="64px"
              alt=""
              width={64}
              height={48}
              loading="lazy"
              className="h-12 w-16 max-w-none rounded-md bg-slate-100 object-cover"
            />
          ) : (
            <span className="flex h-12 w-16 items-center justify-center rounded-md bg-slate-100 text-slate-500">
              <MapPin aria-hidden className="size-5" />
            </span>
          ),
        meta: { className: "w-px" },
      },
      {
        id: "name",
        header: () => t("fields.name"),
        cell: ({ row }) => (
          <Link
            to={`/panel/tour/destination/${row.original.id}`}
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
        id: "tour_count",
        header: () => t("destination.tour_count_column"),
        cell: ({ row }) => <span className="tabular-nums">{row.original.tour_count}</span>,
        meta: { className: "hidden sm:table-cell" },
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("ui.actions")}</span>,
        cell: ({ row }) => (
          <RowActions
            name={row.original.name}
            editTo={`/panel/tour/destination/${row.original.id}`}
            onDelete={() =>
              void deleteRecord(`/destination/${row.original.id}`, {
                invalidate: [DESTINATION_KEY],
                name: row.original.name,
              })
            }
          />
        ),
        meta: { className: "w-px" },
      },
    ],
    [t, deleteRecord],
  );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t("destination.list_title")}
        description={t("destination.list_intro")}
        actions={
          <Link to="/panel/tour/destination/create" className={buttonClass.primary} data-testid="destination-add">
            <Plus aria-hidden className="size-5" />
            {t("destination.add")}
          </Link>
        }
      />
      <div className="mb-4 max-w-md">
        <SearchInput
          value={list.search}
          onSearch={(search) => list.set({ search }, { replace: true })}
          label={t("destination.search")}
        />
      </div>
      <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : ""}>
        <DataTable
          data={rows ?? NO_ROWS}
          columns={columns}
          caption={t("destination.list_title")}
          loading={!rows}
          getRowId={(row) => String(row.id)}
          testId="destination-table"
          empty={
            <EmptyState
              icon={<MapPin aria-hidden className="size-6" />}
              title={list.search ? t("ui.no_results") : t("destination.empty")}
              text={list.search ? t("ui.no_results_hint") : t("destination.empty_hint")}
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

const NO_ROWS: DestinationDto[] = [];
