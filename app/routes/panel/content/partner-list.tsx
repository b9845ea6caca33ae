import { Handshake, Plus } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import type { partnerDto } from "#app/modules/content/content.contract";
import { serverT } from "#app/shared/i18n/server";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { RowActions } from "#app/shared/ui/row-actions";
import { useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/partner-list";
import { ContentTable, contentKey, Thumb, useContentT } from "#app/shared/ui/list-kit";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: t("ui.partner.list_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type Partner = z.infer<typeof partnerDto>;
const KEY = contentKey("partner");

/** /panel/partner: the partners shown on the home page with their logos. */
export default function PartnerList() {
  const { t } = useContentT();
  const deleteRecord = useDeleteRecord();
  const columns = useMemo<ColumnDef<Partner>[]>(
    () => [
      {
        id: "logo",
        header: () => <span className="sr-only">{t("ui.fields.logo")}</span>,
        cell: ({ row }) => <Thumb src={row.original.logo?.url} shape="logo" />,
        meta: { className: "w-px" },
      },
      {
        id: "name",
        header: () => t("catalog_admin:fields.name"),
        cell: ({ row }) => (
          <Link
            to={`/panel/partner/${row.original.id}`}
            className="font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
          >
            {row.original.name}
          </Link>
        ),
        meta: { rowHeader: true },
      },
      {
        id: "link",
        header: () => t("ui.fields.link"),
        cell: ({ row }) => <span className="break-all text-sm text-slate-700">{row.original.link ?? "—"}</span>,
        meta: { className: "hidden md:table-cell" },
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
            name={row.original.name}
            editTo={`/panel/partner/${row.original.id}`}
            onDelete={() =>
              void deleteRecord(`/partner/${row.original.id}`, { invalidate: [KEY], name: row.original.name })
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
        title={t("ui.partner.list_title")}
        description={t("ui.partner.list_intro")}
        actions={
          <Link to="/panel/partner/create" className={buttonClass.primary} data-testid="partner-add">
            <Plus aria-hidden className="size-5" />
            {t("ui.partner.add")}
          </Link>
        }
      />
      <ContentTable<Partner>
        resource="partner"
        path="/partner"
        columns={columns}
        caption={t("ui.partner.list_title")}
        searchLabel={t("ui.partner.search")}
        emptyTitle={t("ui.partner.empty")}
        emptyHint={t("ui.partner.empty_hint")}
        emptyIcon={<Handshake aria-hidden className="size-6" />}
        testId="partner-table"
      />
    </div>
  );
}
