import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { controlClass } from "#app/shared/ui/form-field";
import type { AttributeDto, DepartureDto, TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { displayPrice } from "#app/modules/catalog/catalog.rules";
import { DepartureBadge, departureStatus } from "#app/modules/catalog/ui/departure-status";
import { useCatalogFormat } from "#app/modules/catalog/ui/format";
import type { CheckoutInput } from "#app/modules/booking/booking.contract";
import { ChoiceGroup, ChoiceOption, choiceInputClass } from "#app/shared/ui/choice-group";
import { RequiredMark } from "#app/shared/ui/form-field";

/** Step 1: which departure. Only bookable ones can be chosen; the others say why not. */
export function DeparturePicker({
  departures,
  discount,
  problem,
}: {
  departures: DepartureDto[];
  discount: Pick<TourDetailDto, "discount_type" | "discount_value">;
  /** The quote's refusal of the chosen departure (already translated). */
  problem?: string;
}) {
  const { t } = useTranslation("booking");
  const { money, dateRange } = useCatalogFormat();
  const { control } = useFormContext<CheckoutInput>();
  const { field, fieldState } = useController({ control, name: "time_id" });
  const rule = discount.discount_type ? { type: discount.discount_type, value: discount.discount_value } : null;
  const showPrice = departures.some((d) => d.price_override !== null);

  return (
    <ChoiceGroup
      legend={t("checkout.departure")}
      error={fieldState.error?.message ?? problem}
      required
      testId="checkout-departures"
    >
      <div className="grid gap-2 sm:grid-cols-2">
        {departures.map((d) => {
          const state = departureStatus(d);
          const selected = field.value === d.id;
          return (
            <ChoiceOption
              key={d.id}
              selected={selected}
              disabled={!d.bookable}
              label={<span suppressHydrationWarning>{dateRange(d.start_date, d.end_date)}</span>}
              description={
                d.bookable ? t("checkout.seats_left", { count: d.seats_left }) : <DepartureBadge state={state} />
              }
              aside={
                showPrice ? (
                  <span className="font-semibold whitespace-nowrap text-slate-900" suppressHydrationWarning>
                    {money(displayPrice(d.price, rule))}
                  </span>
                ) : null
              }
            >
              <input
                type="radio"
                name={field.name}
                value={d.id}
                checked={selected}
                disabled={!d.bookable}
                onChange={() => field.onChange(d.id)}
                onBlur={field.onBlur}
                ref={selected || (!field.value && d.bookable) ? field.ref : undefined}
                className={choiceInputClass}
                data-testid={`checkout-departure-${d.id}`}
              />
            </ChoiceOption>
          );
        })}
      </div>
    </ChoiceGroup>
  );
}

/**
 * Step 1: how many pax, within the package's minimum and maximum and the seats left. The
 * stepper and the number field write the same value; the guests follow it.
 */
export function PaxField({
  min,
  max,
  seatsLeft,
  maxPax,
  problem,
}: {
  min: number;
  /** The largest pax the form offers: max pax, seats left and the contract's limit together. */
  max: number;
  seatsLeft: number | null;
  maxPax: number | null;
  problem?: string;
}) {
  const { t } = useTranslation("booking");
  const id = useId();
  const { control } = useFormContext<CheckoutInput>();
  const { field, fieldState } = useController({ control, name: "pax" });
  const value = field.value as number;
  const error = fieldState.error?.message ?? problem;
  const hint = [
    t("checkout.pax_min", { count: min }),
    maxPax ? t("checkout.pax_max", { count: maxPax }) : null,
    seatsLeft !== null ? t("checkout.seats_left", { count: seatsLeft }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const step = (delta: number) => {
    const base = Number.isInteger(value) ? value : min;
    field.onChange(Math.min(Math.max(base + delta, min), Math.max(max, min)));
  };
  const stepButton =
    "inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-slate-400 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <div data-invalid={error ? "true" : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {t("checkout.pax")}
        <RequiredMark />
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          onClick={() => step(-1)}
          disabled={Number.isInteger(value) && value <= min}
          aria-label={t("checkout.pax_less")}
          aria-controls={id}
          data-testid="checkout-pax-less"
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={Number.isFinite(value) ? value : ""}
          onChange={(e) => field.onChange(e.target.value === "" ? Number.NaN : e.target.valueAsNumber)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className={`${controlClass.replace("w-full", "w-24")} text-center tabular-nums`}
          data-testid="checkout-pax"
        />
        <button
          type="button"
          className={stepButton}
          onClick={() => step(1)}
          disabled={Number.isInteger(value) && value >= max}
          aria-label={t("checkout.pax_more")}
          aria-controls={id}
          data-testid="checkout-pax-more"
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid="checkout-pax-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Step 1: the extra prices of the package. A `single` attribute is a radio group with a "none"
 * choice; a `multiple` one is a set of checkboxes. All choices live in `detail_ids`.
 */
export function ExtrasPicker({ extras, problem }: { extras: AttributeDto[]; problem?: string }) {
  const { t } = useTranslation("booking");
  const { money } = useCatalogFormat();
  const { control } = useFormContext<CheckoutInput>();
  const { field, fieldState } = useController({ control, name: "detail_ids" });
  const chosen = new Set((field.value as number[] | undefined) ?? []);
  const error = fieldState.error?.message ?? problem;

  const set = (ids: Set<number>) => field.onChange([...ids]);
  const pickSingle = (attribute: AttributeDto, detailId: number | null) => {
    const next = new Set(chosen);
    for (const d of attribute.details) next.delete(d.id);
    if (detailId !== null) next.add(detailId);
    set(next);
  };
  const toggle = (detailId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(detailId);
    else next.delete(detailId);
    set(next);
  };
  const priceLabel = (price: number, per: "pax" | "booking") =>
    price > 0 ? (
      <span className="whitespace-nowrap">
        <span className="font-semibold text-slate-900" suppressHydrationWarning>
          {money(price)}
        </span>
        <span className="block text-xs text-slate-600">
          {per === "pax" ? t("checkout.per_pax") : t("checkout.per_booking")}
        </span>
      </span>
    ) : (
      <span className="text-sm font-medium text-brand-800">{t("checkout.no_extra_cost")}</span>
    );

  return (
    <div className="space-y-5" data-invalid={error ? "true" : undefined} data-testid="checkout-extras">
      {extras.map((attribute) => {
        const single = attribute.choice_rule === "single";
        const none = single && !attribute.details.some((d) => chosen.has(d.id));
        return (
          <ChoiceGroup
            key={attribute.id}
            legend={attribute.name}
            hint={single ? t("checkout.choose_one") : t("checkout.choose_any")}
            testId={`checkout-attribute-${attribute.id}`}
          >
            <div className="grid gap-2 sm:grid-cols-2">
              {single ? (
                <ChoiceOption selected={none} label={t("checkout.extra_none")}>
                  <input
                    type="radio"
                    name={`attribute-${attribute.id}`}
                    checked={none}
                    onChange={() => pickSingle(attribute, null)}
                    className={choiceInputClass}
                    data-testid={`checkout-extra-none-${attribute.id}`}
                  />
                </ChoiceOption>
              ) : null}
              {attribute.details.map((detail) => (
                <ChoiceOption
                  key={detail.id}
                  selected={chosen.has(detail.id)}
                  label={detail.name}
                  aside={priceLabel(detail.price, detail.per)}
                >
                  <input
                    type={single ? "radio" : "checkbox"}
                    name={single ? `attribute-${attribute.id}` : `detail-${detail.id}`}
                    checked={chosen.has(detail.id)}
                    onChange={(e) => (single ? pickSingle(attribute, detail.id) : toggle(detail.id, e.target.checked))}
                    className={choiceInputClass}
                    data-testid={`checkout-extra-${detail.id}`}
                  />
                </ChoiceOption>
              ))}
            </div>
          </ChoiceGroup>
        );
      })}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
