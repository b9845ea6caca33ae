import { sortOrderColumn } from "#app/shared/ui/data-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { Handshake } from "lucide-react";
import { useMemo } from "react";
import type { PartnerDto } from "#app/modules/content/content.contract";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { PARTNER_LIST } from "./partner-editor";
import { ContentRecordList, nameLinkColumn, thumbColumn } from "./record-list";
import { useContentT } from "./use-content-t";

const nameOf = (p: PartnerDto) => p.name;

/** The partners shown on the home page with their logos. */
export function PartnerList() {
  const { t } = useContentT();
  const columns = useMemo<ColumnDef<PartnerDto>[]>(
    () => [
      thumbColumn("logo", t("ui.fields.logo"), (p) => p.logo?.url, "logo"),
      nameLinkColumn("name", t("catalog_admin:fields.name"), PARTNER_LIST, nameOf),
      recordColumn<PartnerDto>(
        "link",
        () => t("ui.fields.link"),
        (p) => <span className="break-all text-sm text-slate-700">{p.link ?? "—"}</span>,
        { className: "hidden md:table-cell" },
      ),
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
