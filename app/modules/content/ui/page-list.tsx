import { FileText } from "lucide-react";
import { useMemo } from "react";
import type { PageSummaryDto } from "#app/modules/content/content.contract";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { recordColumn } from "#app/shared/ui/record-column";
import { FilterSelect } from "#app/shared/ui/list-controls";
import { Badge } from "#app/shared/ui/page-header";
import { useListParams } from "#app/shared/ui/use-list-params";
import { PAGE_LIST } from "./page-editor";
import { ContentRecordList, nameLinkColumn } from "./record-list";
import { useContentT } from "./use-content-t";

const GROUPS = ["none", "footer", "branch"] as const;
const NO_FILTER: Record<string, string> = {};
const GROUP_TONE = { none: "slate", footer: "blue", branch: "green" } as const;
const nameOf = (p: PageSummaryDto) => p.title;

/** The site's pages (footer links, branch offices, others), filtered by group. */
export function PageList() {
  const { t } = useContentT();
  const list = useListParams();
  const group = (GROUPS as readonly string[]).includes(list.get("group")) ? list.get("group") : "";
  const extra = useMemo<Record<string, string>>(() => (group ? { group } : NO_FILTER), [group]);
  const columns = useMemo<ColumnDef<PageSummaryDto>[]>(
    () => [
      nameLinkColumn("title", t("ui.fields.title"), PAGE_LIST, nameOf),
      recordColumn<PageSummaryDto>(
        "group",
        () => t("ui.fields.group"),
        (p) => <Badge tone={GROUP_TONE[p.group]}>{t(`ui.group.${p.group}`)}</Badge>,
      ),
    ],
    [t],
  );
  return (
    <ContentRecordList<PageSummaryDto>
      name="page"
      listPath={PAGE_LIST}
      addTo={`${PAGE_LIST}/Create`}
      icon={<FileText aria-hidden className="size-6" />}
      columns={columns}
      nameOf={nameOf}
      extra={extra}
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
  );
}
