import path from "node:path";
import { Readable } from "node:stream";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, data, type ServerBuild } from "react-router";
import { getMe } from "#app/modules/account/.server/get-me";
import { userOfSession } from "#app/modules/account/.server/resolve-session";
import { SESSION_COOKIE } from "#app/modules/account/.server/session-token";
import { LOCALE_COOKIE } from "#app/shared/i18n/config";
import { AppError } from "#app/shared/errors";
import { isDatabaseDown } from "./errors";
import { type PageCache, pageCacheFor, withoutTracking } from "./page-cache";
import { rememberReferral } from "./referral";
import { withSession } from "./page-session";

/** Seconds a visitor (or a crawler) is asked to wait on a 503 page before trying again. */
export const PAGE_RETRY_AFTER_SECONDS = 30;

type LoaderArgs = { context: { ctx: FastifyRequest["ctx"] } };
type DataFunction = (args: LoaderArgs) => unknown;

/**
 * A loader or action that fails because the database is down (the same test as the API's 503,
 * errors.ts) throws a 503 response instead: the page answers 503 with the error screen in the
 * visitor's language (its locale rides along, as the root loader failed too), not a 500.
 */
function answerUnavailable(fn: DataFunction): DataFunction {
  return async (args) => {
    try {
      return await fn(args);
    } catch (error) {
      if (error instanceof Response || !isDatabaseDown(error)) throw error;
      throw data({ locale: args.context.ctx.locale }, { status: 503 });
    }
  };
}

/** The build with every route's loader and action wrapped by `answerUnavailable`. */
export function withUnavailablePages(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module = { ...route.module } as Record<string, unknown>;
    for (const key of ["loader", "action"] as const)
      if (typeof module[key] === "function") module[key] = answerUnavailable(module[key] as DataFunction);
    routes[id] = { ...route, module: module as unknown as typeof route.module };
  }
  return { ...build, routes };
}

export interface ReactRouterOptions {
  mode: "development" | "production";
  /** Folder of `react-router build` output (production only). */
  buildDir: string;
  /**
   * Anonymous storefront pages served from memory for a few seconds (production, for
   * RESPONSE_CACHE_SECONDS; see page-cache.ts). `false` renders every request.
   */
  pageCache?: PageCache | false;
  /** Replaces React Router's handler (tests of this bridge without a build). */
  handler?: (request: Request, context: { ctx: FastifyRequest["ctx"]; nonce: string }) => Promise<Response>;
}

/**
 * Fastify request -> Fetch Request for React Router (streams non-GET bodies, aborts on disconnect).
 * `publicUrl`: rendered for the public (the page cache), at this path and query, without the
 * session cookie.
 */
function toFetchRequest(req: FastifyRequest, reply: FastifyReply, opts: { publicUrl?: string } = {}): Request {
  const url = new URL(opts.publicUrl ?? req.url, `${req.protocol}://${req.headers.host ?? "localhost"}`);
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  if (opts.publicUrl !== undefined) {
    const cookies = (headers.get("cookie") ?? "")
      .split(";")
      .filter((c) => c.trim().split("=", 1)[0] !== SESSION_COOKIE)
      .join(";");
    if (cookies.trim()) headers.set("cookie", cookies);
    else headers.delete("cookie");
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Readable.toWeb(req.raw) as unknown as ReadableStream;
    init.duplex = "half";
  }
  return new Request(url, init);
}

function copyHeaders(reply: FastifyReply, headers: Iterable<[string, string]>) {
  for (const [key, value] of headers) if (key !== "set-cookie") reply.header(key, value);
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  copyHeaders(reply, response.headers);
  // Unavailable for a while (the database is down): say when to come back; never kept by a cache.
  if (response.status === 503)
    reply.header("retry-after", String(PAGE_RETRY_AFTER_SECONDS)).header("cache-control", "no-store");
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as never));
}

/**
 * Every non-API request goes to React Router's server rendering. In development Vite runs as
 * middleware in this same process; in production the hashed assets are served pre-compressed
 * and immutable.
 */
