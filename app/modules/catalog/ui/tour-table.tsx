import { useQuery } from "@tanstack/react-query";
import { Package, Plus, Star } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import type { ColumnDef, SortingState } from "#app/shared/ui/data-table";
import { useFormatDate } from "#app/shared/ui/format-date";
import { PageTable } from "#app/shared/ui/page-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { ListEmpty, ListResults, ListToolbar } from "#app/shared/ui/list-kit";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { RowActions } from "#app/shared/ui/row-actions";
import { pickParam, useClampPage, useListParams } from "#app/shared/ui/use-list-params";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import { catalogClient, catalogKeys, catalogQueries, useAllCategories } from "#app/modules/catalog/catalog.api-client";
import { RowImage } from "./row-image";
import { TourStatusBadge } from "./tour-status-badge";
import { useCan } from "#app/modules/account/ui/use-can";

const STATUSES = ["all", "draft", "published", "archived"] as const;
const SORTS = ["latest", "oldest", "price_asc", "price_desc"] as const;
type Sort = (typeof SORTS)[number];

/** The table shows the price sort on the price column; latest/oldest have no column. */
function sortingOf(sort: Sort): SortingState {
  if (sort === "price_asc") return [{ id: "price", desc: false }];
  if (sort === "price_desc") return [{ id: "price", desc: true }];
  return [];
}

/**
 * /panel/tour: every package whatever its status, searched (name or code), filtered by category
 * and status, sorted and paged by the server. The whole state lives in the URL.
 */
