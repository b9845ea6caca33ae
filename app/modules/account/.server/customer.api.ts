import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import {
  customerActionResponse,
  customerIdParam,
  customerListResponse,
  customerResponse,
  counterCustomerInput,
  customerUpdateInput,
  listCustomersQuery,
  passwordLinkResponse,
} from "#app/modules/account/customer.contract";
import { messagesResponse } from "#app/modules/notification/notification.contract";
import { whatsappConsentInput } from "#app/modules/notification/whatsapp-consent.contract";
import { createCounterCustomer, customerPasswordLink } from "./counter-customer";
import { type CountBookings, getCustomer } from "./get-customer";
import { listCustomerMessages } from "./list-customer-messages";
import { type FindByPassport, listCustomers } from "./list-customers";
import { updateCustomer } from "./update-customer";
import { setCustomerWhatsapp } from "./whatsapp-choice";

const adminRead = {
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
};
const adminWrite = { ...adminRead, 409: errorResponses[409] };

/**
 * /api/customer: users of both roles, for staff with the customers permission (docs/product.md
 * §Accounts and sessions, §Staff roles and branches and §API); a staff account's edit, or a role
 * change, needs the staff permission too (update-customer.ts).
 */
export async function customerApi(
  app: Api,
  { countBookings, findByPassport }: { countBookings: CountBookings; findByPassport: FindByPassport },
) {
  app.get(
    "/customer",
    {
      config: { access: "customers" },
      schema: {
        tags: ["account"],
        summary:
          "Users of both roles: search (name, user name, email, phone, ID number, a guest's passport number), role and active filters, sort, paging",
        querystring: listCustomersQuery,
        response: { 200: customerListResponse, ...adminRead },
      },
    },
    async (req) => listCustomers({ ctx: req.ctx, input: req.query, findByPassport }),
  );

  app.post(
    "/customer",
    {
      config: { access: "customers" },
      schema: {
        tags: ["account"],
        summary:
          "A customer met at the counter or on the phone: no password, e-mail optional (an invitation to choose a password goes to it)",
        body: counterCustomerInput,
        response: { 201: customerActionResponse, ...adminWrite },
      },
    },
    async (req, reply) => {
      const data = await createCounterCustomer({
        ctx: req.ctx,
        input: req.body,
        origin: app.env.publicUrl,
        countBookings,
      });
      return reply.code(201).send({ message: serverT(req.locale, "customer_admin")("messages.created"), data });
    },
  );

  app.post(
    "/customer/:id/password-link",
    {
      config: { access: "customers" },
      schema: {
        tags: ["account"],
        summary:
          "A one-time link (7 days) for a customer without a password to choose one, for staff to hand over (409 once they have one)",
        params: customerIdParam,
        response: { 201: passwordLinkResponse, ...adminWrite },
      },
    },
    async (req, reply) => {
      const data = await customerPasswordLink({ ctx: req.ctx, input: req.params, origin: app.env.publicUrl });
      return reply.code(201).send({ message: serverT(req.locale, "customer_admin")("messages.link_created"), data });
    },
  );

  app.get(
    "/customer/:id",
    {
      config: { access: "customers" },
      schema: {
        tags: ["account"],
        summary: "One user with their number of bookings",
        params: customerIdParam,
        response: { 200: customerResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getCustomer({ ctx: req.ctx, input: req.params, countBookings }) }),
  );

  app.get(
    "/customer/:id/messages",
    {
      config: { access: "customers" },
      schema: {
        tags: ["account"],
        summary:
          "What a user was sent (mail and WhatsApp, with their status), their WhatsApp consent and its history, and what they wrote to the agency's WhatsApp number (read only)",
        params: customerIdParam,
        response: { 200: messagesResponse, ...adminRead },
      },
    },
    async (req) => listCustomerMessages({ ctx: req.ctx, input: req.params }),
  );

  app.put(
    "/customer/:id",
    {
      config: { access: "customers" },
      schema: {
        tags: ["account"],
        summary:
          "Edit a user's details, role and active flag (409 for an admin's own role or deactivation; deactivating logs the user out everywhere)",
        params: customerIdParam,
        body: customerUpdateInput,
        response: { 200: customerActionResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "customer_admin")("messages.updated"),
      data: await updateCustomer({ ctx: req.ctx, input: { ...req.body, id: req.params.id }, countBookings }),
    }),
  );

  app.put(
    "/customer/:id/whatsapp",
    {
      config: { access: "customers" },
      schema: {
        tags: ["account"],
        summary:
          "Record a customer's WhatsApp opt-in given in person (a mobile number WhatsApp can reach), or withdraw it; kept with when and who",
        params: customerIdParam,
        body: whatsappConsentInput,
        response: { 200: customerActionResponse, ...adminWrite },
      },
    },
    async (req) => {
      const data = await setCustomerWhatsapp({
        ctx: req.ctx,
        input: { ...req.body, id: req.params.id },
        countBookings,
      });
      const t = serverT(req.locale, "whatsapp_consent");
      return { message: data.whatsapp.opted_in ? t("consent.staff_saved_on") : t("consent.staff_saved_off"), data };
    },
  );
}