export async function reactRouter(app: FastifyInstance, opts: ReactRouterOptions) {
  let getBuild: () => Promise<ServerBuild> = () => Promise.reject(new Error("no build"));
  if (opts.handler) {
    // Tests: the given handler stands for React Router; no build, no assets.
  } else if (opts.mode === "development") {
    const { createServer } = await import("vite");
    const vite = await createServer({
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: "custom",
    });
    const { default: middie } = await import("@fastify/middie");
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook("onClose", async () => vite.close());
    getBuild = async () =>
      withUnavailablePages((await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild);
  } else {
    const client = path.join(opts.buildDir, "client");
    await app.register(fastifyStatic, {
      root: path.join(client, "assets"),
      prefix: "/assets/",
      preCompressed: true,
      immutable: true,
      maxAge: "365d",
      decorateReply: false,
    });
    await app.register(fastifyStatic, {
      root: client,
      prefix: "/",
      wildcard: false,
      globIgnore: ["assets/**", "**/*.br", "**/*.gz"],
      preCompressed: true,
      maxAge: "1d",
      decorateReply: false,
    });
    const build = withUnavailablePages((await import(path.join(opts.buildDir, "server", "index.js"))) as ServerBuild);
    getBuild = async () => build;
  }

  const handle = opts.handler ?? createRequestHandler(() => getBuild(), opts.mode);
  const cache = opts.pageCache ?? pageCacheFor(app, opts.mode);
  if (cache) cache.followChanges(app);

  // Its own scope: no body parsing here, so React Router reads the raw request body.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_req, _payload, done) => done(null));
    scope.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: async (req, reply) => {
        // An unknown API path is the API's JSON 404 (locked policy), never an HTML page.
        if (/^\/api(\/|\?|$)/.test(req.url)) throw new AppError("not_found");
        // A language chosen through `?lang=` is remembered for the next visits.
        const lang = (req.query as Record<string, unknown>)?.lang;
        if (typeof lang === "string" && lang === req.locale && req.cookies?.[LOCALE_COOKIE] !== lang) {
          reply.setCookie(LOCALE_COOKIE, lang, { path: "/", sameSite: "lax", maxAge: 365 * 24 * 3600 });
        }
        // An agent's shared link: remembered, then the same page without it (referral.ts).
        const ref = (req.query as Record<string, unknown>)?.ref;
        if (typeof ref === "string" && (req.method === "GET" || req.method === "HEAD"))
          return rememberReferral(req, reply, ref, app.env.COOKIE_SECURE);
        const key = cache ? cache.keyOf(req) : null;
        if (!cache || !key) {
          const response = await handle(toFetchRequest(req, reply), { ctx: req.ctx, nonce: req.cspNonce });
          return sendFetchResponse(reply, response);
        }
        const serve = async (
          page: { status: number; headers: [string, string][]; body: Buffer | string },
          how: string,
        ) => {
          reply.status(page.status);
          copyHeaders(reply, page.headers);
          reply.header("x-cache", how);
          if (!req.ctx.actor) return reply.send(page.body);
          // A signed-in visitor: the public page plus who they are, for their eyes only.
          reply.header("cache-control", "private, no-store");
          const user = userOfSession(req.ctx.actor) ?? (await getMe({ ctx: req.ctx }));
          return reply.send(withSession(page.body, user, req.cspNonce));
        };
        const found = cache.lookup(key, req.cspNonce);
        if (found?.fresh) return serve(found, "hit");
        // Rendered a moment ago (a booking changed it since), or being rendered again by another
        // request: the page as it was, for a moment more.
        if (found?.refreshLater || (found && cache.rendering(key) && found.staleMs < cache.staleMs))
          return serve(found, "stale");
        if (cache.rendering(key)) {
          await cache.settled(key);
          const rendered = cache.lookup(key, req.cspNonce);
          if (rendered?.fresh) return serve(rendered, "hit");
        }
        return cache.renderOnce(key, async () => {
          const version = cache.version;
          // Rendered for the public: no session, no tracking parameters; the reads it makes say
          // what it is built from (its tags).
          const ctx = { ...req.ctx, actor: null, sessionEnded: undefined, reads: new Set<string>() };
          const response = await handle(toFetchRequest(req, reply, { publicUrl: withoutTracking(req.url) }), {
            ctx,
            nonce: req.cspNonce,
          });
          const type = response.headers.get("content-type") ?? "";
          if (response.status !== 200 || !type.includes("text/html") || response.headers.getSetCookie().length > 0) {
            if (!req.ctx.actor) return sendFetchResponse(reply, response);
            // Not a page for everyone (a 404, a redirect): a signed-in visitor gets their own.
            await response.body?.cancel();
            return sendFetchResponse(
              reply,
              await handle(toFetchRequest(req, reply), { ctx: req.ctx, nonce: req.cspNonce }),
            );
          }
          // Read whole (the same bytes a streamed render ends with) so that it can be kept.
          const body = await response.text();
          const headers = [...response.headers].filter(([k]) => k !== "set-cookie");
          cache.set(key, { status: 200, headers, body, nonce: req.cspNonce, tags: ctx.reads }, version);
          return serve({ status: 200, headers, body }, "miss");
        });
      },
    });
  });
}