export function TourTable() {
  const { t } = useTranslation("catalog_admin");
  const { format } = useSiteMoney();
  const formatDate = useFormatDate();
  const list = useListParams();
  const deleteRecord = useDeleteRecord();
  const categories = useAllCategories();

  const status = pickParam(list, "status", STATUSES, "all");
  const sort = pickParam(list, "sort", SORTS, "latest");
  const categoryId = /^\d+$/.test(list.get("category_id")) ? list.get("category_id") : "";

  const query = useQuery(
    catalogQueries.tourList({
      page: list.page,
      limit: list.limit,
      search: list.search,
      status,
      sort,
      category_id: categoryId,
    }),
  );
  const rows = query.data?.data;
  useClampPage(list, query.data?.meta);
  const sorting = useMemo(() => sortingOf(sort), [sort]);
  const filtered = Boolean(list.search || categoryId || status !== "all");

  const columns = useMemo<ColumnDef<TourSummaryDto>[]>(
    () => [
      recordColumn<TourSummaryDto>(
        "package",
        () => t("tour.column_package"),
        (tour) => (
          <div className="flex min-w-0 items-center gap-3 sm:min-w-56">
            <RowImage image={tour.cover} icon={Package} wideOnly />
            <span className="min-w-0">
              <Link
                to={`/panel/tour/${tour.id}`}
                className="block font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline sm:max-w-xs sm:truncate"
              >
                {tour.name}
              </Link>
              <span className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <code data-testid="row-code">{tour.code}</code>
                {tour.destination ? <span className="2xl:hidden">{tour.destination.name}</span> : null}
                {tour.featured ? (
                  <span
                    className="inline-flex items-center gap-0.5 font-medium text-amber-800"
                    data-testid="row-featured"
                  >
                    <Star aria-hidden className="size-3.5 fill-amber-500 text-amber-600" />
                    {t("tour.featured")}
                  </span>
                ) : null}
              </span>
              {/* Phones have no room for the price and status columns: they come under the name. */}
              <span className="mt-1 flex flex-wrap items-center gap-2 text-sm sm:hidden">
                <span className="font-medium text-slate-900 tabular-nums">{format(tour.display_price)}</span>
                <TourStatusBadge status={tour.status} />
              </span>
            </span>
          </div>
        ),
        { rowHeader: true, className: "whitespace-normal" },
      ),
      recordColumn<TourSummaryDto>(
        "categories",
        () => t("fields.categories"),
        (tour) =>
          tour.categories.length ? (
            <span className="block max-w-48 truncate">{tour.categories.map((c) => c.name).join(", ")}</span>
          ) : (
            <span className="text-slate-600">—</span>
          ),
        { className: "hidden 2xl:table-cell" },
      ),
      recordColumn<TourSummaryDto>(
        "destination",
        () => t("fields.destination"),
        (tour) => tour.destination?.name ?? <span className="text-slate-600">—</span>,
        { className: "hidden 2xl:table-cell" },
      ),
      {
        id: "price",
        // An accessor makes the column sortable for TanStack Table; the server does the sorting.
        accessorFn: (tour) => tour.display_price,
        header: () => t("tour.column_price"),
        cell: ({ row }) => {
          const tour = row.original;
          const discounted = tour.display_price < tour.base_price;
          return (
            <span className="block text-right tabular-nums whitespace-nowrap">
              {discounted ? (
                <>
                  <s className="block text-xs text-slate-600">
                    <span className="sr-only">{t("tour.price_before")} </span>
                    {format(tour.base_price)}
                  </s>
                  <span className="font-medium text-slate-900">{format(tour.display_price)}</span>
                </>
              ) : (
                <span className="font-medium text-slate-900">{format(tour.base_price)}</span>
              )}
            </span>
          );
        },
        meta: { className: "hidden sm:table-cell" },
      },
      recordColumn<TourSummaryDto>(
        "next_departure",
        () => t("tour.column_next_departure"),
        ({ next_departure: d }) =>
          d ? (
            <span className="whitespace-nowrap">
              {formatDate(d.start_date)}
              <span className="block text-xs text-slate-600">{t("departure.seats_left", { count: d.seats_left })}</span>
            </span>
          ) : (
            <span className="text-slate-600">{t("tour.no_departure")}</span>
          ),
        { className: "hidden md:table-cell" },
      ),
      recordColumn<TourSummaryDto>(
        "status",
        () => t("fields.status"),
        (tour) => <TourStatusBadge status={tour.status} testId="row-status" />,
        { className: "hidden sm:table-cell" },
      ),
      recordColumn<TourSummaryDto>(
        "actions",
        () => <span className="sr-only">{t("ui.actions")}</span>,
        (tour) => (
          <RowActions
            name={tour.name}
            editTo={`/panel/tour/${tour.id}`}
            onDelete={() =>
              void deleteRecord(() => catalogClient.deleteTour(tour.id), {
                invalidate: [catalogKeys.tours],
                name: tour.name,
              })
            }
          />
        ),
        { className: "w-px" },
      ),
    ],
    [t, format, formatDate, deleteRecord],
  );

  const statusOptions = useMemo(() => STATUSES.map((s) => ({ value: s, label: t(`status_filter.${s}`) })), [t]);
  const sortOptions = useMemo(() => SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) })), [t]);
  const categoryOptions = useMemo(
    () => [
      { value: "", label: t("tour.all_categories") },
      ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    ],
    [t, categories.data],
  );

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t("tour.list_title")}
        description={t("tour.list_intro")}
        actions={<AddTourLink testId="tour-add" />}
      />
      <ListToolbar
        list={list}
        searchLabel={t("tour.search")}
        filters={[
          {
            param: "category_id",
            label: t("fields.category"),
            value: categoryId,
            options: categoryOptions,
            testId: "filter-category",
          },
          {
            param: "status",
            fallback: "all",
            label: t("fields.status"),
            value: status,
            options: statusOptions,
            testId: "filter-status",
          },
        ]}
        sort={{ label: t("tour.sort_label"), value: sort, options: sortOptions }}
      />
      <ListResults query={query} list={list}>
        <PageTable
          rows={rows}
          columns={columns}
          caption={t("tour.list_title")}
          sorting={sorting}
          onSortingChange={(next) => {
            const price = next.find((s) => s.id === "price");
            list.set({ sort: price ? (price.desc ? "price_desc" : "price_asc") : null });
          }}
          testId="tour-table"
          empty={
            <ListEmpty
              icon={<Package aria-hidden className="size-6" />}
              filtered={filtered}
              title={t("tour.empty")}
              text={t("tour.empty_hint")}
              onClear={() => list.set({ search: null, category_id: null, status: null })}
              action={<AddTourLink />}
            />
          }
        />
      </ListResults>
    </div>
  );
}

/**
 * "Add package": in the page header, and in the empty state of an unfiltered list, for staff with
 * the catalog permission (operations open this list for the departures, not to add packages).
 */
function AddTourLink({ testId }: { testId?: string }) {
  const { t } = useTranslation("catalog_admin");
  const canCatalog = useCan("catalog");
  if (!canCatalog) return null;
  return (
    <Link to="/panel/tour/create" className={buttonClass.primary} data-testid={testId}>
      <Plus aria-hidden className="size-5" />
      {t("tour.add")}
    </Link>
  );
}
