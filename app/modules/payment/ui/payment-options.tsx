import type { CheckoutPaymentOptionsProps } from "#app/modules/booking/ui/checkout-form";
import { useQuery } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { bookingKeys } from "#app/modules/booking/booking.api-client";
import { bankClient } from "#app/modules/payment/payment.api-client";
import { type BankAccountDto, type CheckoutInput, paymentMethod } from "#app/modules/booking/booking.contract";
import { useRootData } from "#app/modules/account/ui/root-data";
import { ChoiceGroup, RadioOptions, radioOption } from "#app/shared/ui/choice-group";
import { useOnlineProviders } from "../../gateway/ui/online-payment";
import { accountsFor } from "#app/modules/payment/escrow.rules";

/** The site's active bank accounts (GET /api/bank); none when the list cannot be read. */
export function usePublicBanks() {
  return useQuery({
    queryKey: bookingKeys.publicBanks,
    queryFn: ({ signal }) =>
      bankClient
        .list({}, signal, true)
        .then((r) => r.data.filter((b) => b.is_active))
        .catch(() => [] as BankAccountDto[]),
    staleTime: 5 * 60_000,
  });
}

/** A bank's logo, decorative (the bank's name stands beside it), or `fallback` when it has none. */
export function BankLogo({
  bank,
  width,
  height,
  className,
  fallback,
}: {
  bank: BankAccountDto;
  width: number;
  height: number;
  className: string;
  fallback: React.ReactNode;
}) {
  return bank.logo ? (
    <img src={bank.logo.url} alt="" width={width} height={height} loading="lazy" className={className} />
  ) : (
    fallback
  );
}

/** The accounts a manual transfer goes to, as the customer copies them into a banking app. */
export function BankAccountList({ banks }: { banks: BankAccountDto[] }) {
  const { t } = useTranslation("booking");
  if (banks.length === 0) return <p className="text-sm text-slate-700">{t("payment.banks_later")}</p>;
  return (
    <ul className="space-y-2" data-testid="checkout-banks">
      {banks.map((bank) => (
        <li key={bank.id} className="flex items-center gap-3 rounded-md border border-slate-200 bg-white p-3">
          <BankLogo
            bank={bank}
            width={40}
            height={40}
            className="size-10 shrink-0 rounded object-contain"
            fallback={<Landmark aria-hidden="true" className="size-8 shrink-0 text-brand-700" />}
          />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900">
              {bank.bank_name}
              {bank.vendor ? <span className="font-normal text-slate-600"> · {bank.vendor}</span> : null}
            </p>
            <p className="font-mono text-base tracking-wide text-slate-900">{bank.account_number}</p>
            <p className="text-slate-700">{t("payment.account_holder", { name: bank.account_holder })}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Step 3: full payment or deposit, and how: a manual bank transfer (always) or the package's
 * card payment link (only when it has one). Amounts come from the server's quote.
 */
export function PaymentOptions({ depositMinimum, cardLink, kind }: CheckoutPaymentOptionsProps) {
  const { t } = useTranslation("booking");
  const { register, control } = useFormContext<CheckoutInput>();
  const { errors } = useFormState({ control, name: ["payment_type", "payment_method"] });
  const [type, method] = useWatch({ control, name: ["payment_type", "payment_method"] });
  const banks = usePublicBanks();
  const { setting } = useRootData();
  const onlineOn = useOnlineProviders(setting.currency).length > 0;

  return (
    <div className="space-y-5">
      {/* The two questions, each a group of choice cards: how much now, and how. */}
      {[
        {
          name: "payment_type" as const,
          legend: t("payment.type"),
          grid: "grid gap-2 sm:grid-cols-2",
          value: type,
          options: [
            radioOption("full", t("payment.type_full"), t("payment.type_full_text"), "checkout-payment-full"),
            radioOption(
              "deposit",
              t("payment.type_deposit"),
              depositMinimum
                ? t("payment.type_deposit_text", { amount: depositMinimum })
                : t("payment.deposit_pending"),
              "checkout-payment-deposit",
            ),
          ],
        },
        {
          name: "payment_method" as const,
          legend: t("payment.method"),
          grid: "grid gap-2",
          value: method,
          options: [
            radioOption(
              "manual",
              t("payment.method_manual"),
              t("payment.method_manual_text"),
              "checkout-method-manual",
            ),
            // The card only when the package has a card payment link.
            ...(cardLink
              ? [
                  radioOption(
                    "card_link",
                    t("payment.method_card"),
                    t("payment.method_card_text"),
                    "checkout-method-card",
                  ),
                ]
              : []),
            // Online when a payment provider is on for the site's currency: paid right after booking.
            ...(onlineOn
              ? [
                  radioOption(
                    "online",
                    t("payment:checkout.method_online"),
                    t("payment:checkout.method_online_text"),
                    "checkout-method-online",
                  ),
                ]
              : []),
          ],
        },
      ].map((q) => (
        <ChoiceGroup key={q.name} legend={q.legend} error={errors[q.name]?.message} required>
          <div className={q.grid}>
            <RadioOptions registration={register(q.name)} value={q.value} options={q.options} />
          </div>
        </ChoiceGroup>
      ))}

      {method && paymentMethod(method).bankAccount ? (
        <div className="rounded-lg bg-slate-50 p-4">
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{t("payment.banks_title")}</h3>
          {banks.isPending ? (
            <p className="text-sm text-slate-600">{t("payment.banks_loading")}</p>
          ) : (
            <BankAccountList banks={accountsFor(kind ?? null, banks.data ?? [])} />
          )}
          <p className="mt-3 text-xs text-slate-600">{t("payment.manual_next")}</p>
        </div>
      ) : null}
    </div>
  );
}
