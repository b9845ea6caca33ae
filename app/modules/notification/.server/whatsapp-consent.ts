import type { Ctx } from "#app/shared/context";
import { fieldError } from "#app/shared/errors";
import { CALLING_CODE, toE164 } from "#app/shared/whatsapp";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { type ConsentSource, findContact, saveConsent } from "./whatsapp.repository";

export interface ConsentInput {
  userId: number;
  /** The WhatsApp number as typed; the local way is read with the agency's country code. */
  number: string | null;
  optIn: boolean;
  source: ConsentSource;
  /** Who gave it: the customer, or the staff member recording it at the counter; null for a reply. */
  recordedBy: number | null;
}

/** A number as WhatsApp addresses it (E.164), read with the agency's country code, or null. */
export async function whatsappNumberOf(ctx: Ctx, number: string | null): Promise<string | null> {
  const { currency } = await getBookingPolicy({ ctx });
  return toE164(number, CALLING_CODE[currency]);
}

/**
 * Records a customer's WhatsApp opt-in or opt-out (decision 080), with when, where and who, in
 * the caller's transaction. An opt-in needs a mobile number (422 `whatsapp_number_invalid` on
 * the `whatsapp_number` field otherwise, nothing written); an opt-out keeps the number it had.
 * A choice that changes nothing (opted out and not opting in) writes nothing.
 */
export async function recordWhatsappConsent({ ctx, input }: { ctx: Ctx; input: ConsentInput }): Promise<void> {
  const current = await findContact(ctx.db, input.userId);
  if (!input.optIn) {
    if (!current?.optedIn) return;
    await saveConsent(ctx.db, { ...input, phone: current.phone, optedIn: false, at: ctx.now() });
    return;
  }
  const phone = await whatsappNumberOf(ctx, input.number);
  if (!phone) throw fieldError("whatsapp_number", "whatsapp_number_invalid");
  if (current?.optedIn && current.phone === phone) return;
  await saveConsent(ctx.db, { ...input, phone, optedIn: true, at: ctx.now() });
}

/** A customer's WhatsApp state as their profile and staff show it. */
export async function whatsappStateOf(ctx: Ctx, userId: number) {
  const c = await findContact(ctx.db, userId);
  return {
    opted_in: c?.optedIn ?? false,
    number: c?.phone ?? null,
    changed_at: c?.changedAt.toISOString() ?? null,
  };
}
