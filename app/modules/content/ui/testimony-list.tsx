import { MessageSquareQuote, Star } from "lucide-react";
import { useMemo } from "react";
import type { TestimonyDto } from "#app/modules/content/content.contract";
import type { ColumnDef } from "#app/shared/ui/data-table";
import { Badge } from "#app/shared/ui/page-header";
import { ContentRecordList, nameLinkColumn, thumbColumn } from "./record-list";
import { TESTIMONY_LIST } from "./testimony-editor";
import { useContentT } from "./use-content-t";
import { recordColumn } from "#app/shared/ui/record-column";

const ALL = { all: "true" };
const nameOf = (r: TestimonyDto) => r.name;

/** What customers said, visible or hidden. */
export function TestimonyList() {
  const { t } = useContentT();
  const columns = useMemo<ColumnDef<TestimonyDto>[]>(
    () => [
      thumbColumn("photo", t("ui.fields.photo"), (r) => r.photo?.url, "round"),
      nameLinkColumn("name", t("catalog_admin:fields.name"), TESTIMONY_LIST, nameOf),
      recordColumn(
        "text",
        () => t("ui.fields.text"),
        (rec) => <span className="line-clamp-2 text-sm text-slate-700">{rec.text}</span>,
        { className: "hidden md:table-cell" },
      ),
      recordColumn(
        "rating",
        () => t("ui.fields.rating"),
        (rec) => (
          <span className="inline-flex items-center gap-1 tabular-nums whitespace-nowrap">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
            {t("ui.testimony.rating_value", { rating: rec.rating })}
          </span>
        ),
      ),
      recordColumn(
        "visible",
        () => t("ui.fields.visible"),
        (rec) =>
          rec.visible ? (
            <Badge tone="green">{t("ui.testimony.shown")}</Badge>
          ) : (
            <Badge tone="slate">{t("ui.testimony.hidden")}</Badge>
          ),
        { className: "hidden sm:table-cell" },
      ),
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
