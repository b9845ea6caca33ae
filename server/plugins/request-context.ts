import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isDatabaseDown } from "./errors";
import { resolveSession } from "#app/modules/account/.server/resolve-session";
import { SESSION_COOKIE } from "#app/modules/account/.server/session-token";
import { isDraining } from "#app/modules/system/.server/draining";
import { can, unauthenticated } from "#app/shared/access";
import { AppError } from "#app/shared/errors";
import { defaultLocale, fromAcceptLanguage, LOCALE_COOKIE, type Locale, toLocale } from "#app/shared/i18n/config";
import { whatsappConfig } from "#app/shared/env.server";

const STATIC_PREFIXES = ["/assets/", "/uploads/", "/favicon", "/robots.txt", "/api/docs"];
/** Methods that change nothing (no origin check, no writes published). */
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * `?lang=` wins (crawlable language URLs). API callers are then answered in their
 * Accept-Language (the web app sends its current locale); pages follow the remembered choice
 * and otherwise the spec's default `id`, whatever the browser's language.
 */
export function requestLocale(req: FastifyRequest): Locale {
  const query = req.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === "string" ? toLocale(query.lang) : undefined;
  if (fromQuery) return fromQuery;
  const fromHeader = req.url.startsWith("/api/") ? fromAcceptLanguage(req.headers["accept-language"]) : undefined;
  return fromHeader ?? toLocale(req.cookies?.[LOCALE_COOKIE]) ?? defaultLocale;
}

function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1];
}

function sameOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin ?? req.headers.referer;
  if (!origin) return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * Builds `req.ctx` (actor, locale, db, clock) for API and page requests, enforces route
 * access and refuses cross-site writes that ride on the session cookie.
 */
async function requestContext(app: FastifyInstance) {
  app.decorateRequest("ctx", null as never);
  app.decorateRequest("locale", defaultLocale);
  app.decorateRequest("cspNonce", "");
  app.decorateRequest("authVia", null);

  const whatsappOn = whatsappConfig(app.env).mode !== "off";
  app.addHook("onRequest", async (req) => {
    req.cspNonce = randomBytes(16).toString("base64");
    req.locale = requestLocale(req);
    const path = req.url;
    const now = new Date();
    req.ctx = {
      db: app.database.db,
      actor: null,
      locale: req.locale,
      requestId: req.id,
      ip: req.ip,
      now: () => new Date(),
      publicUrl: app.env.publicUrl,
      whatsapp: whatsappOn,
      draining: () => isDraining(app),
      bus: app.database.bus,
      // A request that may write reads nothing from the read models (read-model.server.ts).
      reads: SAFE_METHODS.has(req.method) ? new Set() : undefined,
      writes: new Set(),
      log: req.log,
    };
    if (STATIC_PREFIXES.some((p) => path.startsWith(p))) return;

    const bearer = bearerToken(req);
    const cookie = req.cookies?.[SESSION_COOKIE];
    const token = bearer ?? cookie;
    if (token) {
      try {
        req.ctx.actor = await resolveSession(app.database.db, token, now);
        if (req.ctx.actor) req.authVia = bearer ? "bearer" : "cookie";
        else req.ctx.sessionEnded = true;
      } catch (err) {
        // The database is down: the API answers its JSON 503 from here; a page goes on without
        // the session, and its loaders' own failure renders the translated 503 page
        // (server/plugins/react-router.ts) instead of a JSON body.
        if (/^\/api(\/|\?|$)/.test(path) || !isDatabaseDown(err)) throw err;
      }
    }
    // A browser write must come from our own pages, whether or not a session rides along
    // (login CSRF included). Bearer clients are not browsers and carry no ambient credentials.
    if (!SAFE_METHODS.has(req.method) && !bearer && (cookie || req.headers.origin) && !sameOrigin(req)) {
      throw new AppError("bad_origin");
    }
  });

  // Before the body is validated: a visitor gets 401 and a customer 403 whatever they sent,
  // and learns nothing about an admin route's schema.
  app.addHook("preValidation", async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === "public") return;
    if (!req.ctx.actor) throw unauthenticated(req.ctx);
    if (access === "user") return;
    if (access === "admin" || access === "customer") {
      if (req.ctx.actor.role !== access) throw new AppError("forbidden");
    } else if (access === "agent") {
      if (req.ctx.actor.agentId == null) throw new AppError("forbidden");
    } else if (!can(req.ctx.actor, access)) throw new AppError("forbidden");
  });
}

export default fp(requestContext, { name: "request-context", dependencies: ["@fastify/cookie"] });
