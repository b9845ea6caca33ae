import type { FastifyInstance } from "fastify";
import { fieldError } from "../../app/shared/errors";

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
  app.addHook("preHandler", async (req) => {
    if (!req.url.startsWith("/api/")) return;
    for (const part of [req.params, req.query, req.body]) {
      const path = unstorableText(part);
      if (path) throw fieldError(path, "invalid");
    }
  });
}
