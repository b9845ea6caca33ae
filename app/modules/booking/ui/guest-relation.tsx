import { type FieldError, type FieldValues, get, useFormContext, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { GUEST_RELATIONS, type GuestRelation } from "#app/modules/booking/booking.contract";
import { controlClass, FormField } from "#app/shared/ui/form-field";

const KINDS = GUEST_RELATIONS.filter((r) => r !== "none");

/**
 * How a guest (after the first) is related to the guests listed before them (docs/product.md
 * §Rooming list, decision 060): one select, "spouse of Ahmad", "parent or child of Siti"... or
 * "not related to anyone in this booking". It sets the guest's `relation` and `related_to` (the
 * other guest's number, 1 = the first). The rooming list keeps men and women of different
 * families apart, and children with their family.
 */
export function GuestRelationField({
  prefix,
  index,
  required,
}: {
  /** Where this guest lives in the form, e.g. `guests.2`. */
  prefix: string;
  index: number;
  required?: boolean;
}) {
  const { t } = useTranslation("booking");
  const { control, setValue, formState } = useFormContext<FieldValues>();
  const list = prefix.replace(/\.\d+$/, "");
  const names = useWatch({
    control,
    name: Array.from({ length: index }, (_, i) => `${list}.${i}.full_name`),
  }) as (string | undefined)[];
  const [relation, relatedTo] = useWatch({ control, name: [`${prefix}.relation`, `${prefix}.related_to`] }) as [
    GuestRelation | "" | null | undefined,
    number | "" | null | undefined,
  ];
  const { errors } = useFormState({ control, name: prefix });
  const error =
    (get(errors, `${prefix}.relation`) as FieldError | undefined)?.message ??
    (get(errors, `${prefix}.related_to`) as FieldError | undefined)?.message;

  const value = relation === "none" ? "none" : relation && relatedTo ? `${relatedTo}:${relation}` : "";
  const choose = (next: string) => {
    const [to, kind] = next === "none" ? [null, "none"] : next === "" ? [null, ""] : next.split(":");
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue(`${prefix}.relation`, kind, options);
    setValue(`${prefix}.related_to`, to === null ? null : Number(to), options);
  };
  const nameOf = (i: number) => names[i]?.trim() || t("guest.relation_guest", { n: i + 1 });

  return (
    <FormField
      label={t("guest.relation")}
      hint={t("guest.relation_hint")}
      error={error}
      required={required}
      className="sm:col-span-2"
    >
      {(a11y) => (
        <select
          {...a11y}
          className={controlClass}
          value={value}
          onChange={(e) => choose(e.target.value)}
          data-testid={`guest-${index}-relation`}
        >
          <option value="">{t("guest.relation_choose")}</option>
          {Array.from({ length: index }, (_, i) => i + 1).map((number) => (
            <optgroup key={number} label={nameOf(number - 1)}>
              {KINDS.map((kind) => (
                <option key={kind} value={`${number}:${kind}`}>
                  {t("guest.relation_of", { relation: t(`guest.relation_kind.${kind}`), name: nameOf(number - 1) })}
                </option>
              ))}
            </optgroup>
          ))}
          <option value="none">{t("guest.relation_none")}</option>
        </select>
      )}
    </FormField>
  );
}

/**
 * The guests' relations once guest `removed` (an index) is taken out of the list: a relation to
 * them is cleared (to be chosen again), a relation to a later guest follows its number down.
 * Returns the guests whose relation changes, by their new index.
 */
export function relationsAfterRemoval(
  guests: readonly { relation?: GuestRelation | "" | null; related_to?: number | "" | null }[],
  removed: number,
): { index: number; relation: GuestRelation | ""; related_to: number | null }[] {
  const changes: { index: number; relation: GuestRelation | ""; related_to: number | null }[] = [];
  guests.forEach((g, i) => {
    if (i <= removed || typeof g.related_to !== "number") return;
    const number = removed + 1;
    if (g.related_to === number) changes.push({ index: i - 1, relation: "", related_to: null });
    else if (g.related_to > number)
      changes.push({ index: i - 1, relation: g.relation || "", related_to: g.related_to - 1 });
  });
  return changes;
}
