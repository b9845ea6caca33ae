import { describe, expect, it } from "vitest";
import {
  fillTemplate,
  insideServiceWindow,
  isStopReply,
  mergeDelivery,
  templateLanguage,
  templateParam,
  type WhatsappDelivery,
} from "./whatsapp.rules";

describe("mergeDelivery", () => {
  const orders: WhatsappDelivery[][] = [
    ["sent", "delivered", "read"],
    ["read", "sent", "delivered"],
    ["delivered", "read", "sent", "read"],
  ];
  it.each(orders)("ends read whatever the order (%s, %s, %s)", (...statuses) => {
    expect(statuses.reduce<WhatsappDelivery | null>((c, s) => mergeDelivery(c, s), null)).toBe("read");
  });
  it("lets a failure stand only over sent, and never over delivered or read", () => {
    expect(mergeDelivery("sent", "failed")).toBe("failed");
    expect(mergeDelivery("failed", "sent")).toBe("failed");
    expect(mergeDelivery("delivered", "failed")).toBe("delivered");
    expect(mergeDelivery("failed", "delivered")).toBe("delivered");
    expect(mergeDelivery("failed", "failed")).toBe("failed");
  });
});

describe("templates", () => {
  it("fills numbered parameters, and names Malay ms", () => {
    expect(fillTemplate("Hai {{1}}, kod {{2}}. {{3}}", ["Aisyah", "AB12"])).toBe("Hai Aisyah, kod AB12. {{3}}");
    expect(templateLanguage("my")).toBe("ms");
    expect(templateLanguage("id")).toBe("id");
    expect(templateLanguage("en")).toBe("en");
  });
  it("keeps a parameter on one line, never empty", () => {
    expect(templateParam("Line one\nline  two\t\tend     x")).toBe("Line one line two end x");
    expect(templateParam("  ")).toBe("-");
    expect(templateParam("x".repeat(2000))).toHaveLength(1024);
  });
});

describe("the 24-hour window and STOP", () => {
  const now = new Date("2026-12-05T10:00:00Z");
  it("is open for 24 hours after the customer's last message", () => {
    expect(insideServiceWindow(null, now)).toBe(false);
    expect(insideServiceWindow(new Date("2026-12-04T10:00:01Z"), now)).toBe(true);
    expect(insideServiceWindow(new Date("2026-12-04T10:00:00Z"), now)).toBe(false);
  });
  it("reads STOP in the three languages, not inside a sentence", () => {
    for (const t of ["STOP", "stop", " Stop. ", "BERHENTI", "henti"]) expect(isStopReply(t)).toBe(true);
    for (const t of ["don't stop", "stop please send later", "hello"]) expect(isStopReply(t)).toBe(false);
  });
});
