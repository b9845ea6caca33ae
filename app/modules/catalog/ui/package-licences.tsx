import { useTranslation } from "react-i18next";
import type { PackageKind } from "#app/modules/catalog/catalog.contract";
import { useRootData } from "#app/modules/account/ui/root-data";
import { kpkNumber } from "#app/modules/setting/licences";

/**
 * An umrah package's licence line on its card and page (docs/product.md §Licences, reference price
 * and escrow): the agency's umrah licence (PPIU and/or KPK) and the package's advertisement
 * approval serial, in the reader's language; nothing for a tour or when none is set.
 */
export function PackageLicences({
  kind,
  serial,
  className = "",
  testId,
}: {
  kind: PackageKind;
  serial: string | null;
  className?: string;
  testId: string;
}) {
  const { t } = useTranslation("catalog");
  const { setting } = useRootData();
  if (kind !== "umrah") return null;
  const parts = [
    setting.ppiu_licence ? t("licence.ppiu", { number: setting.ppiu_licence }) : null,
    setting.kpk_licence ? t("licence.kpk", { number: kpkNumber(setting.kpk_licence) }) : null,
    serial ? t("licence.ad_serial", { serial }) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className={`break-words text-xs text-slate-700 ${className}`} data-testid={testId}>
      {parts.join(" · ")}
    </p>
  );
}
