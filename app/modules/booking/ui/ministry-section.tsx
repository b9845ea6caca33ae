import { Component, type ReactNode, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadCatalogues } from "#app/shared/i18n/browser.client";
import { useHydrated } from "#app/shared/ui/chart-frame";
import type { MinistryFieldsProps } from "./ministry-fields";

/*
 * The ministry's data of a guest (decision 081) as a lazily loaded part of a form: its fields, the
 * region pickers and its words (the `ministry` catalogue, a panel catalogue no storefront page
 * downloads) arrive only when an umrah package's form shows them, so the storefront's first load
 * does not grow (test/e2e/budget.spec.ts). Shown once the page has hydrated.
 */
const load = () =>
  Promise.all([
    import("./ministry-fields"),
    // Outside the browser (server rendering, component tests) every catalogue is there already.
    typeof window === "undefined" ? undefined : loadCatalogues(["ministry"]),
  ]).then(([fields]) => fields);

/** A loader that can be asked again after a failed download (a phone losing its network). */
function lazyFields() {
  return lazy(load);
}

export function MinistrySection(props: MinistryFieldsProps) {
  const hydrated = useHydrated();
  const [Fields, setFields] = useState(lazyFields);
  if (!hydrated) return <SectionPlaceholder />;
  return (
    <SectionBoundary onRetry={() => setFields(lazyFields)}>
      <Suspense fallback={<SectionPlaceholder />}>
        <Fields {...props} />
      </Suspense>
    </SectionBoundary>
  );
}

/** The space the section takes while its code and words arrive. */
function SectionPlaceholder() {
  return (
    <div
      aria-busy="true"
      className="min-h-48 animate-pulse rounded-md border border-slate-200 bg-slate-50"
      data-testid="ministry-loading"
    />
  );
}

/**
 * A failed download of the section (the network dropped) says so with the site's words for it and
 * offers to try again, instead of taking the whole form down; the rest of the form still works.
 */
class SectionBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <SectionFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("common");
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      role="alert"
    >
      <span>{t("error.generic_text")}</span>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-md border border-amber-700 px-3 font-medium hover:bg-amber-100"
        data-testid="ministry-retry"
      >
        {t("error.retry")}
      </button>
    </div>
  );
}
