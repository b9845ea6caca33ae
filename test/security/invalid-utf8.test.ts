import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { bearer } from "#test/factories/booking";
import {
  type ApiRoute,
  apiRoutes,
  buildFixtures,
  databaseWatcher,
  type FixtureUser,
  fillPath,
  isRead,
  paramValues,
  sampleFor,
} from "./fixtures";

/*
 * Bodies whose bytes are not UTF-8 (issue 13, item 17). Node decoded them leniently: every bad
 * byte became U+FFFD and was stored in names, addresses, messages, on every write route, and on
 * POST /register without a login. Now the body parser decodes strictly: such a body is a 400
 * with a translated message, and nothing changes. Every write route with a JSON body is taken
 * from Fastify's route table, so a new one is covered without editing this file.
 */

const f = await buildFixtures({ CONTACT_MAX_PER_10_MINUTES: "100000" });
const database = await databaseWatcher(f.db);
afterAll(async () => f.t.close());

/** "(" after a lead byte that wants a continuation byte: the classic invalid sequence. */
const BAD = Buffer.from([0xc3, 0x28]);

/**
 * The JSON of `body` with the bad bytes inside the first string value (a name, a title, an
 * email), else inside an extra key: the rest of the body stays valid.
 */
function withBadBytes(body: unknown): Buffer {
  const text = JSON.stringify(body ?? {});
  const m = /":"/.exec(text);
  if (m) {
    const at = m.index + 3;
    return Buffer.concat([Buffer.from(text.slice(0, at)), BAD, Buffer.from(text.slice(at))]);
  }
  if (!text.startsWith("{")) throw new Error(`no place for the bad bytes in ${text}`);
  return Buffer.concat([
    Buffer.from('{"x'),
    BAD,
    Buffer.from('":1'),
    Buffer.from(text === "{}" ? "}" : `,${text.slice(1)}`),
  ]);
}

// Writes with a JSON body. POST /upload reads only a file part (multipart), never a text field.
const writes = apiRoutes(f.t.app).filter((r) => !isRead(r.method) && r.schema.body);

const callerOf = (r: ApiRoute): FixtureUser | null =>
  r.access === "public" ? null : r.access === "admin" ? f.users.admin : f.users.owner;

describe("a JSON body that is not UTF-8", () => {
  it("the route table has the write routes", () => {
    expect(writes.length).toBeGreaterThan(40);
    expect(writes.map((r) => r.key)).toEqual(expect.arrayContaining(["POST /api/register", "POST /api/booking"]));
  });

  it("POST /register: 400 in the caller's language, and no account", async () => {
    const username = "utf8budi";
    const body = Buffer.concat([
      Buffer.from('{"name":"Budi '),
      BAD,
      Buffer.from(
        `","email":"utf8budi@example.test","username":"${username}","password":"Rahasia2024!x","password_confirmation":"Rahasia2024!x"}`,
      ),
    ]);
    for (const lang of ["id", "en", "my"]) {
      await database.changes();
      const res = await f.t.app.inject({
        method: "POST",
        url: `/api/register?lang=${lang}`,
        headers: { "content-type": "application/json" },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json())).toEqual(["message"]);
      expect(res.json().message).toBe(
        {
          id: "Permintaan berisi teks yang bukan UTF-8 yang valid.",
          en: "The request contains text that is not valid UTF-8.",
          my: "Permintaan mengandungi teks yang bukan UTF-8 yang sah.",
        }[lang],
      );
      expect(await database.changes()).toEqual([]);
    }
    expect(await f.db.select().from(users).where(eq(users.username, username))).toEqual([]);
  });

  it("the same body in valid UTF-8 is accepted, so the refusal above is about the bytes", async () => {
    const res = await f.t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        name: "Budi ✓",
        email: "utf8ok@example.test",
        username: "utf8ok",
        password: "Rahasia2024!x",
        password_confirmation: "Rahasia2024!x",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await f.db.select().from(users).where(eq(users.username, "utf8ok"));
    expect(row.name).toBe("Budi ✓");
  });

  it("text/plain bodies are decoded the same way", async () => {
    await database.changes();
    const res = await f.t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "text/plain" },
      payload: Buffer.concat([Buffer.from("Halo "), BAD]),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(await database.changes()).toEqual([]);
  });

  it.each(writes.map((r) => [r.key, r] as const))("%s: 400 and nothing stored", async (_key, route) => {
    const caller = callerOf(route);
    // A fresh record to act on, as for a write that goes through: the refusal is the body's.
    const params = await paramValues(f, route, true);
    const sample = sampleFor(route, { f, caller, params });
    const headers: Record<string, string> = { ...(sample.headers ?? {}), "content-type": "application/json" };
    if (caller) Object.assign(headers, bearer(await f.session(caller)));
    await database.changes();
    const res = await f.t.app.inject({
      method: route.method as "POST",
      url: fillPath(route.url, params),
      query: sample.query,
      headers,
      payload: withBadBytes(sample.body),
    });
    expect(res.statusCode, `${route.key}: ${res.body.slice(0, 300)}`).toBe(400);
    expect(Object.keys(res.json())).toEqual(["message"]);
    expect(await database.changes(), `${route.key} changed the database`).toEqual([]);
  });
});
