import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** The opaque part of each entity tag in an If-None-Match header (weak or strong). */
function tagsOf(header: string): string[] {
  return header.split(",").map((t) => t.trim().replace(/^W\//, ""));
}

/**
 * Conditional GETs for public content (routes with `config.etag: true`): a weak ETag over the
 * serialised answer, revalidated on every use (max-age=0), and 304 with no body when the
 * caller's If-None-Match still matches. The answer depends on the language (?lang=,
 * Accept-Language, the lang cookie), so the tag comes from the bytes actually sent and caches
 * are told what it varies by. Signed-in callers (an admin asking `all`) get `private`.
 */
export function registerEtag(app: FastifyInstance) {
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.method !== "GET" || reply.statusCode !== 200 || !req.routeOptions.config?.etag) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const tag = `"${createHash("sha1").update(payload).digest("base64url")}"`;
    const etag = `W/${tag}`;
    reply.header("etag", etag);
    reply.header("cache-control", `${req.ctx?.actor ? "private" : "public"}, max-age=0, must-revalidate`);
    const vary = reply.getHeader("vary");
    reply.header("vary", [vary, "Accept-Language", "Cookie"].filter(Boolean).join(", "));
    const inm = req.headers["if-none-match"];
    if (inm && (inm.trim() === "*" || tagsOf(inm).includes(tag))) {
      reply.code(304);
      reply.removeHeader("content-type");
      reply.removeHeader("content-length");
      return "";
    }
    return payload;
  });
}
