import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { filterDay } from "#app/shared/list";
import { bearer } from "#test/factories/booking";
import { apiRoutes, buildFixtures, fillPath, type JsonSchema, paramValues, queryString, sampleFor } from "./fixtures";

/*
 * Every date filter of the API (a query parameter that is a calendar day) takes the shared
 * contract `filterDay` (app/shared/list.ts): a day outside the years the records can have is a
 * 422 on the field, never a 500 (GET /api/audit/private-access?date_to=9999-12-31 was one: the
 * day after the range is past what PostgreSQL holds). The filters are found in Fastify's route
 * table, so a new one is covered without editing this file.
 */

const f = await buildFixtures();
afterAll(async () => f.t.close());

type Filter = { key: string; route: ReturnType<typeof apiRoutes>[number]; param: string };

/** Query parameters that are days (JSON Schema format `date`) or free strings named like one. */
const filters: Filter[] = apiRoutes(f.t.app)
  .filter((r) => r.method === "GET" && r.schema.querystring)
  .flatMap((route) => {
    const json = z.toJSONSchema(route.schema.querystring!, { io: "input", unrepresentable: "any" }) as JsonSchema;
    return Object.entries(json.properties ?? {})
      .filter(([name, s]) => s.format === "date" || (!s.enum && /date|day|_from$|_to$|month|year/.test(name)))
      .map(([param]) => ({ key: `${route.key}?${param}`, route, param }));
  });

describe("date filters", () => {
  it("are found in the route table: the booking list, the report and the private-access log", () => {
    const keys = filters.map((x) => x.key);
    for (const key of [
      "GET /api/booking?date_from",
      "GET /api/booking?date_to",
      "GET /api/report/booking?date_from",
      "GET /api/report/booking?date_to",
      "GET /api/audit/private-access?date_from",
      "GET /api/audit/private-access?date_to",
    ])
      expect(keys).toContain(key);
  });

  it("all take the shared day contract, filterDay", () => {
    for (const x of filters) {
      const schema = x.route.schema.querystring as unknown as { shape: Record<string, z.ZodType> };
      let field = schema.shape[x.param];
      while (field instanceof z.ZodOptional || field instanceof z.ZodDefault) field = field.unwrap() as z.ZodType;
      expect(field === filterDay, `${x.key} should be filterDay (app/shared/list.ts)`).toBe(true);
    }
  });

  it.each(filters.map((x) => [x.key, x] as const))(
    "%s: a day outside 2000-2100 is a 422 on the field",
    async (_k, x) => {
      // An agents' route is an approved agent's to call (decision 079); the rest, the owner's.
      const caller = x.route.access === "agent" ? f.users.agent : f.users.admin;
      const token = await f.session(caller);
      const params = await paramValues(f, x.route);
      const base = sampleFor(x.route, { f, caller, params }).query ?? {};
      for (const value of ["9999-12-31", "0001-01-01", "1999-12-31", "2101-01-01"]) {
        const res = await f.t.app.inject({
          method: "GET",
          url: fillPath(x.route.url, params) + queryString({ ...base, lang: "en", [x.param]: value }),
          headers: bearer(token),
        });
        expect(res.statusCode, `${x.key}=${value}: ${res.body.slice(0, 300)}`).toBe(422);
        expect(res.json().errors[x.param], `${x.key}=${value}`).toEqual(["Enter a valid date."]);
      }
      for (const value of ["2000-01-01", "2100-12-31"]) {
        const res = await f.t.app.inject({
          method: "GET",
          url: fillPath(x.route.url, params) + queryString({ ...base, [x.param]: value }),
          headers: bearer(token),
        });
        expect(res.statusCode, `${x.key}=${value}: ${res.body.slice(0, 300)}`).toBe(200);
      }
    },
  );
});
