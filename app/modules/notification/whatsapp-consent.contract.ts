import { z } from "zod";
import { optionalPhone } from "#app/shared/fields.contract";

/*
 * The WhatsApp opt-in's contract (decision 080), apart from the channel's other contracts: the
 * register and checkout forms are storefront pages, whose bundle carries this and nothing else
 * of the channel.
 */

/**
 * The WhatsApp box of the register, checkout, profile and counter forms: ticked, it needs a
 * number (the server reads it with the agency's country code and refuses one WhatsApp cannot
 * reach, `whatsapp_number_invalid`).
 */
export const whatsappConsentFields = {
  whatsapp_opt_in: z.boolean().optional().default(false),
  whatsapp_number: optionalPhone,
};

/** PUT /customer/{id}/whatsapp (staff record or withdraw it): the choice with its number. */
export const whatsappConsentInput = z.object(whatsappConsentFields);
export type WhatsappConsentInput = z.input<typeof whatsappConsentInput>;

/**
 * The profile's box: the same fields, but left out is not "no". A profile saved without them
 * leaves the WhatsApp choice as it is; `false` opts out.
 */
export const whatsappChoiceFields = {
  whatsapp_opt_in: z.boolean().optional(),
  whatsapp_number: optionalPhone,
};

/** A customer's WhatsApp consent now, without its history: the profile and the staff's customer page show it. */
export const whatsappConsentStateDto = z.object({
  opted_in: z.boolean(),
  number: z.string().nullable(),
  changed_at: z.string().nullable(),
});
export type WhatsappConsentStateDto = z.infer<typeof whatsappConsentStateDto>;
