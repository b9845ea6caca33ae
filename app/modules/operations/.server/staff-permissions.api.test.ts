import { describe, expect, it } from "vitest";
import { createPackage, tr } from "#test/factories";
import { actorOf } from "#test/setup/actors";
import { apiCaller, appWithSessionsPerFile, signInAdmin } from "#test/setup/sessions";
import type { Ctx } from "#app/shared/context";
import { getRoomingList } from "./rooming-list";

/*
 * The rooming list is the rooming permission's (docs/product.md §Staff roles and branches): the
 * owner and operations; finance and sales get 403, on the API and in-process.
 */

const { t, admin } = appWithSessionsPerFile({ currency: "IDR" });
const call = apiCaller(() => ({ t, headers: admin }));

describe("rooming list and staff roles", () => {
  it("finance and sales get 403 on reading, exporting and arranging it; operations read and arrange it", async () => {
    const pkg = await createPackage(t.db, {
      hotelCities: ["Makkah"],
      roomTypes: [{ code: "quad", name: tr("Quad", "Quad", "Quad"), beds: 4 }],
      departures: [{ capacity: 40 }],
    });
    const timeId = pkg.departures[0].id;
    for (const staffRole of ["finance", "sales"] as const) {
      const { headers } = await signInAdmin(t, { staffRole });
      expect((await call("GET", `/api/rooming/${timeId}`, undefined, headers)).statusCode, staffRole).toBe(403);
      expect((await call("GET", `/api/rooming/${timeId}/export`, undefined, headers)).statusCode, staffRole).toBe(403);
      expect((await call("POST", `/api/rooming/${timeId}/arrange`, undefined, headers)).statusCode, staffRole).toBe(
        403,
      );
    }
    const ops = await signInAdmin(t, { staffRole: "operations" });
    const read = await call("GET", `/api/rooming/${timeId}?lang=en`, undefined, ops.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.room_types.map((r: { code: string }) => r.code)).toEqual(["quad"]);
    const arranged = await call("POST", `/api/rooming/${timeId}/arrange?lang=en`, undefined, ops.headers);
    expect(arranged.statusCode, arranged.body).toBe(200);

    // In-process too: another module or a page loader reaches the use case without the route.
    const ctx = (staffRole: "finance" | "operations"): Ctx => ({
      db: t.db,
      actor: actorOf({ id: ops.user.id, role: "admin", staffRole }),
      locale: "en",
      requestId: "t",
      now: () => new Date(),
    });
    await expect(getRoomingList({ ctx: ctx("finance"), input: { time_id: timeId } })).rejects.toMatchObject({
      code: "forbidden",
    });
    expect((await getRoomingList({ ctx: ctx("operations"), input: { time_id: timeId } })).room_types).toHaveLength(1);
  });
});
