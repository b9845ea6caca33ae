import { Handshake } from "lucide-react";
import { useMemo } from "react";
import type { PartnerDto } from "#app/modules/content/content.contract";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { Thumb } from "#app/shared/ui/list-kit";
import { PARTNER_LIST } from "./partner-editor";
import { ContentRecordList, RecordLink, sortOrderColumn } from "./record-list";
import { useContentT } from "./use-content-t";

const nameOf = (p: PartnerDto) => p.name;

/** The partners shown on the home page with their logos. */
export function PartnerList() {
  const { t } = useContentT();
  const columns = useMemo<ColumnDef<PartnerDto>[]>(
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
        cell: ({ row }) => <RecordLink to={`${PARTNER_LIST}/${row.original.id}`}>{row.original.name}</RecordLink>,
        meta: { rowHeader: true },
      },
      {
        id: "link",
        header: () => t("ui.fields.link"),
        cell: ({ row }) => <span className="break-all text-sm text-slate-700">{row.original.link ?? "—"}</span>,
        meta: { className: "hidden md:table-cell" },
      },
      sortOrderColumn(t("catalog_admin:fields.sort_order")),
    ],
    [t],
  );
  return (
    <ContentRecordList<PartnerDto>
      name="partner"
      listPath={PARTNER_LIST}
      icon={<Handshake aria-hidden className="size-6" />}
      columns={columns}
      nameOf={nameOf}
    />
  );
}
