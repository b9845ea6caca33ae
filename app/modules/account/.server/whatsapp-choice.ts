import type { z } from "zod";
import { requireRole, requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import type { CustomerDto } from "#app/modules/account/customer.contract";
import type {
  WhatsappConsentStateDto,
  whatsappConsentInput,
} from "#app/modules/notification/whatsapp-consent.contract";
import { recordWhatsappConsent, whatsappStateOf } from "#app/modules/notification/.server/whatsapp-consent";
import { type CountBookings, getCustomer, reachableCustomerRow } from "./get-customer";

/** The signed-in user's own WhatsApp consent, as their profile shows it (decision 080). */
export async function ownWhatsapp({ ctx }: { ctx: Ctx; input?: undefined }): Promise<WhatsappConsentStateDto> {
  const actor = requireRole(ctx);
  return whatsappStateOf(ctx, actor.id);
}

/**
 * Staff record a customer's WhatsApp consent, given in person or on the phone, or withdraw it
 * (docs/product.md §WhatsApp): source "staff", recorded by them. Who may is who may act for the
 * customer (the customers permission; a branch clerk, their branch's customers: anyone else is
 * not found). Ticked, a number WhatsApp can reach is needed (422 on `whatsapp_number`); unticked,
 * the customer is opted out and the number kept; a choice that changes nothing writes nothing.
 */
export async function setCustomerWhatsapp({
  ctx,
  input,
  countBookings,
}: UseCaseArgs<z.output<typeof whatsappConsentInput> & { id: number }> & {
  countBookings: CountBookings;
}): Promise<CustomerDto> {
  const actor = requireStaff(ctx, "customers");
  const row = await reachableCustomerRow(ctx, input.id);
  await ctx.db.transaction((tx) =>
    recordWhatsappConsent({
      ctx: { ...ctx, db: tx },
      input: {
        userId: row.id,
        number: input.whatsapp_number,
        optIn: input.whatsapp_opt_in,
        source: "staff",
        recordedBy: actor.id,
      },
    }),
  );
  return getCustomer({ ctx, input: { id: row.id }, countBookings });
}
