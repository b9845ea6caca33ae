import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import type { ListToursQuery } from "#app/modules/catalog/catalog.contract";

export interface TourFilterValues {
  category_id?: number;
  destination_id?: number;
  search?: string;
  sort: ListToursQuery["sort"];
}

const SORTS = ["latest", "oldest", "price_asc", "price_desc"] as const;

/** The URL of the list for a set of filters: empty values are left out, the default sort too. */
export function tourListHref(values: Partial<TourFilterValues> & { page?: number; lang?: string | null }): string {
  const params = new URLSearchParams();
  if (values.category_id) params.set("category_id", String(values.category_id));
  if (values.destination_id) params.set("destination_id", String(values.destination_id));
  if (values.search) params.set("search", values.search);
  if (values.sort && values.sort !== "latest") params.set("sort", values.sort);
  if (values.page && values.page > 1) params.set("page", String(values.page));
  if (values.lang) params.set("lang", values.lang);
  const query = params.toString();
  return query ? `/tour?${query}` : "/tour";
}

/** The category and destination filters: "all" or one of the choices (keys written out for the catalogue test). */
const CHOICE_FILTERS = [
  {
    name: "category_id",
    id: "tour-category",
    label: "list.category",
    all: "list.all_categories",
    testId: "tour-filter-category",
  },
  {
    name: "destination_id",
    id: "tour-destination",
    label: "list.destination",
    all: "list.all_destinations",
    testId: "tour-filter-destination",
  },
] as const;

const fieldClass =
  "block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600";
const labelClass = "mb-1 block text-sm font-medium text-slate-800";

/**
 * The filter bar of /tour: a plain GET form, so it works before (or without) JavaScript. With
 * JavaScript a changed select applies at once and empty fields stay out of the URL.
 */
export function TourFilters({
  values,
  categories,
  destinations,
  lang,
}: {
  values: TourFilterValues;
  categories: { id: number; name: string }[];
  destinations: { id: number; name: string }[];
  lang: string | null;
}) {
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();

  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    navigate(
      tourListHref({
        category_id: Number(text("category_id")) || undefined,
        destination_id: Number(text("destination_id")) || undefined,
        search: text("search") || undefined,
        sort: (SORTS as readonly string[]).includes(text("sort"))
          ? (text("sort") as TourFilterValues["sort"])
          : "latest",
        lang,
      }),
    );
  };

  return (
    <Form
      method="get"
      action="/tour"
      role="search"
      aria-label={t("list.filters_label")}
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      {lang ? <input type="hidden" name="lang" value={lang} /> : null}
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="tour-search" className={labelClass}>
          {t("list.search")}
        </label>
        <input
          id="tour-search"
          type="search"
          name="search"
          defaultValue={values.search ?? ""}
          placeholder={t("list.search_placeholder")}
          maxLength={100}
          enterKeyHint="search"
          className={fieldClass}
          data-testid="tour-search"
        />
      </div>
      {CHOICE_FILTERS.map((f) => (
        <FilterSelect
          key={f.name}
          id={f.id}
          name={f.name}
          label={t(f.label)}
          defaultValue={values[f.name] ?? ""}
          onApply={apply}
          testId={f.testId}
        >
          <ChoiceOptions all={t(f.all)} choices={f.name === "category_id" ? categories : destinations} />
        </FilterSelect>
      ))}
      <FilterSelect
        id="tour-sort"
        name="sort"
        label={t("list.sort")}
        defaultValue={values.sort}
        onApply={apply}
        testId="tour-sort"
      >
        <option value="latest">{t("list.sort_latest")}</option>
        <option value="oldest">{t("list.sort_oldest")}</option>
        <option value="price_asc">{t("list.sort_price_asc")}</option>
        <option value="price_desc">{t("list.sort_price_desc")}</option>
      </FilterSelect>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center gap-2 self-end rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        data-testid="tour-filter-submit"
      >
        <Search aria-hidden="true" className="size-4" />
        {t("list.apply")}
      </button>
    </Form>
  );
}

/** A select of the filter bar: a change applies the filters at once (with JavaScript). */
function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  onApply,
  testId,
  children,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string | number;
  onApply: (form: HTMLFormElement) => void;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={(e) => e.currentTarget.form && onApply(e.currentTarget.form)}
        className={fieldClass}
        data-testid={testId}
      >
        {children}
      </select>
    </div>
  );
}

/** "All ..." (no filter), then one option per category or destination. */
function ChoiceOptions({ all, choices }: { all: string; choices: { id: number; name: string }[] }) {
  return (
    <>
      <option value="">{all}</option>
      {choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </>
  );
}
