import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { commissionClient, commissionKeys } from "#app/modules/commission/commission.api-client";
import { type SchemeDto, type SchemeInput, schemeInput } from "#app/modules/commission/commission.contract";
import { OVERRIDE_KINDS, SCHEME_KINDS } from "#app/modules/commission/commission.rules";
import { TRAVELLER_TYPES } from "#app/modules/catalog/rooms.rules";
import { handleWriteError } from "#app/shared/http/panel-api";
import { InputField, MoneyField } from "#app/shared/ui/bound-fields";
import { RadioCards } from "#app/shared/ui/choice-group";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { numberField } from "#app/shared/ui/form-values";
import { buttonClass } from "#app/shared/ui/page-header";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";

type MoneyFields = Pick<ReturnType<typeof useSiteMoney>, "fromField" | "toField">;

const rateFields = z.object({ adult: z.string(), child: z.string(), infant: z.string() });

/** A percentage as staff type it ("2.5", "2,5") to basis points; NaN when unreadable (the contract says so). */
const toBp = (text: string) => {
  const n = numberField(text);
  return n === undefined ? 0 : Number.isNaN(n) ? Number.NaN : Math.round(n * 100);
};
const fromBp = (bp: number) => (bp ? String(bp / 100) : "");

/**
 * The scheme form: what staff type (amounts in major units, percentages) turned into the
 * contract's `schemeInput` (minor units, basis points) and checked by that very contract, so its
 * messages land under the fields they name. The fields of the kind not chosen are sent as zero.
 */
export function schemeFormSchema(money: MoneyFields) {
  const rates = (v: z.infer<typeof rateFields>) => ({
    adult: money.fromField(v.adult) ?? 0,
    child: money.fromField(v.child) ?? 0,
    infant: money.fromField(v.infant) ?? 0,
  });
  const zero = { adult: 0, child: 0, infant: 0 };
  return z
    .object({
      kind: z.enum(SCHEME_KINDS),
      rates: rateFields,
      percent_bp: z.string(),
      override: z.enum(OVERRIDE_KINDS),
      override_amount: z.string(),
      upline_rates: rateFields,
      upline_percent_bp: z.string(),
    })
    .transform((v): SchemeInput => {
      const fixed = v.kind === "fixed";
      const difference = v.override === "difference";
      return {
        kind: v.kind,
        rates: fixed ? rates(v.rates) : zero,
        percent_bp: fixed ? 0 : toBp(v.percent_bp),
        override: v.override,
        override_amount: v.override === "fixed" ? (money.fromField(v.override_amount) ?? 0) : 0,
        upline_rates: difference && fixed ? rates(v.upline_rates) : zero,
        upline_percent_bp: difference && !fixed ? toBp(v.upline_percent_bp) : 0,
      };
    })
    .pipe(schemeInput);
}
export type SchemeFormValues = z.input<ReturnType<typeof schemeFormSchema>>;

export function schemeFormValues(scheme: SchemeDto | null, money: MoneyFields): SchemeFormValues {
  const rates = (r: SchemeDto["rates"] | undefined) => ({
    adult: r?.adult ? money.toField(r.adult) : "",
    child: r?.child ? money.toField(r.child) : "",
    infant: r?.infant ? money.toField(r.infant) : "",
  });
  return {
    kind: scheme?.kind ?? "fixed",
    rates: rates(scheme?.rates),
    percent_bp: fromBp(scheme?.percent_bp ?? 0),
    override: scheme?.override ?? "none",
    override_amount: scheme?.override_amount ? money.toField(scheme.override_amount) : "",
    upline_rates: rates(scheme?.upline_rates),
    upline_percent_bp: fromBp(scheme?.upline_percent_bp ?? 0),
  };
}

/**
 * Edit a commission scheme: the default (packageId null) or one package's own. Fixed amounts per
 * traveller by type, or a percentage of the price after discount; the upline's override none,
 * fixed per booking, or the difference with the upline's own rates. A package's own scheme can be
 * removed (it earns by the default again), after a confirmation.
 */
