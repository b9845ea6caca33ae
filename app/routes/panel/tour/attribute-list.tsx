import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ListPlus, Plus, Tags } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AttributeDto } from "#app/modules/catalog/catalog.contract";
import { serverT } from "#app/shared/i18n/server";
import type { ListMeta } from "#app/shared/list";
import { type ColumnDef, DataTable, EmptyState, Pagination } from "#app/shared/ui/data-table";
import { SearchInput } from "#app/shared/ui/list-controls";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { Badge, buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { panelGet, toQuery } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { RowActions } from "#app/shared/ui/row-actions";
import { useClampPage, useListParams } from "#app/shared/ui/use-list-params";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/attribute-list";
import { ATTRIBUTE_KEY } from "#app/modules/catalog/ui/query-keys";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: t("attribute.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type AttributesResponse = { data: AttributeDto[]; meta: ListMeta };

/**
 * /panel/tour/attribute, labelled "extra price": groups of options a package can offer (room
 * type, add-ons), each with its details and their prices.
 */
export default function AttributeList() {
  const { t } = useTranslation("catalog_admin");
  const money = useSiteMoney();
  const list = useListParams();
  const deleteRecord = useDeleteRecord();
  const query = useQuery({
    queryKey: [...ATTRIBUTE_KEY, "list", list.page, list.limit, list.search],
    queryFn: ({ signal }) =>
      panelGet<AttributesResponse>(
        `/attribute${toQuery({ page: list.page, limit: list.limit, search: list.search })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data;
  const meta = query.data?.meta;
  useClampPage(list, meta);
  const { format } = money;

  const columns = useMemo<ColumnDef<AttributeDto>[]>(
    () => [
      {
        id: "name",
        header: () => t("fields.name"),
        cell: ({ row }) => (
          <>
            <Link
              to={`/panel/tour/attribute/${row.original.id}`}
              className="font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {row.original.name}
            </Link>
            {/* Phones: the rule and the number of details under the name. */}
            <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 md:hidden">
              <Badge tone={row.original.choice_rule === "single" ? "blue" : "slate"}>
                {t(`choice_rule.${row.original.choice_rule}`)}
              </Badge>
              {row.original.details.map((d) => d.name).join(", ") || t("attribute.no_details")}
            </span>
          </>
        ),
        meta: { rowHeader: true, className: "whitespace-normal" },
      },
      {
        id: "choice_rule",
        header: () => t("fields.choice_rule"),
        cell: ({ row }) => (
          <Badge tone={row.original.choice_rule === "single" ? "blue" : "slate"}>
            {t(`choice_rule.${row.original.choice_rule}`)}
          </Badge>
        ),
        meta: { className: "hidden md:table-cell" },
      },
      {
        id: "details",
        header: () => t("attribute.details_column"),
        cell: ({ row }) =>
          row.original.details.length ? (
            <ul className="space-y-0.5 text-sm">
              {row.original.details.map((d) => (
                <li key={d.id} className="whitespace-nowrap">
                  {d.name} <span className="text-slate-600">·</span>{" "}
                  <span className="tabular-nums">{format(d.price)}</span>{" "}
                  <span className="text-slate-600">{t(`per.${d.per}`)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-slate-600">{t("attribute.no_details")}</span>
          ),
        meta: { className: "hidden md:table-cell" },
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("ui.actions")}</span>,
        cell: ({ row }) => (
          <RowActions
            name={row.original.name}
            editTo={`/panel/tour/attribute/${row.original.id}`}
            onDelete={() =>
              void deleteRecord(`/attribute/${row.original.id}`, {
                invalidate: [ATTRIBUTE_KEY],
                name: row.original.name,
              })
            }
            extra={
              <Link
                to={`/panel/tour/attribute/${row.original.id}/detail`}
                className={buttonClass.icon}
                title={t("attribute.manage_details")}
                data-testid="row-details"
              >
                <ListPlus aria-hidden className="size-4" />
                <span className="sr-only">{t("attribute.manage_details_named", { name: row.original.name })}</span>
              </Link>
            }
          />
        ),
        meta: { className: "w-px" },
      },
    ],
    [t, deleteRecord, format],
  );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t("attribute.list_title")}
        description={t("attribute.list_intro")}
        actions={
          <Link to="/panel/tour/attribute/create" className={buttonClass.primary} data-testid="attribute-add">
            <Plus aria-hidden className="size-5" />
            {t("attribute.add")}
          </Link>
        }
      />
      <div className="mb-4 max-w-md">
        <SearchInput
          value={list.search}
          onSearch={(search) => list.set({ search }, { replace: true })}
          label={t("attribute.search")}
        />
      </div>
      <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : ""}>
        <DataTable
          data={rows ?? NO_ROWS}
          columns={columns}
          caption={t("attribute.list_title")}
          loading={!rows}
          getRowId={(row) => String(row.id)}
          testId="attribute-table"
          empty={
            <EmptyState
              icon={<Tags aria-hidden className="size-6" />}
              title={list.search ? t("ui.no_results") : t("attribute.empty")}
              text={list.search ? t("ui.no_results_hint") : t("attribute.empty_hint")}
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

const NO_ROWS: AttributeDto[] = [];
