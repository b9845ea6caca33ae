import type { AgencyLicences } from "#app/modules/setting/setting.contract";
import { agencyLicenceParts } from "#app/modules/setting/licences";

type Translate = (key: string, values: { number: string; date?: string }) => string;

/**
 * The agency's licences as the receipt and the invoice print them under its name
 * (docs/product.md §Receipts), only those the settings have: "Izin PPIU No. U.123 tanggal
 * 12 Maret 2020", "NIB 9120001234567", "Lesen KPK/LN-1234" (setting's `agencyLicenceParts`). `t`
 * translates the booking_panel catalogue's `licence.*` in the reader's language; `day` writes the
 * licence's date as the sheet writes its dates. `adSerial`: an umrah package's advertisement
 * approval serial, printed last (docs/product.md §Licences, reference price and escrow).
 */
export function licenceParts(
  s: AgencyLicences,
  t: Translate,
  day: (iso: string) => string,
  adSerial: string | null = null,
): string[] {
  const parts = agencyLicenceParts(s, t, day, {
    ppiu: "licence.ppiu",
    ppiu_dated: "licence.ppiu_dated",
    nib: "licence.nib",
    kpk: "licence.kpk",
  });
  if (adSerial) parts.push(t("licence.ad_serial", { number: adSerial }));
  return parts;
}
