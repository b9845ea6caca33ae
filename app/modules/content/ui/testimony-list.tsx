import { MessageSquareQuote, Star } from "lucide-react";
import { useMemo } from "react";
import type { TestimonyDto } from "#app/modules/content/content.contract";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { Badge } from "#app/shared/ui/page-header";
import { ContentRecordList, nameLinkColumn, thumbColumn } from "./record-list";
import { TESTIMONY_LIST } from "./testimony-editor";
import { useContentT } from "./use-content-t";

const ALL = { all: "true" };
const nameOf = (r: TestimonyDto) => r.name;

/** What customers said, visible or hidden. */
export function TestimonyList() {
  const { t } = useContentT();
  const columns = useMemo<ColumnDef<TestimonyDto>[]>(
    () => [
      thumbColumn("photo", t("ui.fields.photo"), (r) => r.photo?.url, "round"),
      nameLinkColumn("name", t("catalog_admin:fields.name"), TESTIMONY_LIST, nameOf),
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
    ],
    [t],
  );
  return (
    <ContentRecordList<TestimonyDto>
      name="testimony"
      listPath={TESTIMONY_LIST}
      icon={<MessageSquareQuote aria-hidden className="size-6" />}
      columns={columns}
      nameOf={nameOf}
      extra={ALL}
    />
  );
}
