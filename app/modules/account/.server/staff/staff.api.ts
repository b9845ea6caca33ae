import type { Api } from "#app/shared/api.server";
import { readErrors, writeErrors } from "#app/shared/api-errors";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import {
  listStaffQuery,
  staffActionResponse,
  staffIdParam,
  staffInviteInput,
  staffListResponse,
  staffResponse,
  staffUpdateInput,
} from "#app/modules/account/staff.contract";
import { getStaff, inviteStaff, listStaff, reinviteStaff, updateStaff } from "./staff";

const config = { access: "staff" } as const;

/** /api/staff: the agency's staff accounts, for staff with the staff permission (decision 073). */
export async function staffApi(app: Api) {
  const say = (locale: Locale, key: string) => serverT(locale, "staff")(`messages.${key}`);

  app.get(
    "/staff",
    {
      config,
      schema: {
        tags: ["account"],
        summary: "Staff accounts by name: search (name, user name, e-mail), role, branch and active filters, paging",
        querystring: listStaffQuery,
        response: { 200: staffListResponse, ...readErrors },
      },
    },
    async (req) => listStaff({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/staff/:id",
    {
      config,
      schema: {
        tags: ["account"],
        summary: "One staff account",
        params: staffIdParam,
        response: { 200: staffResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await getStaff({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/staff",
    {
      config,
      schema: {
        tags: ["account"],
        summary:
          "Invite a colleague: a staff account with a role and branch, and an e-mailed link to choose a password",
        body: staffInviteInput,
        response: { 201: staffActionResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const data = await inviteStaff({ ctx: req.ctx, input: req.body, origin: app.env.publicUrl });
      return reply.status(201).send({ message: say(req.locale, "invited"), data });
    },
  );

  app.post(
    "/staff/:id/invitation",
    {
      config,
      schema: {
        tags: ["account"],
        summary: "Send a new invitation link to a colleague who has not chosen a password yet (409 once they have)",
        params: staffIdParam,
        response: { 200: staffActionResponse, ...writeErrors },
      },
    },
    async (req) => ({
      message: say(req.locale, "reinvited"),
      data: await reinviteStaff({ ctx: req.ctx, input: req.params, origin: app.env.publicUrl }),
    }),
  );

  app.put(
    "/staff/:id",
    {
      config,
      schema: {
        tags: ["account"],
        summary:
          "Change a colleague's role and branch, or deactivate them (their sessions end; 409 for one's own role or deactivation)",
        params: staffIdParam,
        body: staffUpdateInput,
        response: { 200: staffActionResponse, ...writeErrors },
      },
    },
    async (req) => ({
      message: say(req.locale, "updated"),
      data: await updateStaff({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );
}
