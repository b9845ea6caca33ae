import type { Api } from "#app/shared/api.server";
import { readErrors, writeErrors } from "#app/shared/api-errors";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import {
  agentActionResponse,
  agentApplicationInput,
  agentIdParam,
  agentListResponse,
  agentPilgrimInput,
  agentPilgrimResponse,
  agentPilgrimsResponse,
  agentResponse,
  agentReviewInput,
  listAgentsQuery,
  myAgentResponse,
} from "#app/modules/agent/agent.contract";
import { applyAsAgent, getAgent, getMyAgent, listAgents, reviewAgent } from "./agents";
import { listMyPilgrims, registerPilgrim } from "./pilgrims";

const staff = { access: "agents" } as const;

/** /api/agent: a customer's application to become an agent, and staff's review of agents (decision 078). */
export async function agentApi(app: Api) {
  const say = (locale: Locale, key: string) => serverT(locale, "agent")(`messages.${key}`);

  app.get(
    "/agent/application",
    {
      config: { access: "customer" },
      schema: {
        tags: ["agent"],
        summary: "The caller's own agent application or agent record with its history, or null",
        response: { 200: myAgentResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await getMyAgent({ ctx: req.ctx, input: undefined }) }),
  );

  app.post(
    "/agent/application",
    {
      config: { access: "customer" },
      schema: {
        tags: ["agent"],
        summary:
          "Apply to become an agent (again after a rejection): national ID and its scan, bank account, WhatsApp, branch, upline's code, the agent terms",
        body: agentApplicationInput,
        response: { 201: agentActionResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const data = await applyAsAgent({ ctx: req.ctx, input: req.body });
      return reply.status(201).send({ message: say(req.locale, "applied"), data });
    },
  );

  app.get(
    "/agent/pilgrims",
    {
      config: { access: "agent" },
      schema: {
        tags: ["agent"],
        summary: "The calling agent's pilgrims (registered by them or credited to them), newest first",
        response: { 200: agentPilgrimsResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await listMyPilgrims({ ctx: req.ctx, input: undefined }) }),
  );

  app.post(
    "/agent/pilgrims",
    {
      config: { access: "agent" },
      schema: {
        tags: ["agent"],
        summary:
          "An agent registers a pilgrim: an account without a password served by the agent's branch, invited by e-mail when an address is given",
        body: agentPilgrimInput,
        response: { 201: agentPilgrimResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const data = await registerPilgrim({ ctx: req.ctx, input: req.body, origin: app.env.publicUrl });
      return reply.status(201).send({ message: say(req.locale, "pilgrim_registered"), data });
    },
  );

  app.get(
    "/agent",
    {
      config: staff,
      schema: {
        tags: ["agent"],
        summary: "Agents and applications (waiting first, then by name): status and branch filters, search, paging",
        querystring: listAgentsQuery,
        response: { 200: agentListResponse, ...readErrors },
      },
    },
    async (req) => listAgents({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/agent/:id",
    {
      config: staff,
      schema: {
        tags: ["agent"],
        summary: "One agent or application with its history",
        params: agentIdParam,
        response: { 200: agentResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await getAgent({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/agent/:id/review",
    {
      config: staff,
      schema: {
        tags: ["agent"],
        summary:
          "Approve (the agent's code is given), reject, suspend or reinstate; a rejection and a suspension need a reason (409 when the move does not apply)",
        params: agentIdParam,
        body: agentReviewInput,
        response: { 200: agentActionResponse, ...writeErrors },
      },
    },
    async (req) => {
      const data = await reviewAgent({ ctx: req.ctx, input: { ...req.params, ...req.body } });
      const key = { approve: "approved", reject: "rejected", suspend: "suspended", reinstate: "reinstated" }[
        req.body.action
      ];
      return { message: say(req.locale, key), data };
    },
  );
}
