import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, fieldError } from "#app/shared/errors";
import { readBoundedBody } from "#app/shared/request-body.server";

// Text the database cannot store: a NUL (PostgreSQL text refuses it) or a lone UTF-16 surrogate
// (no UTF-8 form: jsonb refuses it, a text column would keep U+FFFD instead). Both only reach
// the API through JSON escapes (\u0000, \ud800) or %00.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (s: string) => s.includes("\u0000") || LONE_SURROGATE.test(s);

/** The field path of the first key or string the database could not store, or null. */
export function unstorableText(value: unknown): string | null {
  // A loop, not recursion: a body may nest thousands of levels deep.
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") {
      if (unstorable(v)) return path || "_";
      continue;
    }
    if (!v || typeof v !== "object") continue;
    for (const [k, x] of Object.entries(v)) {
      const p = path ? `${path}.${k}` : k;
      if (unstorable(k)) return p;
      stack.push([x, p]);
    }
  }
  return null;
}

/**
 * API input the schemas accepted but the database could not store is a 422 on its field, as
 * any invalid value is, instead of a 500 from the failed query (found by test/security/fuzz).
 * Checked after validation, on what the use case would receive.
 */
export function registerInputText(app: FastifyInstance) {
  registerStrictUtf8Bodies(app);
  app.addHook("preHandler", async (req) => {
    if (!req.url.startsWith("/api/")) return;
    for (const part of [req.params, req.query, req.body]) {
      const path = unstorableText(part);
      if (path) throw fieldError(path, "invalid");
    }
  });
}

// `fatal`: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD.
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The body parsers the API has (Fastify's JSON and plain text; multipart is read by the upload
 * route, which keeps no text field), with strict UTF-8 decoding. Fastify decodes leniently:
 * every invalid byte became U+FFFD and was stored, on every write route including POST
 * /register. Such a body is a 400 `invalid_encoding` before any hook or handler runs, so
 * nothing changes. The JSON itself is still parsed by Fastify's own parser (prototype
 * poisoning refused as before). Registered on the root: every route scope inherits it but the
 * React Router one, which reads raw bodies and has no actions.
 */
function registerStrictUtf8Bodies(app: FastifyInstance) {
  const decode = (body: Buffer): string => {
    try {
      return strictUtf8.decode(body);
    } catch {
      throw new AppError("invalid_encoding");
    }
  };
  // Fastify's defaults: a `__proto__` or `constructor.prototype` key is refused.
  const json = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? "error",
    app.initialConfig.onConstructorPoisoning ?? "error",
  );
  app.removeContentTypeParser(["application/json", "text/plain"]);
  // Read as a stream, not `parseAs`: a body over the route's limit is read to its end before its
  // 413, so the client that is still sending it reads the answer (app/shared/request-body.server.ts).
  const read = (req: FastifyRequest, payload: Readable, then: (body: Buffer) => void, done: ParserDone) =>
    readBoundedBody(payload, req.headers, req.routeOptions.bodyLimit, (err, body) => {
      if (err) done(err, undefined);
      else then(body as Buffer);
    });
  app.addContentTypeParser("application/json", (req, payload, done) =>
    read(
      req,
      payload,
      (body) => {
        let text: string;
        try {
          text = decode(body);
        } catch (err) {
          done(err as Error, undefined);
          return;
        }
        json(req, text, done);
      },
      done,
    ),
  );
  app.addContentTypeParser("text/plain", (req, payload, done) =>
    read(
      req,
      payload,
      (body) => {
        try {
          done(null, decode(body));
        } catch (err) {
          done(err as Error, undefined);
        }
      },
      done,
    ),
  );
}

type ParserDone = (err: Error | null, body?: unknown) => void;
