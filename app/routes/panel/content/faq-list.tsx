import { HelpCircle, Plus } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import type { faqDto } from "#app/modules/content/content.contract";
import { serverT } from "#app/shared/i18n/server";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { RowActions } from "#app/shared/ui/row-actions";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/faq-list";
import { ContentTable, contentKey, useContentT } from "#app/shared/ui/list-kit";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: t("ui.faq.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type Faq = z.infer<typeof faqDto>;
const KEY = contentKey("faq");

/** /panel/faq: the questions shown on the FAQ page, in their order. */
export default function FaqList() {
  const { t } = useContentT();
  const deleteRecord = useDeleteRecord();
  const columns = useMemo<ColumnDef<Faq>[]>(
    () => [
      {
        id: "question",
        header: () => t("ui.fields.question"),
        cell: ({ row }) => (
          <Link
            to={`/panel/faq/${row.original.id}`}
            className="font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
          >
            {row.original.question}
          </Link>
        ),
        meta: { rowHeader: true },
      },
      {
        id: "order",
        header: () => t("catalog_admin:fields.sort_order"),
        cell: ({ row }) => <span className="tabular-nums">{row.original.sort_order}</span>,
        meta: { className: "hidden w-px whitespace-nowrap sm:table-cell" },
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("catalog_admin:ui.actions")}</span>,
        cell: ({ row }) => (
          <RowActions
            name={row.original.question}
            editTo={`/panel/faq/${row.original.id}`}
            onDelete={() =>
              void deleteRecord(`/faq/${row.original.id}`, { invalidate: [KEY], name: row.original.question })
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
        title={t("ui.faq.list_title")}
        description={t("ui.faq.list_intro")}
        actions={
          <Link to="/panel/faq/create" className={buttonClass.primary} data-testid="faq-add">
            <Plus aria-hidden className="size-5" />
            {t("ui.faq.add")}
          </Link>
        }
      />
      <ContentTable<Faq>
        resource="faq"
        path="/faq"
        columns={columns}
        caption={t("ui.faq.list_title")}
        searchLabel={t("ui.faq.search")}
        emptyTitle={t("ui.faq.empty")}
        emptyHint={t("ui.faq.empty_hint")}
        emptyIcon={<HelpCircle aria-hidden className="size-6" />}
        testId="faq-table"
      />
    </div>
  );
}