export function SchemeForm({
  packageId,
  scheme,
  packageName,
}: {
  packageId: number | null;
  scheme: SchemeDto | null;
  /** A package's scheme: the package's name, for the confirmation of a removal. */
  packageName?: string;
}) {
  const { t } = useTranslation(["commission", "catalog_admin"]);
  const money = useSiteMoney();
  const { fromField, toField } = money;
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [removing, setRemoving] = useState(false);
  const schema = useMemo(() => schemeFormSchema({ fromField, toField }), [fromField, toField]);
  const form = useContractForm(schema, { defaultValues: schemeFormValues(scheme, { fromField, toField }) });
  const kind = useWatch({ control: form.control, name: "kind" });
  const override = useWatch({ control: form.control, name: "override" });
  const errors = form.formState.errors;
  const prefix = packageId === null ? "scheme-default" : "scheme-package";

  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await commissionClient.putScheme(packageId, input);
      toast.success(res.message);
      queryClient.setQueryData(commissionKeys.scheme(packageId), { data: res.data });
      form.reset(schemeFormValues(res.data, { fromField, toField }));
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });

  const remove = async () => {
    if (packageId === null) return;
    const ok = await confirm({
      text: t("scheme.remove_confirm", { name: packageName ?? "" }),
      confirmLabel: t("scheme.remove"),
      danger: true,
    });
    if (!ok) return;
    setRemoving(true);
    try {
      const res = await commissionClient.removePackageScheme(packageId);
      toast.success(res.message);
      queryClient.setQueryData(commissionKeys.scheme(packageId), { data: null });
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
      await queryClient.invalidateQueries({ queryKey: commissionKeys.scheme(packageId) });
    } finally {
      setRemoving(false);
    }
  };

  const groupError = (node: unknown) => {
    const message = (node as { message?: unknown } | undefined)?.message;
    return typeof message === "string" ? message : undefined;
  };
  const rateGrid = (name: "rates" | "upline_rates", testPrefix: string) => (
    <div className="grid gap-3 sm:grid-cols-3">
      {TRAVELLER_TYPES.map((type) => (
        <MoneyField
          internal
          key={type}
          form={form}
          name={`${name}.${type}`}
          label={t(`scheme.traveller.${type}`)}
          testId={`${prefix}-${testPrefix}-${type}`}
        />
      ))}
    </div>
  );
  const ratesError = groupError(errors.rates);
  const uplineRatesError = groupError(errors.upline_rates);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6" data-testid={`${prefix}-form`}>
      <RadioCards
        legend={t("scheme.kind")}
        options={SCHEME_KINDS}
        registration={form.register("kind")}
        label={(k) => t(`scheme.kind_${k}`)}
        help={(k) => t(`scheme.kind_${k}_help`)}
        testId={(k) => `${prefix}-kind-${k}`}
      />
      {kind === "fixed" ? (
        <fieldset aria-describedby={ratesError ? `${prefix}-rates-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t("scheme.rates")}</legend>
          <p className="mb-3 text-sm text-slate-600">{t("scheme.rates_hint")}</p>
          {rateGrid("rates", "rate")}
          {ratesError ? (
            <p id={`${prefix}-rates-error`} className="mt-2 text-sm text-red-700" data-testid={`${prefix}-rates-error`}>
              {ratesError}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <InputField
          form={form}
          name="percent_bp"
          label={t("scheme.percent")}
          hint={t("scheme.percent_hint")}
          required
          inputMode="decimal"
          autoComplete="off"
          className="max-w-xs"
          data-testid={`${prefix}-percent`}
        />
      )}
      <RadioCards
        legend={t("scheme.override")}
        options={OVERRIDE_KINDS}
        registration={form.register("override")}
        label={(k) => t(`scheme.override_${k}`)}
        help={(k) => t(`scheme.override_${k}_help`)}
        testId={(k) => `${prefix}-override-${k}`}
      />
      {override === "fixed" ? (
        <div className="max-w-xs">
          <MoneyField
            internal
            form={form}
            name="override_amount"
            label={t("scheme.override_amount")}
            required
            testId={`${prefix}-override-amount`}
          />
        </div>
      ) : null}
      {override === "difference" && kind === "fixed" ? (
        <fieldset aria-describedby={uplineRatesError ? `${prefix}-upline-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t("scheme.upline_rates")}</legend>
          <p className="mb-3 text-sm text-slate-600">{t("scheme.upline_rates_hint")}</p>
          {rateGrid("upline_rates", "upline")}
          {uplineRatesError ? (
            <p
              id={`${prefix}-upline-error`}
              className="mt-2 text-sm text-red-700"
              data-testid={`${prefix}-upline-error`}
            >
              {uplineRatesError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {override === "difference" && kind === "percent" ? (
        <InputField
          form={form}
          name="upline_percent_bp"
          label={t("scheme.upline_percent")}
          hint={t("scheme.upline_rates_hint")}
          required
          inputMode="decimal"
          autoComplete="off"
          className="max-w-xs"
          data-testid={`${prefix}-upline-percent`}
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        {packageId !== null && scheme ? (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => void remove()}
            disabled={removing}
            data-testid={`${prefix}-remove`}
          >
            <Trash2 aria-hidden className="size-4" />
            {t("scheme.remove")}
          </button>
        ) : null}
        <SubmitButton
          loading={form.formState.isSubmitting}
          loadingLabel={t("catalog_admin:ui.saving")}
          data-testid={`${prefix}-save`}
        >
          {t("scheme.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
