import type { Currency } from "#app/shared/money";
import type { Locale } from "#app/shared/i18n/config";

/**
 * One payment provider behind one interface (docs/product.md §Online payments, decision 036):
 * create a checkout, verify a notification, fetch a payment's status. A new provider is one file
 * beside this one (its protocol: addresses, amounts, signatures) and its tests against a local
 * server in test/payment-providers/ that speaks the provider's documented API.
 *
 * Amounts here are the product's integer minor units (sen, cents); each provider converts to and
 * from its own unit (Midtrans and Xendit take whole rupiah, Billplz sen, Stripe the minor unit).
 */
export type ProviderName = "sandbox" | "midtrans" | "xendit" | "billplz" | "stripe";

export interface CheckoutRequest {
  /** Our own reference for this attempt (payments.provider_ref): unique, sent to the provider. */
  ref: string;
  amount: number;
  currency: Currency;
  /** "Booking ABC123 · Umrah Reguler 9 Hari" */
  description: string;
  /** The phone as the customer typed it: each provider sends it in its documented form (providerPhone). */
  customer: { name: string; email: string; phone: string | null };
  /** Where the provider sends the payer back (our /payment/success?booking=…&payment=…). */
  returnUrl: string;
  /** Where the provider posts its notification (our /api/payments/notify/{provider}). */
  notifyUrl: string;
  expiresAt: Date;
  locale: Locale;
}

export interface Checkout {
  /** The provider's id of the checkout (Snap token, invoice id, bill id, session id). */
  checkoutId: string;
  /** The address to send the payer to. */
  url: string;
}

/**
 * A provider's word for a payment, reduced to what the product acts on. `declined`: an attempt
 * failed but the checkout can still be paid (Midtrans `deny`, a Billplz bill still due after a
 * failed transaction): it changes nothing, the checkout stays open until it lapses (decision 066).
 * `failed`: the checkout itself is over without money.
 */
export type ProviderPaymentStatus = "pending" | "paid" | "declined" | "failed" | "expired";

/** A verified notification, or a status fetched by reconciliation. */
export interface ProviderEvent {
  /** Our reference (CheckoutRequest.ref) as the provider echoes it. */
  ref: string;
  /** The provider's transaction id (idempotency key); null while nothing was paid. */
  txnId: string | null;
  status: ProviderPaymentStatus;
  /** In minor units, converted back from the provider's unit: must equal what was asked. */
  amount: number;
  currency: string;
  /** The provider's own status word, kept in the notification log. */
  rawStatus: string;
  /**
   * The provider's checkout id (Checkout.checkoutId) when the notification names the checkout but
   * does not echo our reference (Billplz's callback has no reference_1): then ref is "" and the
   * flow finds the payment by provider_checkout_id instead.
   */
  checkoutId?: string;
}

export type VerifiedNotification =
  | { ok: true; event: ProviderEvent }
  /** The signature (or callback token) does not hold: nothing is read from the body. */
  | { ok: false; reason: "bad_signature" }
  /** Signed, but not about a payment we act on (another event type): acknowledged, ignored. */
  | { ok: false; reason: "ignored"; rawStatus?: string }
  /** Signed, but from the provider's other mode (a Stripe test event for live keys, or the reverse): refused. */
  | { ok: false; reason: "wrong_mode" };

export interface PaymentProvider {
  name: ProviderName;
  /** Currencies it can charge. */
  currencies: readonly Currency[];
  createCheckout(req: CheckoutRequest): Promise<Checkout>;
  /** Verifies on the raw body exactly as received (headers lower-cased). Never throws on bad input. */
  verifyNotification(input: { rawBody: string; headers: Record<string, string | undefined> }): VerifiedNotification;
  /**
   * The provider's current view of the payment (reconciliation); null when it does not know it.
   * `background`: asked by the reconciliation round, which may be refused by the provider's rate
   * budget before a customer's refresh is (Billplz, decision 067).
   */
  fetchStatus(p: { ref: string; checkoutId: string | null; background?: boolean }): Promise<ProviderEvent | null>;
  /**
   * Closes a checkout at the provider so it can no longer be paid, for a provider that keeps it
   * payable past our expiry (Billplz bills stay payable 30 days: DELETE, decision 066).
   * `closed`: it cannot be paid any more (or the provider does not know it); `not_open`: the
   * provider would not close it because it is no longer open (paid meanwhile, or already closed):
   * ask fetchStatus. Throws when the provider could not be asked (tried again next round).
   * Providers that take our expiry at creation (Midtrans, Xendit, Stripe) have none.
   */
  closeCheckout?(p: { ref: string; checkoutId: string | null }): Promise<"closed" | "not_open">;
}
