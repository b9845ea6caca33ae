import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/setup/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("response compression", () => {
  // The OpenAPI document is a large JSON answer every deployment has.
  const url = "/api/docs/json";

  it("sends brotli to a client that accepts it, and the body decodes to the same answer", async () => {
    const plain = await t.app.inject({ url });
    const br = await t.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it("falls back to gzip, and sends identity to a client that accepts nothing", async () => {
    const gz = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toHaveProperty("openapi");
    const none = await t.app.inject({ url });
    expect(none.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves small answers alone (below 1 KB compression costs more than it saves)", async () => {
    const res = await t.app.inject({ url: "/api/health", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });
});
