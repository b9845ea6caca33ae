import type { AgencyLicences } from "#app/modules/setting/setting.contract";

type Translate = (key: string, values: { number: string; date?: string }) => string;

/**
 * The agency's licences as the receipt and the invoice print them under its name
 * (docs/product.md §Receipts), only those the settings have: "Izin PPIU No. U.123 tanggal
 * 12 Maret 2020", "NIB 9120001234567", "Lesen KPK/LN-1234". `t` translates the booking_panel
 * catalogue's `licence.*` in the reader's language; `day` writes the licence's date as the sheet
 * writes its dates. A KPK number typed without its prefix gets it. `adSerial`: the package's
 * advertisement approval serial, printed last.
 */
export function licenceParts(
  s: AgencyLicences,
  t: Translate,
  day: (iso: string) => string,
  adSerial: string | null = null,
): string[] {
  const parts: string[] = [];
  if (s.ppiu_licence) {
    parts.push(
      s.ppiu_licence_date
        ? t("licence.ppiu_dated", { number: s.ppiu_licence, date: day(s.ppiu_licence_date) })
        : t("licence.ppiu", { number: s.ppiu_licence }),
    );
  }
  if (s.business_number) parts.push(t("licence.nib", { number: s.business_number }));
  if (s.kpk_licence) {
    const number = /^KPK\b/i.test(s.kpk_licence) ? s.kpk_licence : `KPK ${s.kpk_licence}`;
    parts.push(t("licence.kpk", { number }));
  }
  // An umrah package's advertisement approval serial beside them (docs/product.md §Licences,
  // reference price and escrow).
  if (adSerial) parts.push(t("licence.ad_serial", { number: adSerial }));
  return parts;
}
