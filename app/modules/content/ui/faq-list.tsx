import { sortOrderColumn } from "#app/shared/ui/data-table";
import { HelpCircle } from "lucide-react";
import { useMemo } from "react";
import type { FaqDto } from "#app/modules/content/content.contract";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { FAQ_LIST } from "./faq-editor";
import { ContentRecordList, nameLinkColumn } from "./record-list";
import { useContentT } from "./use-content-t";

const nameOf = (f: FaqDto) => f.question;

/** The questions shown on the FAQ page, in their order. */
export function FaqList() {
  const { t } = useContentT();
  const columns = useMemo<ColumnDef<FaqDto>[]>(
    () => [
      nameLinkColumn("question", t("ui.fields.question"), FAQ_LIST, nameOf),
      sortOrderColumn(t("catalog_admin:fields.sort_order")),
    ],
    [t],
  );
  return (
    <ContentRecordList<FaqDto>
      name="faq"
      listPath={FAQ_LIST}
      icon={<HelpCircle aria-hidden className="size-6" />}
      columns={columns}
      nameOf={nameOf}
    />
  );
}
