import { useId } from "react";
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { WhatsappConsentStateDto } from "#app/modules/notification/whatsapp-consent.contract";
import { AGENCY_TIME_ZONE, dateTimeFormat } from "#app/shared/dates";
import { InputField } from "#app/shared/ui/bound-fields";

type ConsentValues = { whatsapp_opt_in?: boolean; whatsapp_number?: string | null };

const BOX = "whatsapp_opt_in";
const NUMBER = "whatsapp_number";

/**
 * The WhatsApp box of the register, checkout, profile and counter forms (decision 080): a box,
 * the hint that says what it means and how to stop, and once ticked the number, with the
 * server's `whatsapp_number_invalid` under it. Ticked with no number typed, the number starts
 * from `suggest` (the phone just typed, the lead guest's). Small on purpose: the register and
 * checkout pages are under the storefront's JavaScript budget.
 */
export function WhatsappConsentField<T extends FieldValues & ConsentValues, O = T>({
  form,
  label,
  suggest,
  testId = "whatsapp",
}: {
  form: Pick<UseFormReturn<T, unknown, O>, "register" | "formState" | "control" | "getValues" | "setValue">;
  /** The box's words when someone ticks it for the customer (staff, an agent); the customer's own otherwise. */
  label?: string;
  suggest?: () => string | null | undefined;
  /** `<testId>-opt-in` names the box, `<testId>-number` the number. */
  testId?: string;
}) {
  const { t } = useTranslation("whatsapp_consent");
  const id = useId();
  const box = BOX as Path<T>;
  const number = NUMBER as Path<T>;
  const ticked = useWatch({ control: form.control, name: box }) === true;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...form.register(box, {
            onChange: (e: { target: { checked: boolean } }) => {
              const typed = form.getValues(number) as string | null | undefined;
              const start = e.target.checked && !typed?.trim() ? suggest?.()?.trim() : undefined;
              if (start) form.setValue(number, start as PathValue<T, Path<T>>);
            },
          })}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          data-testid={`${testId}-opt-in`}
        />
        <label htmlFor={id} className="text-slate-900">
          {label ?? t("consent.box")}
        </label>
      </div>
      <p id={`${id}-hint`} className="pl-8 text-sm text-slate-600">
        {t("consent.hint")}
      </p>
      {ticked ? (
        <InputField
          form={form}
          name={number}
          label={t("consent.number")}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className="pl-8"
          data-testid={`${testId}-number`}
        />
      ) : null}
    </div>
  );
}

/** Where a customer's WhatsApp consent stands now: on to which number since when, or off. */
export function WhatsappConsentStatus({ state, testId }: { state: WhatsappConsentStateDto; testId?: string }) {
  const { t, i18n } = useTranslation("whatsapp_consent");
  const date = state.changed_at
    ? dateTimeFormat(i18n.language, { dateStyle: "long", timeZone: AGENCY_TIME_ZONE }).format(
        new Date(state.changed_at),
      )
    : null;
  return (
    <p className="text-sm text-slate-700" data-testid={testId}>
      {state.opted_in && state.number
        ? t("consent.on", { number: state.number, date })
        : date
          ? t("consent.off_since", { date })
          : t("consent.off")}
    </p>
  );
}
