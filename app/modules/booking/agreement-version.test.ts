import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AGREEMENT_TEXT } from "./agreement.text";
import { AGREEMENT_ACCEPTANCES, AGREEMENT_VERSION } from "./booking.contract";
import { agreementAcceptance } from "#db/schema";

/**
 * Each version of the written agreement's clauses, pinned to a hash of its three languages
 * (docs/product.md §Written agreement, decision 083), as the consent text's are (decision 049).
 * A booking records AGREEMENT_VERSION as the text its customer accepted: changing a clause without
 * a new version (and a new line here) would make old bookings point at words nobody accepted.
 */
const AGREEMENT_TEXT_HASHES: Record<string, string> = {
  "2026-12-05": "a4190dc7812d9d3d74955eb6a404001f0eea224f4bf7d5c08654c1c3c9c5fd8c",
};

const agreementHash = () =>
  createHash("sha256")
    .update(JSON.stringify([AGREEMENT_TEXT.id, AGREEMENT_TEXT.en, AGREEMENT_TEXT.my]))
    .digest("hex");

describe("agreement text version", () => {
  it("the current version is pinned to the current clauses (change a clause: bump AGREEMENT_VERSION)", () => {
    expect(AGREEMENT_TEXT_HASHES[AGREEMENT_VERSION]).toBe(agreementHash());
  });

  it("the acceptance kinds equal the database's enum", () => {
    expect([...AGREEMENT_ACCEPTANCES]).toEqual([...agreementAcceptance.enumValues]);
  });
});
