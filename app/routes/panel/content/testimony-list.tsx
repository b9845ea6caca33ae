import { MessageSquareQuote, Plus, Star } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import type { testimonyDto } from "#app/modules/content/content.contract";
import { serverT } from "#app/shared/i18n/server";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { Badge, buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { RowActions } from "#app/shared/ui/row-actions";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/testimony-list";
import { ContentTable, contentKey, Thumb, useContentT } from "#app/shared/ui/list-kit";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: t("ui.testimony.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type Testimony = z.infer<typeof testimonyDto>;
const KEY = contentKey("testimony");
const ALL = { all: "true" };

/** /panel/tour/testimony: what customers said, visible or hidden. */
export default function TestimonyList() {
  const { t } = useContentT();
  const deleteRecord = useDeleteRecord();
  const columns = useMemo<ColumnDef<Testimony>[]>(
    () => [
      {
        id: "photo",
        header: () => <span className="sr-only">{t("ui.fields.photo")}</span>,
        cell: ({ row }) => <Thumb src={row.original.photo?.url} shape="round" />,
        meta: { className: "w-px" },
      },
      {
        id: "name",
        header: () => t("catalog_admin:fields.name"),
        cell: ({ row }) => (
          <Link
            to={`/panel/tour/testimony/${row.original.id}`}
            className="font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
          >
            {row.original.name}
          </Link>
        ),
        meta: { rowHeader: true },
      },
      {
        id: "text",
        header: () => t("ui.fields.text"),
        cell: ({ row }) => <span className="line-clamp-2 text-sm text-slate-700">{row.original.text}</span>,
        meta: { className: "hidden md:table-cell" },
      },
      {
        id: "rating",
        header: () => t("ui.fields.rating"),
        cell: ({ row }) => (
          <span className="inline-flex items-center gap-1 tabular-nums whitespace-nowrap">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
            {t("ui.testimony.rating_value", { rating: row.original.rating })}
          </span>
        ),
      },
      {
        id: "visible",
        header: () => t("ui.fields.visible"),
        cell: ({ row }) =>
          row.original.visible ? (
            <Badge tone="green">{t("ui.testimony.shown")}</Badge>
          ) : (
            <Badge tone="slate">{t("ui.testimony.hidden")}</Badge>
          ),
        meta: { className: "hidden sm:table-cell" },
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("catalog_admin:ui.actions")}</span>,
        cell: ({ row }) => (
          <RowActions
            name={row.original.name}
            editTo={`/panel/tour/testimony/${row.original.id}`}
            onDelete={() =>
              void deleteRecord(`/testimony/${row.original.id}`, { invalidate: [KEY], name: row.original.name })
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
        title={t("ui.testimony.list_title")}
        description={t("ui.testimony.list_intro")}
        actions={
          <Link to="/panel/tour/testimony/create" className={buttonClass.primary} data-testid="testimony-add">
            <Plus aria-hidden className="size-5" />
            {t("ui.testimony.add")}
          </Link>
        }
      />
      <ContentTable<Testimony>
        resource="testimony"
        path="/testimony"
        extra={ALL}
        columns={columns}
        caption={t("ui.testimony.list_title")}
        searchLabel={t("ui.testimony.search")}
        emptyTitle={t("ui.testimony.empty")}
        emptyHint={t("ui.testimony.empty_hint")}
        emptyIcon={<MessageSquareQuote aria-hidden className="size-6" />}
        testId="testimony-table"
      />
    </div>
  );
}
