import { AppError } from "#app/shared/errors";
import { type AppliedEvent, applyProviderEvent, type ProviderUseCaseArgs } from "./apply-provider-event";
import { logNotification } from "./online-payment.repository";

/**
 * A provider's notification (POST /api/payments/notify/{provider}, docs/product.md §Online
 * payments): no session, trusted only through its signature, checked on the raw body exactly as
 * received. A bad signature is logged and refused (400), nothing read from the body; a signed
 * one is applied (applyProviderEvent) and acknowledged whatever it did, since providers retry
 * anything but a 2xx.
 */
export async function receivePaymentNotification({
  ctx,
  providers,
  effects,
  input,
}: ProviderUseCaseArgs<{ provider: string; rawBody: string; headers: Record<string, string | undefined> }>): Promise<{
  outcome: AppliedEvent["outcome"] | "ignored";
}> {
  const provider = providers.get(input.provider);
  if (!provider) throw new AppError("not_found");
  const verified = provider.verifyNotification({ rawBody: input.rawBody, headers: input.headers });
  if (!verified.ok) {
    const bad = verified.reason === "bad_signature";
    const wrongMode = verified.reason === "wrong_mode";
    await logNotification(ctx.db, {
      provider: provider.name,
      paymentId: null,
      providerTxnId: null,
      eventStatus: verified.reason === "ignored" ? (verified.rawStatus ?? null) : null,
      signatureOk: !bad,
      outcome: bad ? "rejected_signature" : wrongMode ? "rejected_mode" : "ignored",
      body: input.rawBody,
      source: "notification",
    });
    // 400, not 401: a 401 means "your session ended" to this API's clients and error handling.
    if (bad) throw new AppError("bad_request", { key: "payment_signature_invalid" });
    // Signed, but of the provider's other mode (test money for live keys): refused, so the
    // provider's dashboard shows the failing deliveries and the operator sees the mixed keys.
    if (wrongMode) {
      ctx.log?.warn({ provider: provider.name }, "payment notification of the other mode than our keys refused");
      throw new AppError("bad_request", { key: "payment_mode_mismatch" });
    }
    return { outcome: "ignored" };
  }
  const applied = await applyProviderEvent(ctx, effects, {
    provider: provider.name,
    event: verified.event,
    source: "notification",
    body: input.rawBody,
  });
  return { outcome: applied.outcome };
}
