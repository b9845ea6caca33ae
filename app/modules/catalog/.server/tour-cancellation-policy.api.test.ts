import { describe, expect, it } from "vitest";
import { appWithSessionsPerFile } from "#test/setup/sessions";
import { plainTourInput } from "./tour-input.test-helper";

/* A package's own cancellation tiers (decision 042): set, kept when absent, back to the site's with null. */

const { t, admin } = appWithSessionsPerFile();

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as never, headers: admin });

const tourPayload = (over: Record<string, unknown> = {}) =>
  plainTourInput({ code: "POLICY-1", name: { id: "Umrah Kebijakan" }, ...over });

const policyOf = async (id: number) => (await send("GET", `/api/tour/${id}/edit`)).json().data.cancellation_policy;

describe("a package's cancellation policy", () => {
  it("is the site's (null) by default, its own when sent, kept when absent, the site's again with null", async () => {
    const created = await send("POST", "/api/tour?lang=en", tourPayload());
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect(await policyOf(id)).toBeNull();
    const own = { tiers: [{ from_days: 20, percent: null, fixed: 1_000_000_00 }], admin_fee: 5_000_00 };
    expect((await send("PUT", `/api/tour/${id}?lang=en`, tourPayload({ cancellation_policy: own }))).statusCode).toBe(
      200,
    );
    expect(await policyOf(id)).toEqual(own);
    expect((await send("PUT", `/api/tour/${id}?lang=en`, tourPayload())).statusCode).toBe(200);
    expect(await policyOf(id)).toEqual(own);
    expect((await send("PUT", `/api/tour/${id}?lang=en`, tourPayload({ cancellation_policy: null }))).statusCode).toBe(
      200,
    );
    expect(await policyOf(id)).toBeNull();
  });

  it("refuses invalid tiers (422) and keeps the package as it was", async () => {
    const created = await send("POST", "/api/tour?lang=en", tourPayload({ code: "POLICY-2" }));
    const id = created.json().data.id as number;
    const bad = { tiers: [{ from_days: 10, percent: 150 }], admin_fee: 0 };
    const res = await send(
      "PUT",
      `/api/tour/${id}?lang=en`,
      tourPayload({ code: "POLICY-2", cancellation_policy: bad }),
    );
    expect(res.statusCode).toBe(422);
    expect(await policyOf(id)).toBeNull();
  });
});
