import type { AgencyLicences } from "#app/modules/setting/setting.contract";

type Translate = (key: string, values: { number: string; date?: string }) => string;

/**
 * The agency's licences as the site shows them (docs/product.md §Licences, reference price and
 * escrow), only those the settings have: "Izin PPIU No. U.123 tanggal 12 Maret 2020", "NIB
 * 9120001234567", "Lesen KPK/LN-1234". `t` translates the caller's `keys` in the reader's
 * language; `day` writes the licence's date. A KPK
 * number typed without its prefix gets it.
 */
export function agencyLicenceParts(
  s: AgencyLicences,
  t: Translate,
  day: (iso: string) => string,
  keys: LicenceKeys,
): string[] {
  const parts: string[] = [];
  if (s.ppiu_licence) {
    parts.push(
      s.ppiu_licence_date
        ? t(keys.ppiu_dated, { number: s.ppiu_licence, date: day(s.ppiu_licence_date) })
        : t(keys.ppiu, { number: s.ppiu_licence }),
    );
  }
  if (s.business_number) parts.push(t(keys.nib, { number: s.business_number }));
  if (s.kpk_licence) parts.push(t(keys.kpk, { number: kpkNumber(s.kpk_licence) }));
  return parts;
}

/** The caller's catalogue keys of each licence's sentence (written out, so the i18n check sees them used). */
export interface LicenceKeys {
  ppiu: string;
  ppiu_dated: string;
  nib: string;
  kpk: string;
}

/** A KPK licence number with its prefix ("1234" → "KPK 1234"; "KPK/LN-1234" stays). */
export function kpkNumber(number: string): string {
  return /^KPK\b/i.test(number) ? number : `KPK ${number}`;
}

/**
 * The agency's licences as schema.org identifiers (PropertyValue) of the Organization that sells:
 * the PPIU licence, the NIB and the KPK licence, those it has.
 */
export function licenceIdentifiers(
  s: AgencyLicences,
): { "@type": "PropertyValue"; propertyID: string; value: string }[] {
  const pairs: [string, string | null][] = [
    ["PPIU", s.ppiu_licence],
    ["NIB", s.business_number],
    ["KPK", s.kpk_licence ? kpkNumber(s.kpk_licence) : null],
  ];
  return pairs.flatMap(([propertyID, value]) =>
    value ? [{ "@type": "PropertyValue" as const, propertyID, value }] : [],
  );
}
