import type { FastifyContextConfig } from "fastify";
import type { z } from "zod";
import type { Access, Api } from "./api.server";
import { errorResponses } from "./api-errors";
import type { Ctx } from "./context";
import type { Namespace } from "./i18n/config";
import { serverT } from "./i18n/server";

/** The error answers every module's routes list in the OpenAPI document. */
export const publicRead = { 404: errorResponses[404], 422: errorResponses[422] };
export const adminRead = { 401: errorResponses[401], 403: errorResponses[403], ...publicRead };
export const adminWrite = { ...adminRead, 409: errorResponses[409] };

type IdParams = z.ZodType<{ id: number }>;
type Run<I> = (args: { ctx: Ctx; input: I }) => Promise<unknown>;

/** What the records of one module's API share: OpenAPI tag, message texts, delete answer. */
export interface RecordBase {
  tag: string;
  /** Namespace of the `messages.created|updated|deleted` texts the writes answer with. */
  messages: Namespace;
  removed: z.ZodType;
  /** Who may read the form and write (default any staff account, "admin"): a staff permission. */
  access?: Access;
}

/** The panel's read, create, update and delete of one kind of record, as its contract and use cases define them. */
export interface RecordRoutes<B extends z.ZodType, Q extends z.ZodType = z.ZodType> {
  /** The collection, e.g. `/faq`; one record is `${path}/:id`. */
  path: string;
  params: IdParams;
  body: B;
  /**
   * The list (`GET ${path}`) with its query: a public one is the same for every visitor (ETag and
   * the shared response cache); an admin one is the panel's.
   */
  list?: { access: Access; summary: string; query: Q; response: z.ZodType; run: Run<z.output<Q>> };
  /** The public read of one record in the caller's language (`GET ${path}/:id`), where there is one. */
  read?: { summary: string; response: z.ZodType; run: Run<{ id: number }>; config?: FastifyContextConfig };
  /** Where the panel form reads a record with every language: `${path}/:id/edit` unless given. */
  formPath?: string;
  /** Who reads the form when more staff read it than write it (the base's access otherwise). */
  formAccess?: Access;
  /** A create answers 201 where the module's API says so (bank accounts), 200 elsewhere. */
  createdStatus?: 200 | 201;
  summaries: { form: string; create: string; update: string; remove: string };
  responses: { form: z.ZodType; write: z.ZodType };
  useCases: {
    form: Run<{ id: number }>;
    create: Run<z.output<B>>;
    update: Run<z.output<B> & { id: number }>;
    remove: Run<{ id: number }>;
  };
}

/**
 * Registers the four admin routes of a record (form read, create, update, delete) in the order
 * the OpenAPI document lists them. Lists and public reads differ per record and stay beside the call.
 */
export function recordRoutes<B extends z.ZodType, Q extends z.ZodType>(
  app: Api,
  base: RecordBase,
  r: RecordRoutes<B, Q>,
): void {
  const one = `${r.path}/:id`;
  const schema = (summary: string, extra: Record<string, unknown>) => ({ tags: [base.tag], summary, ...extra });
  const message = (locale: Parameters<typeof serverT>[0], key: string) =>
    serverT(locale, base.messages)(`messages.${key}`);
  const created = r.createdStatus ?? 200;
  const staff = { access: base.access ?? "admin" };

  if (r.list) {
    const { access, summary, query, response, run } = r.list;
    const errors = access === "public" ? { 422: errorResponses[422] } : adminRead;
    app.get(
      r.path,
      {
        config: access === "public" ? { access, etag: true, shared: true } : { access },
        schema: schema(summary, { querystring: query, response: { 200: response, ...errors } }),
      },
      async (req) => run({ ctx: req.ctx, input: req.query as z.output<Q> }),
    );
  }

  if (r.read) {
    const { summary, response, run } = r.read;
    app.get(
      one,
      {
        config: r.read.config ?? { access: "public", etag: true, shared: true },
        schema: schema(summary, { params: r.params, response: { 200: response, ...publicRead } }),
      },
      async (req) => ({ data: await run({ ctx: req.ctx, input: req.params as { id: number } }) }),
    );
  }

  app.get(
    r.formPath ?? `${one}/edit`,
    {
      config: r.formAccess ? { access: r.formAccess } : staff,
      schema: schema(r.summaries.form, { params: r.params, response: { 200: r.responses.form, ...adminRead } }),
    },
    async (req) => ({ data: await r.useCases.form({ ctx: req.ctx, input: req.params as { id: number } }) }),
  );

  app.post(
    r.path,
    {
      config: staff,
      schema: schema(r.summaries.create, { body: r.body, response: { [created]: r.responses.write, ...adminWrite } }),
    },
    async (req, reply) => {
      const data = await r.useCases.create({ ctx: req.ctx, input: req.body as z.output<B> });
      reply.code(created);
      return { message: message(req.locale, "created"), data };
    },
  );

  app.put(
    one,
    {
      config: staff,
      schema: schema(r.summaries.update, {
        params: r.params,
        body: r.body,
        response: { 200: r.responses.write, ...adminWrite },
      }),
    },
    async (req) => {
      const input = { ...(req.body as object), id: (req.params as { id: number }).id } as z.output<B> & { id: number };
      const data = await r.useCases.update({ ctx: req.ctx, input });
      return { message: message(req.locale, "updated"), data };
    },
  );

  app.delete(
    one,
    {
      config: staff,
      schema: schema(r.summaries.remove, { params: r.params, response: { 200: base.removed, ...adminWrite } }),
    },
    async (req) => {
      await r.useCases.remove({ ctx: req.ctx, input: req.params as { id: number } });
      return { message: message(req.locale, "deleted") };
    },
  );
}
