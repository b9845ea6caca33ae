import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import en from "#app/locales/en/booking.json";
import id from "#app/locales/id/booking.json";
import my from "#app/locales/my/booking.json";
import { checkoutInput, DATA_CONSENT_VERSION } from "./booking.contract";

/**
 * Each consent text version, pinned to a hash of its three languages (decision 049). A booking
 * records DATA_CONSENT_VERSION as the text its customer agreed to: changing a text without a new
 * version (and a new line here) would make old records point at words nobody agreed to.
 */
const CONSENT_TEXT_HASHES: Record<string, string> = {
  "2026-11-26": "becb0b8783f9cdaf3ea950ebcf5af3df420246f390e968bc1568b19870e416fd",
};

const consentHash = () =>
  createHash("sha256")
    .update(JSON.stringify([id.consent.agree, en.consent.agree, my.consent.agree]))
    .digest("hex");

describe("consent text version", () => {
  it("the current version is pinned to the current texts (change the text: bump DATA_CONSENT_VERSION)", () => {
    expect(CONSENT_TEXT_HASHES[DATA_CONSENT_VERSION]).toBe(consentHash());
  });

  it("the checkout contract refuses a body without consent, with consent_required", () => {
    const r = checkoutInput.safeParse({ data_consent: false });
    expect(r.success).toBe(false);
    const issue = r.error?.issues.find((i) => i.path[0] === "data_consent");
    expect(issue?.message).toBe("consent_required");
  });
});
