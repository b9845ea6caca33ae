import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { LoaderCircle, Pencil } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ListMeta } from "#app/shared/list";
import { type ColumnDef, DataTable, EmptyState, Pagination } from "./data-table";
import { FilterSelect, SearchInput } from "./list-controls";
import { buttonClass } from "./page-header";
import { RowActions } from "./row-actions";
import { SubmitButton } from "./submit-button";
import { type ListParams, useClampPage, useListParams } from "./use-list-params";

/**
 * TanStack Query keys of the panel's dialog-edited lists: a write invalidates its whole resource.
 * (The content module's client uses the same values: `contentKeys.all`.)
 */
export const contentKey = (resource: string) => ["panel", "content", resource] as const;

/** An error of a form path that is not one of the form's own fields (e.g. `image_id` of a pipe). */
export function pathError<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  const node = (errors as Record<string, { message?: unknown } | undefined>)[path];
  return typeof node?.message === "string" ? node.message : undefined;
}

/**
 * A panel list read from the server (`{ data, meta }`): search, paging, the table and its
 * empty state. `extra` adds query parameters (e.g. `all=true`, a group filter). The rows come
 * from `list`, the request of the module's typed client.
 */
export function ContentTable<T extends { id: number }>({
  resource,
  list: fetchList,
  extra = {},
  columns,
  caption,
  searchLabel,
  emptyTitle,
  emptyHint,
  emptyIcon,
  filters,
  testId,
}: {
  resource: string;
  list: (
    params: Record<string, string | number | undefined>,
    signal?: AbortSignal,
  ) => Promise<{ data: T[]; meta: ListMeta }>;
  extra?: Record<string, string>;
  columns: ColumnDef<T>[];
  caption: string;
  searchLabel: string;
  emptyTitle: string;
  emptyHint: string;
  emptyIcon: React.ReactNode;
  filters?: (list: ReturnType<typeof useListParams>) => React.ReactNode;
  testId?: string;
}) {
  const list = useListParams();
  const extraKey = JSON.stringify(extra);
  const query = useQuery({
    queryKey: [...contentKey(resource), "list", list.page, list.limit, list.search, extraKey],
    queryFn: ({ signal }) => fetchList({ page: list.page, limit: list.limit, search: list.search, ...extra }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data;
  useClampPage(list, query.data?.meta);
  const filtered = Boolean(list.search) || Object.values(extra).some((v) => v && v !== "true");

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="w-full max-w-md">
          <ListSearch list={list} label={searchLabel} />
        </div>
        {filters?.(list)}
      </div>
      <ListResults query={query} list={list}>
        <DataTable
          data={rows ?? (NO_ROWS as T[])}
          columns={columns}
          caption={caption}
          loading={!rows}
          getRowId={(row) => String(row.id)}
          testId={testId}
          empty={<ListEmpty icon={emptyIcon} filtered={filtered} title={emptyTitle} text={emptyHint} />}
        />
      </ListResults>
    </>
  );
}

/** The search box of a list whose search lives in the URL: typing replaces the history entry. */
export function ListSearch({ list, label, className }: { list: ListParams; label: string; className?: string }) {
  return (
    <SearchInput
      value={list.search}
      onSearch={(search) => list.set({ search }, { replace: true })}
      label={label}
      className={className}
    />
  );
}

/**
 * A select of a list's toolbar bound to one URL parameter. Choosing `fallback` (the value the
 * list takes when the parameter is absent) removes the parameter, so the URL stays short.
 */
export function ParamSelect({
  set,
  param,
  fallback,
  ...select
}: {
  set: ListParams["set"];
  param: string;
  fallback?: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  className?: string;
  testId?: string;
}) {
  return <FilterSelect {...select} onChange={(v) => set({ [param]: v === fallback ? null : v })} />;
}

/**
 * The toolbar of a list with a search, filters and an order: the search takes the first, wider
 * column of one row on wide screens; on phones the search and the order span the width.
 */
export function ListToolbar({
  list,
  searchLabel,
  filters,
  sort,
  testId,
}: {
  list: ListParams;
  searchLabel: string;
  filters: Omit<React.ComponentProps<typeof ParamSelect>, "set">[];
  sort: Omit<React.ComponentProps<typeof SortSelect>, "list" | "className">;
  testId?: string;
}) {
  return (
    <div
      className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end"
      data-testid={testId}
    >
      <ListSearch list={list} label={searchLabel} className="col-span-2 lg:col-span-1" />
      {filters.map((filter) => (
        <ParamSelect key={filter.param} set={list.set} {...filter} />
      ))}
      <SortSelect list={list} {...sort} className="col-span-2 lg:col-span-1" />
    </div>
  );
}

/** The order of a list; its default, "latest" (newest first), leaves the URL. */
export function SortSelect({
  list,
  ...select
}: {
  list: ListParams;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  className?: string;
}) {
  return <ParamSelect {...select} set={list.set} param="sort" fallback="latest" testId="filter-sort" />;
}

/**
 * The empty state of a list: its own words (and `action`, e.g. "Add package") when nothing is
 * filtered; "no results" and, given `onClear`, a button that clears the filters when something is.
 */
export function ListEmpty({
  icon,
  filtered,
  title,
  text,
  onClear,
  action,
}: {
  icon: React.ReactNode;
  filtered: boolean;
  title: string;
  text: string;
  onClear?: () => void;
  action?: React.ReactNode;
}) {
  const { t } = useTranslation("catalog_admin");
  const clear = onClear ? (
    <button type="button" className={buttonClass.secondary} onClick={onClear}>
      {t("catalog_admin:ui.clear_filters")}
    </button>
  ) : undefined;
  return (
    <EmptyState
      icon={icon}
      title={filtered ? t("catalog_admin:ui.no_results") : title}
      text={filtered ? t("catalog_admin:ui.no_results_hint") : text}
      action={filtered ? clear : action}
    />
  );
}

/** A list's first read failed: the screen's sentence and a retry button. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => unknown }) {
  const { t } = useTranslation("catalog_admin");
  return (
    <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {text}{" "}
      <button type="button" className="font-semibold underline" onClick={() => void onRetry()}>
        {t("catalog_admin:ui.retry")}
      </button>
    </p>
  );
}

/**
 * A short list read whole (no paging), one card per row: "Loading…" while it loads, "unavailable"
 * when the read failed, the screen's `empty` sentence when there is no row, else the cards.
 */
export function CardList<T>({
  query,
  rows,
  empty,
  emptyTestId,
  children,
}: {
  query: { isPending: boolean; isError: boolean };
  rows: readonly T[];
  empty: string;
  emptyTestId: string;
  /** The card of a row (an `<li>`, keyed). */
  children: (row: T) => ReactNode;
}) {
  const { t } = useTranslation("catalog_admin");
  if (query.isPending)
    return (
      <p className="flex items-center gap-2 text-slate-600" role="status">
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        {t("catalog_admin:ui.loading")}
      </p>
    );
  if (query.isError)
    return (
      <p className="text-red-700" role="alert">
        {t("catalog_admin:ui.unavailable")}
      </p>
    );
  if (rows.length === 0)
    return (
      <p className="text-slate-600" data-testid={emptyTestId}>
        {empty}
      </p>
    );
  return <ul className="space-y-3">{rows.map(children)}</ul>;
}

/** What a list screen reads of its TanStack query. */
export interface ListQuery {
  data?: { meta: ListMeta };
  isPlaceholderData: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * Everything under a list's toolbar: the table (`children`, dimmed while the next page loads),
 * the retry message when the first read failed (given `loadFailed`), and the paging. The page
 * and its size go to the URL (`list`), or to `onPage` / `onLimit` for a list kept in the
 * component's state; `pagingWhenEmpty={false}` hides the paging of an empty list.
 */
export function ListResults({
  query,
  list,
  onPage = (page) => list?.set({ page }),
  onLimit = (limit) => list?.set({ limit }),
  loadFailed,
  pagingWhenEmpty = true,
  children,
}: {
  query: ListQuery;
  list?: ListParams;
  onPage?: (page: number) => void;
  onLimit?: (limit: number) => void;
  loadFailed?: string;
  pagingWhenEmpty?: boolean;
  children: React.ReactNode;
}) {
  const meta = query.data?.meta;
  return (
    <>
      <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : ""}>{children}</div>
      {loadFailed && query.isError && !query.data ? <LoadFailed text={loadFailed} onRetry={query.refetch} /> : null}
      {meta && (pagingWhenEmpty || meta.total > 0) ? (
        <Pagination
          page={meta.page}
          lastPage={meta.last_page}
          limit={meta.limit}
          total={meta.total}
          onPage={onPage}
          onLimit={onLimit}
        />
      ) : null}
    </>
  );
}

const NO_ROWS: never[] = [];

/** The actions column of a list whose rows are edited in a dialog: edit (a button) and delete. */
export function useDialogActionsColumn<T>(
  nameOf: (row: T) => string,
  onEdit: (row: T) => void,
  onDelete: (row: T) => void,
): ColumnDef<T> {
  const { t } = useTranslation("catalog_admin");
  return useMemo<ColumnDef<T>>(
    () => ({
      id: "actions",
      header: () => <span className="sr-only">{t("catalog_admin:ui.actions")}</span>,
      cell: ({ row }) => {
        const name = nameOf(row.original);
        return (
          <RowActions
            name={name}
            onDelete={() => onDelete(row.original)}
            extra={
              <button
                type="button"
                className={buttonClass.icon}
                onClick={() => onEdit(row.original)}
                title={t("catalog_admin:ui.edit")}
                data-testid="row-edit"
              >
                <Pencil aria-hidden className="size-4" />
                <span className="sr-only">{t("catalog_admin:ui.edit_named", { name })}</span>
              </button>
            }
          />
        );
      },
      meta: { className: "w-px" },
    }),
    [t, nameOf, onEdit, onDelete],
  );
}

/** A yes/no switch of a form (active slide, visible testimony) as an accessible checkbox. */
export function CheckboxField({
  label,
  hint,
  inputProps,
  testId,
}: {
  label: string;
  hint?: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
  testId?: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
      <input type="checkbox" {...inputProps} className="mt-0.5 size-5 accent-brand-700" data-testid={testId} />
      <span>
        <span className="block font-medium text-slate-900">{label}</span>
        {hint ? <span className="block text-sm text-slate-600">{hint}</span> : null}
      </span>
    </label>
  );
}

/** A small thumbnail of a list row (decorative: the row's name says what it is). */
export function Thumb({
  src,
  shape = "photo",
}: {
  src: string | null | undefined;
  shape?: "photo" | "wide" | "round" | "logo";
}) {
  const size = {
    photo: "h-16 w-24 rounded object-cover",
    wide: "h-16 w-28 rounded object-cover",
    round: "size-12 rounded-full object-cover",
    logo: "h-12 w-20 rounded object-contain",
  }[shape];
  if (!src) return <span className={`block max-w-none bg-slate-100 ${size}`} aria-hidden="true" />;
  return <img src={src} alt="" loading="lazy" className={`block max-w-none bg-slate-100 ${size}`} />;
}

/**
 * The form inside a list's dialog: it does not submit the page's forms around it, and ends with
 * cancel (closes the dialog) and save. `testId` names the form (`photo-form`) and save (`photo-save`).
 */
export function DialogForm({
  testId,
  onSubmit,
  saving,
  onCancel,
  children,
}: {
  testId: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>;
  saving: boolean;
  onCancel: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <form
      onSubmit={(e) => {
        e.stopPropagation();
        void onSubmit(e);
      }}
      noValidate
      className="space-y-4"
      data-testid={`${testId}-form`}
    >
      {children}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          {t("ui.cancel")}
        </button>
        <SubmitButton loading={saving} loadingLabel={t("ui.saving")} data-testid={`${testId}-save`}>
          {t("ui.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
