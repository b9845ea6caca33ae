import { Search, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

const SEARCH_DELAY_MS = 400;

/**
 * The search box of a panel list: the list follows the typed text after a short pause (or at
 * once on Enter), and follows the URL back when the browser's back button changes it.
 */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
  className = "",
  testId = "list-search",
}: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation("catalog_admin");
  const id = useId();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The URL changed without us (back button, a link): show what the list shows.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = trimmed;
      onSearchRef.current(trimmed);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const commitNow = (next: string) => {
    committed.current = next.trim();
    onSearchRef.current(next.trim());
  };

  return (
    <search className={`relative block ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commitNow(text);
          }
        }}
        placeholder={placeholder ?? label}
        autoComplete="off"
        enterKeyHint="search"
        className="block min-h-11 w-full rounded-md border border-slate-400 bg-white py-2 pr-10 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        data-testid={testId}
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText("");
            commitNow("");
          }}
          className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden className="size-4" />
          <span className="sr-only">{t("ui.search_clear")}</span>
        </button>
      ) : null}
    </search>
  );
}

/** The look of a list filter's select or date input. */
const filterControlClass =
  "block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

/** What every filter control of a list's toolbar takes. */
interface FilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  testId?: string;
}

/** A filter's label above its control, tied to it by a generated id. */
function FilterFrame({
  label,
  className = "",
  children,
}: Pick<FilterProps, "label" | "className"> & {
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A labelled select of a list's toolbar (status, category, sort). */
export function FilterSelect({ options, ...p }: FilterProps & { options: { value: string; label: string }[] }) {
  return (
    <FilterFrame label={p.label} className={p.className}>
      {(id) => (
        <select
          id={id}
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
          className={filterControlClass}
          data-testid={p.testId}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FilterFrame>
  );
}

/** A labelled date input of a list's toolbar (booking date range). */
export function FilterDate({ min, max, ...p }: FilterProps & { min?: string; max?: string }) {
  return (
    <FilterFrame label={p.label} className={p.className}>
      {(id) => (
        <input
          id={id}
          type="date"
          value={p.value}
          min={min || undefined}
          max={max || undefined}
          onChange={(e) => p.onChange(e.target.value)}
          className={filterControlClass}
          data-testid={p.testId}
        />
      )}
    </FilterFrame>
  );
}
