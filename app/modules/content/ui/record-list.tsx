import { Plus } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import {
  contentClient,
  contentKeys,
  type ContentResource,
  type ContentResourceName,
} from "#app/modules/content/content.api-client";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { ContentTable, Thumb } from "#app/shared/ui/list-kit";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { RowActions } from "#app/shared/ui/row-actions";
import type { useListParams } from "#app/shared/ui/use-list-params";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import { useContentT } from "./use-content-t";
import { recordColumn } from "#app/shared/ui/record-column";

type RecordName = "faq" | "page" | "partner" | "testimony";
type ThumbShape = Parameters<typeof Thumb>[0]["shape"];

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
      recordColumn(
        "actions",
        () => <span className="sr-only">{t("catalog_admin:ui.actions")}</span>,
        (rec) => (
          <RowActions
            name={nameOf(rec)}
            editTo={`${listPath}/${rec.id}`}
            onDelete={() =>
              void deleteRecord(() => client.remove(rec.id), {
                invalidate: [contentKeys.all(name)],
                name: nameOf(rec),
              })
            }
          />
        ),
        { className: "w-px" },
      ),
    ],
    [t, deleteRecord, columns, nameOf, listPath, client, name],
  );

  return (
    <ContentListFrame<Row>
      name={name}
      add={(label) => (
        <Link to={addTo} className={buttonClass.primary} data-testid={`${name}-add`}>
          {label}
        </Link>
      )}
      extra={extra}
      columns={allColumns}
      icon={icon}
      filters={filters}
    />
  );
}

/**
 * The page of a content list: the header with its add link or button (`add` wraps the given
 * label), the searchable, paged table of the resource, and what follows (a dialog). Texts are
 * the resource's `ui.<name>.*` keys; the table's test id is `<name>-table`.
 */
export function ContentListFrame<Row extends { id: number }>({
  name,
  add,
  extra,
  columns,
  icon,
  filters,
  children,
}: {
  name: ContentResourceName;
  add: (label: React.ReactNode) => React.ReactNode;
  extra?: Record<string, string>;
  columns: ColumnDef<Row>[];
  icon: React.ReactNode;
  filters?: (list: ReturnType<typeof useListParams>) => React.ReactNode;
  children?: React.ReactNode;
}) {
  const { t } = useContentT();
  const client = contentClient[name] as unknown as ContentResource<Row, unknown, unknown>;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t(`ui.${name}.list_title`)}
        description={t(`ui.${name}.list_intro`)}
        actions={add(
          <>
            <Plus aria-hidden className="size-5" />
            {t(`ui.${name}.add`)}
          </>,
        )}
      />
      <ContentTable<Row>
        resource={name}
        list={client.list}
        extra={extra}
        columns={columns}
        caption={t(`ui.${name}.list_title`)}
        searchLabel={t(`ui.${name}.search`)}
        emptyTitle={t(`ui.${name}.empty`)}
        emptyHint={t(`ui.${name}.empty_hint`)}
        emptyIcon={icon}
        testId={`${name}-table`}
        filters={filters}
      />
      {children}
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

/** The name column of a list edited on pages: the row's name as the link to its form. */
export function nameLinkColumn<T extends { id: number }>(
  id: string,
  header: string,
  listPath: string,
  nameOf: (row: T) => string,
): ColumnDef<T> {
  return recordColumn(
    id,
    () => header,
    (rec) => <RecordLink to={`${listPath}/${rec.id}`}>{nameOf(rec)}</RecordLink>,
    { rowHeader: true },
  );
}

/** A picture column (logo, photo, slide): a thumbnail, its header for screen readers only. */
export function thumbColumn<T>(
  id: string,
  header: string,
  src: (row: T) => string | null | undefined,
  shape?: ThumbShape,
): ColumnDef<T> {
  return recordColumn(
    id,
    () => <span className="sr-only">{header}</span>,
    (rec) => <Thumb src={src(rec)} shape={shape} />,
    {
      className: "w-px",
    },
  );
}
