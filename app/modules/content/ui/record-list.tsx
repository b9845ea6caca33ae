import { Plus } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { contentClient, contentKeys, type ContentResource } from "#app/modules/content/content.api-client";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { ContentTable } from "#app/shared/ui/list-kit";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { RowActions } from "#app/shared/ui/row-actions";
import type { useListParams } from "#app/shared/ui/use-list-params";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import { useContentT } from "./use-content-t";

type RecordName = "faq" | "page" | "partner" | "testimony";

/**
 * A content list whose records are edited on their own page (FAQ, pages, partners, testimonies):
 * the add link, search and paging, and per row edit (`<listPath>/<id>`) and delete. Texts are the
 * resource's `ui.<name>.*` keys; test ids start with the name (`faq-add`, `faq-table`).
 */
export function ContentRecordList<Row extends { id: number }>({
  name,
  listPath,
  addTo = `${listPath}/create`,
  icon,
  columns,
  nameOf,
  extra,
  filters,
}: {
  name: RecordName;
  listPath: string;
  addTo?: string;
  icon: React.ReactNode;
  /** The columns before the actions column. */
  columns: ColumnDef<Row>[];
  nameOf: (row: Row) => string;
  extra?: Record<string, string>;
  filters?: (list: ReturnType<typeof useListParams>) => React.ReactNode;
}) {
  const { t } = useContentT();
  const deleteRecord = useDeleteRecord();
  const client = contentClient[name] as unknown as ContentResource<Row, unknown, unknown>;
  const allColumns = useMemo<ColumnDef<Row>[]>(
    () => [
      ...columns,
      {
        id: "actions",
        header: () => <span className="sr-only">{t("catalog_admin:ui.actions")}</span>,
        cell: ({ row }) => (
          <RowActions
            name={nameOf(row.original)}
            editTo={`${listPath}/${row.original.id}`}
            onDelete={() =>
              void deleteRecord(() => client.remove(row.original.id), {
                invalidate: [contentKeys.all(name)],
                name: nameOf(row.original),
              })
            }
          />
        ),
        meta: { className: "w-px" },
      },
    ],
    [t, deleteRecord, columns, nameOf, listPath, client, name],
  );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t(`ui.${name}.list_title`)}
        description={t(`ui.${name}.list_intro`)}
        actions={
          <Link to={addTo} className={buttonClass.primary} data-testid={`${name}-add`}>
            <Plus aria-hidden className="size-5" />
            {t(`ui.${name}.add`)}
          </Link>
        }
      />
      <ContentTable<Row>
        resource={name}
        list={client.list}
        extra={extra}
        columns={allColumns}
        caption={t(`ui.${name}.list_title`)}
        searchLabel={t(`ui.${name}.search`)}
        emptyTitle={t(`ui.${name}.empty`)}
        emptyHint={t(`ui.${name}.empty_hint`)}
        emptyIcon={icon}
        testId={`${name}-table`}
        filters={filters}
      />
    </div>
  );
}

/** The name of a row as the link to its form. */
export function RecordLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline">
      {children}
    </Link>
  );
}

/** The "order" column of a content list. */
export function sortOrderColumn<T extends { sort_order: number }>(header: string): ColumnDef<T> {
  return {
    id: "order",
    header: () => header,
    cell: ({ row }) => <span className="tabular-nums">{row.original.sort_order}</span>,
    meta: { className: "hidden w-px whitespace-nowrap sm:table-cell" },
  };
}
