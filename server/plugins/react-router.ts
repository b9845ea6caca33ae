import path from "node:path";
import { Readable } from "node:stream";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { LOCALE_COOKIE } from "../../app/shared/i18n/config";

export interface ReactRouterOptions {
  mode: "development" | "production";
  /** Folder of `react-router build` output (production only). */
  buildDir: string;
}

/** Fastify request -> Fetch Request for React Router (streams non-GET bodies, aborts on disconnect). */
function toFetchRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(req.url, `${req.protocol}://${req.headers.host ?? "localhost"}`);
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Readable.toWeb(req.raw) as unknown as ReadableStream;
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== "set-cookie") reply.header(key, value);
  }
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
  let getBuild: () => Promise<ServerBuild>;
  if (opts.mode === "development") {
    const { createServer } = await import("vite");
    const vite = await createServer({
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: "custom",
    });
    const { default: middie } = await import("@fastify/middie");
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook("onClose", async () => vite.close());
    getBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
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
    const build = (await import(path.join(opts.buildDir, "server", "index.js"))) as ServerBuild;
    getBuild = async () => build;
  }

  const handle = createRequestHandler(() => getBuild(), opts.mode);

  // Its own scope: no body parsing here, so React Router reads the raw request body.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_req, _payload, done) => done(null));
    scope.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: async (req, reply) => {
        // A language chosen through `?lang=` is remembered for the next visits.
        const lang = (req.query as Record<string, unknown>)?.lang;
        if (typeof lang === "string" && lang === req.locale && req.cookies?.[LOCALE_COOKIE] !== lang) {
          reply.setCookie(LOCALE_COOKIE, lang, { path: "/", sameSite: "lax", maxAge: 365 * 24 * 3600 });
        }
        const response = await handle(toFetchRequest(req, reply), { ctx: req.ctx, nonce: req.cspNonce });
        return sendFetchResponse(reply, response);
      },
    });
  });
}
