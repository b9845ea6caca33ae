import type { Api } from "#app/shared/api.server";
import { adminWrite } from "#app/shared/record-routes.server";
import { serverT } from "#app/shared/i18n/server";
import { bookingIdParam } from "#app/modules/booking/booking.contract";
import {
  chargeActionResponse,
  chargeInput,
  chargeParams,
  chargeReverseInput,
} from "#app/modules/booking/charge.contract";
import type { BookingEffects } from "../booking-effects";
import { addCharge, CHARGE_PERMISSIONS, reverseCharge } from "./charge-booking";

/** A booking's charge lines beyond the package (docs/product.md §Charges): added, and taken back by a reversing line. */
export async function chargeApi(app: Api, { effects }: { effects: BookingEffects }) {
  const say = (locale: Parameters<typeof serverT>[0], key: string) => serverT(locale, "booking_server")(key);

  app.post(
    "/booking/:id/charge",
    {
      config: { access: CHARGE_PERMISSIONS },
      schema: {
        tags: ["booking"],
        summary:
          "Add a charge line (a service, a fee, an upgrade, or a discount with its reason): the total, balance and status follow",
        params: bookingIdParam,
        body: chargeInput,
        response: { 201: chargeActionResponse, ...adminWrite },
      },
    },
    async (req, reply) => {
      const data = await addCharge({ ctx: req.ctx, effects, input: { ...req.body, id: req.params.id } });
      return reply.code(201).send({ message: say(req.locale, "action.charge_added"), data });
    },
  );

  app.post(
    "/booking/:id/charge/:charge_id/reverse",
    {
      config: { access: CHARGE_PERMISSIONS },
      schema: {
        tags: ["booking"],
        summary: "Take a charge line back with a reversing line and its reason (a line is never deleted)",
        params: chargeParams,
        body: chargeReverseInput,
        response: { 201: chargeActionResponse, ...adminWrite },
      },
    },
    async (req, reply) => {
      const data = await reverseCharge({
        ctx: req.ctx,
        effects,
        input: { ...req.body, id: req.params.id, charge_id: req.params.charge_id },
      });
      return reply.code(201).send({ message: say(req.locale, "action.charge_reversed"), data });
    },
  );
}
