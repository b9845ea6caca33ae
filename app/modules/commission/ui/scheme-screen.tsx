import { useQuery } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { catalogQueries } from "#app/modules/catalog/catalog.api-client";
import { commissionQueries } from "#app/modules/commission/commission.api-client";
import { FilterSelect } from "#app/shared/ui/list-controls";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { useListParams } from "#app/shared/ui/use-list-params";
import { useCommissionFormat } from "./commission-kit";
import { SchemeForm } from "./scheme-form";

function Loading() {
  const { t } = useTranslation("catalog_admin");
  return (
    <p className="flex items-center gap-2 text-slate-600" role="status">
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      {t("ui.loading")}
    </p>
  );
}

function Unavailable() {
  const { t } = useTranslation("catalog_admin");
  return (
    <p className="text-red-700" role="alert">
      {t("ui.unavailable")}
    </p>
  );
}

/**
 * /panel/commission/schemes (staff with `commissions`): the default scheme, then a package's own
 * (the package chosen is kept in the URL, `?package_id=`), which wins over the default.
 */
export function SchemeScreen() {
  const { t } = useTranslation("commission");
  const list = useListParams();
  const raw = list.get("package_id");
  const packageId = /^\d+$/.test(raw) ? Number(raw) : null;
  const defaults = useQuery(commissionQueries.scheme(null));
  const tours = useQuery(catalogQueries.allTours());
  const options = useMemo(
    () => [
      { value: "", label: t("scheme.choose_package") },
      ...(tours.data ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` })),
    ],
    [tours.data, t],
  );
  const chosen = tours.data?.find((p) => p.id === packageId);
  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="commission-schemes">
      <PageHeader title={t("scheme.title")} description={t("scheme.intro")} />
      <FormSection title={t("scheme.default_title")} description={t("scheme.default_intro")} testId="scheme-default">
        {defaults.isPending ? (
          <Loading />
        ) : defaults.isError ? (
          <Unavailable />
        ) : (
          <>
            {defaults.data.data ? null : (
              <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="scheme-default-none">
                {t("scheme.default_none")}
              </p>
            )}
            <SchemeForm key={defaults.data.data?.updated_at ?? "none"} packageId={null} scheme={defaults.data.data} />
          </>
        )}
      </FormSection>
      <FormSection title={t("scheme.package_title")} description={t("scheme.package_intro")} testId="scheme-package">
        <div className="mb-4 max-w-md">
          <FilterSelect
            label={t("scheme.package")}
            value={packageId === null ? "" : String(packageId)}
            options={options}
            onChange={(v) => list.set({ package_id: v || null })}
            testId="scheme-package-select"
          />
        </div>
        {packageId === null ? null : <PackageScheme packageId={packageId} name={chosen?.name ?? ""} />}
      </FormSection>
    </div>
  );
}

function PackageScheme({ packageId, name }: { packageId: number; name: string }) {
  const { t } = useTranslation("commission");
  const fmt = useCommissionFormat();
  const query = useQuery(commissionQueries.scheme(packageId));
  if (query.isPending) return <Loading />;
  if (query.isError) return <Unavailable />;
  const scheme = query.data.data;
  return (
    <div data-testid="scheme-package-editor">
      <p className="mb-4 rounded-md bg-slate-50 p-3 text-sm text-slate-700" data-testid="scheme-package-state">
        {scheme ? t("scheme.package_own", { date: fmt.date(scheme.updated_at) }) : t("scheme.package_default")}
      </p>
      <SchemeForm
        key={`${packageId}-${scheme?.updated_at ?? "none"}`}
        packageId={packageId}
        scheme={scheme}
        packageName={name}
      />
    </div>
  );
}
