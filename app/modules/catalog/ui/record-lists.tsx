import { Layers, ListPlus, MapPin, Tags } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { catalogClient, catalogQueries, type RecordKind } from "#app/modules/catalog/catalog.api-client";
import type { AttributeDto, CategoryDto, DestinationDto } from "#app/modules/catalog/catalog.contract";
import { Badge, buttonClass } from "#app/shared/ui/page-header";
import { type ColumnTools, RecordList } from "./record-list";
import { RowImage } from "./row-image";
import { recordColumn } from "#app/shared/ui/record-column";

/** /panel/tour/category: the package categories. */
export const CategoryList = () => <CatalogList kind="category" />;
/** /panel/tour/destination: the destinations with their picture and number of published packages. */
export const DestinationList = () => <CatalogList kind="destination" />;
/**
 * /panel/tour/attribute, labelled "extra price": groups of options a package can offer (room
 * type, add-ons), each with its details and their prices.
 */
export const AttributeList = () => <CatalogList kind="attribute" />;

function CatalogList({ kind }: { kind: RecordKind }) {
  const { Icon, ...list } = LISTS[kind];
  return <RecordList<Row> kind={kind} icon={<Icon aria-hidden className="size-6" />} {...list} />;
}

function categoryColumns({ t }: ColumnTools) {
  return {
    after: [
      recordColumn(
        "slug",
        () => t("fields.slug"),
        (r: CategoryDto) => <code className="text-xs text-slate-700">{r.slug}</code>,
      ),
    ],
  };
}

function destinationColumns({ t }: ColumnTools) {
  return {
    before: [
      recordColumn(
        "image",
        () => <span className="sr-only">{t("fields.image")}</span>,
        (r: DestinationDto) => <RowImage image={r.image} icon={MapPin} />,
        { className: "w-px" },
      ),
    ],
    after: [
      recordColumn(
        "slug",
        () => t("fields.slug"),
        (r: DestinationDto) => <code className="text-xs text-slate-700">{r.slug}</code>,
      ),
      recordColumn(
        "tour_count",
        () => t("destination.tour_count_column"),
        (r: DestinationDto) => <span className="tabular-nums">{r.tour_count}</span>,
        { className: "hidden sm:table-cell" },
      ),
    ],
  };
}

function attributeColumns({ t, format }: ColumnTools) {
  return {
    name: recordColumn(
      "name",
      () => t("fields.name"),
      (r: AttributeDto) => (
        <>
          <Link
            to={`/panel/tour/attribute/${r.id}`}
            className="font-medium text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
          >
            {r.name}
          </Link>
          {/* Phones: the rule and the number of details under the name. */}
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 md:hidden">
            <Badge tone={r.choice_rule === "single" ? "blue" : "slate"}>{t(`choice_rule.${r.choice_rule}`)}</Badge>
            {r.details.map((d) => d.name).join(", ") || t("attribute.no_details")}
          </span>
        </>
      ),
      { rowHeader: true, className: "whitespace-normal" },
    ),
    after: [
      recordColumn(
        "choice_rule",
        () => t("fields.choice_rule"),
        (r: AttributeDto) => (
          <Badge tone={r.choice_rule === "single" ? "blue" : "slate"}>{t(`choice_rule.${r.choice_rule}`)}</Badge>
        ),
        { className: "hidden md:table-cell" },
      ),
      recordColumn(
        "details",
        () => t("attribute.details_column"),
        (r: AttributeDto) =>
          r.details.length ? (
            <ul className="space-y-0.5 text-sm">
              {r.details.map((d) => (
                <li key={d.id} className="whitespace-nowrap">
                  {d.name} <span className="text-slate-600">·</span>{" "}
                  <span className="tabular-nums">{format(d.price)}</span>{" "}
                  <span className="text-slate-600">{t(`per.${d.per}`)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-slate-600">{t("attribute.no_details")}</span>
          ),
        { className: "hidden md:table-cell" },
      ),
    ],
  };
}

function AttributeDetailsLink({ attribute }: { attribute: AttributeDto }) {
  const { t } = useTranslation("catalog_admin");
  return (
    <Link
      to={`/panel/tour/attribute/${attribute.id}/detail`}
      className={buttonClass.icon}
      title={t("attribute.manage_details")}
      data-testid="row-details"
    >
      <ListPlus aria-hidden className="size-4" />
      <span className="sr-only">{t("attribute.manage_details_named", { name: attribute.name })}</span>
    </Link>
  );
}

const attributeDetailsLink = (attribute: AttributeDto) => <AttributeDetailsLink attribute={attribute} />;

type Row = CategoryDto | DestinationDto | AttributeDto;
type ListProps = Omit<Parameters<typeof RecordList<Row>>[0], "kind" | "icon">;

// Each kind's list: its width, icon, requests and columns.
const LISTS: Record<RecordKind, ListProps & { Icon: typeof Layers }> = {
  category: {
    width: "max-w-5xl",
    Icon: Layers,
    query: catalogQueries.categoryList,
    remove: catalogClient.deleteCategory,
    columns: categoryColumns as ListProps["columns"],
  },
  destination: {
    width: "max-w-6xl",
    Icon: MapPin,
    query: catalogQueries.destinationList,
    remove: catalogClient.deleteDestination,
    columns: destinationColumns as ListProps["columns"],
  },
  attribute: {
    width: "max-w-6xl",
    Icon: Tags,
    query: catalogQueries.attributeList,
    remove: catalogClient.deleteAttribute,
    columns: attributeColumns as ListProps["columns"],
    rowActions: attributeDetailsLink as ListProps["rowActions"],
  },
};
