import { describe, expect, it } from "vitest";
import {
  checkoutOf,
  foundObject,
  ProviderHttpError,
  providerBase,
  providerFailure,
  providerPhone,
} from "./provider-kit";

describe("providerPhone: one phone form for every provider (E.164)", () => {
  it("drops spaces, dashes, dots and brackets of an international number", () => {
    expect(providerPhone("+62 812 3456 7890", "IDR")).toBe("+6281234567890");
    expect(providerPhone("+60 12-345 6789", "MYR")).toBe("+60123456789");
    expect(providerPhone("(+65) 9123.4567", "SGD")).toBe("+6591234567");
    expect(providerPhone("0062 812-3456-7890", "IDR")).toBe("+6281234567890");
  });

  it("reads a national number (one leading 0) as one of the agency's country, by the currency", () => {
    expect(providerPhone("0812 3456-7890", "IDR")).toBe("+6281234567890");
    expect(providerPhone("012-345 6789", "MYR")).toBe("+60123456789");
  });

  it("sends nothing it cannot make whole: empty, too short or too long, letters", () => {
    expect(providerPhone(null, "IDR")).toBeNull();
    expect(providerPhone("", "IDR")).toBeNull();
    expect(providerPhone("+62 812", "IDR")).toBeNull();
    expect(providerPhone("+62 8123 4567 8901 2345", "IDR")).toBeNull();
    expect(providerPhone("call me", "IDR")).toBeNull();
    expect(providerPhone("+0 812 3456 7890", "IDR")).toBeNull();
  });
});

describe("providerFailure: what a failed call means to the customer", () => {
  const http = (status: number) => new ProviderHttpError("x", status, `HTTP ${status}`);
  it("unreachable, 5xx, 429 and unreadable answers are outages", () => {
    for (const s of [0, 429, 500, 502, 503]) expect(providerFailure(http(s))).toBe("down");
    expect(providerFailure(new Error("x: no token in the answer"))).toBe("down");
  });
  it("our keys or account refused is configuration; any other 4xx refuses the payment", () => {
    for (const s of [401, 403, 404]) expect(providerFailure(http(s))).toBe("config");
    for (const s of [400, 409, 422]) expect(providerFailure(http(s))).toBe("refused");
  });
});

describe("the shared reading of a provider's answers", () => {
  it("reads the checkout under the provider's names, or names what the answer lacks", () => {
    const names = { id: "token", url: "redirect_url", what: "token" };
    expect(checkoutOf("midtrans", { token: "t1", redirect_url: "https://pay/t1" }, names)).toEqual({
      checkoutId: "t1",
      url: "https://pay/t1",
    });
    expect(() => checkoutOf("midtrans", { token: "t1" }, names)).toThrow("midtrans: no token in the answer");
    expect(() => checkoutOf("midtrans", null, names)).toThrow("midtrans: no token in the answer");
  });

  it("a status answer is an object, or null for 404 and for no object", () => {
    expect(foundObject({ status: 200, body: { id: "x" } })).toEqual({ id: "x" });
    expect(foundObject({ status: 404, body: { id: "x" } })).toBeNull();
    expect(foundObject({ status: 200, body: null })).toBeNull();
    expect(foundObject({ status: 200, body: "x" })).toBeNull();
  });

  it("takes the configured address over the documented one, without trailing slashes", () => {
    expect(providerBase("http://127.0.0.1:9//", "https://api.example")).toBe("http://127.0.0.1:9");
    expect(providerBase(undefined, "https://api.example/")).toBe("https://api.example");
  });
});
