import { useEffect, useMemo, useRef } from "react";
import { type FieldValues, useFormContext, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { localeTag, isLocale } from "#app/shared/i18n/config";
import { InputField, SelectField } from "#app/shared/ui/bound-fields";
import { MARITAL_STATUSES } from "#app/modules/booking/booking.contract";
import { EDUCATION_LEVELS, OCCUPATIONS, proposePassportName } from "#app/modules/booking/ministry.rules";
import { RegionPicker } from "./region-picker";

/*
 * The ministry's data of one guest (docs/product.md §Ministry data, decision 081): the checkout of
 * an umrah package (inside each guest's card), the booking editor and the booking page's dialog.
 * Loaded on demand with its words (the `ministry` catalogue) by ministry-section.tsx, so a
 * storefront page never downloads it unless an umrah package's checkout shows it.
 */

/** ISO 3166-1 alpha-2 codes of today's countries (the nationality's choices; names from Intl). */
const COUNTRY_CODES =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW".split(
    " ",
  );

export interface MinistryFieldsProps {
  /** Where the guest's fields live in the form (`guests.0`), or "" for a form of one guest's data. */
  prefix: string;
  /** The guest's position (test ids: `guest-{index}-{field}`). */
  index: number;
  /** The guest's full name when the form has none (the booking page's dialog); else read from the form. */
  fullName?: string;
  /** The country the guest lives in when the form has none; else read from the form. */
  country?: string;
  /** A child or an infant on the departure day: no marital status asked. */
  young?: boolean;
}

/** The section's fields: father's name, passport name and office, birth place, the address, marital status, education, occupation, nationality. */
export default function MinistryFields({ prefix, index, fullName, country, young }: MinistryFieldsProps) {
  const { t, i18n } = useTranslation("ministry");
  const { register, control, getValues, setValue } = useFormContext<FieldValues>();
  const formState = useFormState({ control, name: prefix || undefined });
  const form = { register, formState };
  const name = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const bound = (field: string, label: string) => ({
    form,
    name: name(field),
    label,
    "data-testid": `guest-${index}-${field}`,
  });

  // The name as in the passport follows the full and the father's name (proposePassportName)
  // until the customer types one of their own; emptying it brings the proposal back.
  const watchedName = useWatch({ control, name: name("full_name"), disabled: fullName !== undefined }) as
    | string
    | undefined;
  const father = useWatch({ control, name: name("father_name") }) as string | undefined;
  const own = fullName ?? watchedName ?? "";
  const passportEdited = useRef<boolean | null>(null);
  if (passportEdited.current === null) {
    const stored = (getValues(name("passport_name")) as string | null | undefined) ?? "";
    passportEdited.current = stored !== "" && stored !== proposePassportName(own, father);
  }
  useEffect(() => {
    if (passportEdited.current) return;
    const proposal = proposePassportName(own, father);
    if ((getValues(name("passport_name")) ?? "") !== proposal) setValue(name("passport_name"), proposal);
  });

  // The nationality starts as the country the guest lives in, until it is chosen otherwise.
  const watchedCountry = useWatch({ control, name: name("country"), disabled: country !== undefined }) as
    | string
    | undefined;
  const home = country ?? watchedCountry ?? "";
  const nationalityEdited = useRef<boolean | null>(null);
  if (nationalityEdited.current === null) {
    const stored = (getValues(name("nationality")) as string | null | undefined) ?? "";
    nationalityEdited.current = stored !== "" && stored !== home;
  }
  useEffect(() => {
    if (!nationalityEdited.current && home && getValues(name("nationality")) !== home)
      setValue(name("nationality"), home);
    // A region code is an Indonesian address only (the server refuses it elsewhere).
    if (home !== "ID" && getValues(name("region_code"))) setValue(name("region_code"), "");
  });

  const locale = isLocale(i18n.language) ? i18n.language : "id";
  const nationalities = useMemo(() => {
    const names = new Intl.DisplayNames([localeTag[locale]], { type: "region" });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, localeTag[locale]),
    );
  }, [locale]);
  const marital: Record<(typeof MARITAL_STATUSES)[number], string> = {
    single: t("marital.single"),
    married: t("marital.married"),
    divorced: t("marital.divorced"),
    widowed: t("marital.widowed"),
  };

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" data-testid={`guest-${index}-ministry`}>
      <legend className="mb-3 text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {t("section.title")}
      </legend>
      <p className="-mt-1 text-sm text-slate-700 sm:col-span-2">{t("section.intro")}</p>
      <InputField
        {...bound("father_name", t("field.father_name"))}
        hint={t("field.father_name_hint")}
        autoComplete="off"
      />
      <InputField
        {...bound("passport_name", t("field.passport_name"))}
        hint={t("field.passport_name_hint")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        controlClassName="uppercase"
        onInput={(e) => {
          passportEdited.current = e.currentTarget.value.trim() !== "";
        }}
      />
      <InputField
        {...bound("passport_office", t("field.passport_office"))}
        hint={t("field.passport_office_hint")}
        autoComplete="off"
      />
      <InputField {...bound("birth_place", t("field.birth_place"))} autoComplete="off" />
      {home === "ID" ? (
        <RegionPicker name={name("region_code")} testId={`guest-${index}-region`} />
      ) : home === "MY" || home === "SG" ? (
        <>
          <InputField {...bound("state", t("field.state"))} autoComplete="off" />
          <InputField {...bound("postal_code", t("field.postal_code"))} inputMode="numeric" autoComplete="off" />
        </>
      ) : (
        <p className="text-sm text-slate-700 sm:col-span-2">{t("region.choose_country")}</p>
      )}
      {young ? null : (
        <SelectField
          {...bound("marital_status", t("field.marital_status"))}
          emptyOption={t("not_stated")}
          options={MARITAL_STATUSES.map((m) => ({ value: m, label: marital[m] }))}
        />
      )}
      <SelectField
        {...bound("education", t("field.education"))}
        emptyOption={t("choose")}
        options={EDUCATION_LEVELS.map((e) => ({ value: e, label: t(`education_level.${e}`) }))}
      />
      <SelectField
        {...bound("occupation", t("field.occupation"))}
        emptyOption={t("choose")}
        options={OCCUPATIONS.map((o) => ({ value: o, label: t(`occupation_group.${o}`) }))}
      />
      <SelectField
        {...bound("nationality", t("field.nationality"))}
        emptyOption={t("choose")}
        options={nationalities}
        onInput={() => {
          nationalityEdited.current = true;
        }}
      />
    </fieldset>
  );
}
