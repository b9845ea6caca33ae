import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Ctx, Role } from "./context";
import type { Database } from "./db.server";
import type { Env } from "./env.server";
import type { Locale } from "./i18n/config";
import type { StaffPermission } from "./staff-access";

/** The Fastify instance every module's API plugin receives (zod-typed). */
export type Api = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Who may call a route; enforced by a hook and listed in the OpenAPI document: anyone, any
 * signed-in user, a role, an approved agent (decision 079), or staff whose role has a permission (app/shared/staff-access.ts), or
 * any one of a list of them.
 */
export type Access = "public" | "user" | Role | "agent" | StaffPermission | readonly StaffPermission[];

declare module "fastify" {
  interface FastifyInstance {
    env: Env;
    database: Database;
  }
  interface FastifyRequest {
    ctx: Ctx;
    locale: Locale;
    cspNonce: string;
    /** How the session arrived: a cookie write must come from our own origin. */
    authVia: "bearer" | "cookie" | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Public content GET: answer with a weak ETag and 304 to a matching If-None-Match. */
    etag?: boolean;
    /**
     * The same answer for every anonymous caller in one language: kept for a few seconds in the
     * response cache (server/plugins/page-cache.ts, RESPONSE_CACHE_SECONDS in production).
     */
    shared?: boolean;
    /** Errors-namespace key of the message of a 422 from schema validation (default `validation`). */
    validationKey?: string;
    /**
     * The route reads a body of its own kind (a multipart upload, a provider's raw signed
     * notification) without a body schema; every other write without one takes no input and
     * refuses a body (server/plugins/no-input.ts).
     */
    ownBody?: true;
  }
}

/** Standard error responses, so the OpenAPI document lists them. */
export { errorResponses } from "./api-errors";

/**
 * A file download (an export): an ASCII name plus the RFC 5987 form, never cached (exports carry
 * private data), never sniffed. The body is sent as is: a route's schemas describe its JSON answers.
 */
export function sendDownload(reply: FastifyReply, file: { filename: string; contentType: string; body: unknown }) {
  return reply
    .type(file.contentType)
    .header(
      "content-disposition",
      `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(file.body as never);
}
