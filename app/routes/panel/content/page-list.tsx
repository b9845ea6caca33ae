import { FileText, Plus } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import type { PageSummaryDto } from "#app/modules/content/content.contract";
import { serverT } from "#app/shared/i18n/server";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { FilterSelect } from "#app/shared/ui/list-controls";
import { Badge, buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { RowActions } from "#app/shared/ui/row-actions";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import { useListParams } from "#app/shared/ui/use-list-params";
import type { Route } from "./+types/page-list";
import { ContentTable, contentKey, useContentT } from "#app/shared/ui/list-kit";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: t("ui.page.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

const KEY = contentKey("page");
const GROUPS = ["none", "footer", "branch"] as const;
const NO_FILTER: Record<string, string> = {};
const GROUP_TONE = { none: "slate", footer: "blue", branch: "green" } as const;

/** /panel/page: the site's pages (footer links, branch offices, others), filtered by group. */
export default function PageList() {
  const { t } = useContentT();
  const list = useListParams();
  const group = (GROUPS as readonly string[]).includes(list.get("group")) ? list.get("group") : "";
  const extra = useMemo<Record<string, string>>(() => (group ? { group } : NO_FILTER), [group]);
  const deleteRecord = useDeleteRecord();
  const columns = useMemo<ColumnDef<PageSummaryDto>[]>(
    () => [
      {
        id: "title",
        header: () => t("ui.fields.title"),
        cell: ({ row }) => (
          <Link
            to={`/panel/page/${row.original.id}`}
            className="font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
          >
            {row.original.title}
          </Link>
        ),
        meta: { rowHeader: true },
      },
      {
        id: "group",
        header: () => t("ui.fields.group"),
        cell: ({ row }) => <Badge tone={GROUP_TONE[row.original.group]}>{t(`ui.group.${row.original.group}`)}</Badge>,
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("catalog_admin:ui.actions")}</span>,
        cell: ({ row }) => (
          <RowActions
            name={row.original.title}
            editTo={`/panel/page/${row.original.id}`}
            onDelete={() =>
              void deleteRecord(`/page/${row.original.id}`, { invalidate: [KEY], name: row.original.title })
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
        title={t("ui.page.list_title")}
        description={t("ui.page.list_intro")}
        actions={
          <Link to="/panel/page/Create" className={buttonClass.primary} data-testid="page-add">
            <Plus aria-hidden className="size-5" />
            {t("ui.page.add")}
          </Link>
        }
      />
      <ContentTable<PageSummaryDto>
        resource="page"
        path="/page"
        extra={extra}
        columns={columns}
        caption={t("ui.page.list_title")}
        searchLabel={t("ui.page.search")}
        emptyTitle={t("ui.page.empty")}
        emptyHint={t("ui.page.empty_hint")}
        emptyIcon={<FileText aria-hidden className="size-6" />}
        testId="page-table"
        filters={(l) => (
          <FilterSelect
            label={t("ui.fields.group")}
            value={group}
            onChange={(value) => l.set({ group: value })}
            options={[
              { value: "", label: t("ui.group.all") },
              ...GROUPS.map((g) => ({ value: g, label: t(`ui.group.${g}`) })),
            ]}
            className="sm:w-56"
            testId="page-group-filter"
          />
        )}
      />
    </div>
  );
}
