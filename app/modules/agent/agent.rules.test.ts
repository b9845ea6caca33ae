import { describe, expect, it } from "vitest";
import {
  packageShareText,
  referralLink,
  whatsAppShareUrl,
  AGENT_CODE_ALPHABET,
  AGENT_CODE_PATTERN,
  AGENT_REVIEWS,
  AGENT_STATUSES,
  agentCode,
  isActiveAgent,
  mayApply,
  normaliseAgentCode,
  reviewMove,
  reviewNeedsReason,
  reviewsOf,
} from "./agent.rules";

describe("agent rules (decision 078)", () => {
  it("opens each review on one status only", () => {
    const table = Object.fromEntries(AGENT_STATUSES.map((s) => [s, reviewsOf(s)]));
    expect(table).toEqual({
      applied: ["approve", "reject"],
      approved: ["suspend"],
      rejected: [],
      suspended: ["reinstate"],
    });
    expect(reviewMove("applied", "approve")).toMatchObject({ to: "approved", event: "approved" });
    expect(reviewMove("suspended", "reinstate")).toMatchObject({ to: "approved", event: "reinstated" });
    expect(reviewMove("approved", "approve")).toBeNull();
    expect(reviewMove("rejected", "suspend")).toBeNull();
    for (const status of AGENT_STATUSES)
      for (const review of AGENT_REVIEWS)
        expect(reviewMove(status, review) !== null, `${status} ${review}`).toBe(reviewsOf(status).includes(review));
  });

  it("asks a reason of a rejection and a suspension only", () => {
    expect(AGENT_REVIEWS.filter(reviewNeedsReason)).toEqual(["reject", "suspend"]);
  });

  it("lets a person apply when they never did or were rejected; only an approved agent is active", () => {
    expect(AGENT_STATUSES.filter(mayApply)).toEqual(["rejected"]);
    expect(mayApply(null)).toBe(true);
    expect(AGENT_STATUSES.filter(isActiveAgent)).toEqual(["approved"]);
  });

  it("makes codes of AG and five characters without look-alikes", () => {
    for (const c of "0O1IL8") expect(AGENT_CODE_ALPHABET).not.toContain(c);
    expect(new Set(AGENT_CODE_ALPHABET).size).toBe(AGENT_CODE_ALPHABET.length);
    expect(agentCode([0, 1, 2, 3, 4])).toBe("AGABCDE");
    expect(agentCode([29, 30, 59, -1, 28])).toBe("AG9A9B7");
    for (let i = 0; i < 200; i++) {
      const code = agentCode(Array.from({ length: 5 }, () => Math.floor(Math.random() * 1e6)));
      expect(code).toMatch(AGENT_CODE_PATTERN);
    }
    expect(() => agentCode([1, 2, 3])).toThrow();
    expect(normaliseAgentCode("  ag7k2p9 ")).toBe("AG7K2P9");
    expect("AG0ABCD").not.toMatch(AGENT_CODE_PATTERN);
  });
});

describe("a package's share text (issue 29 item 3)", () => {
  it("puts the agent's code on the page's link", () => {
    expect(referralLink("https://umrah.example", "/tour/12", "AG7K2P9")).toBe(
      "https://umrah.example/tour/12?ref=AG7K2P9",
    );
    expect(referralLink("https://umrah.example/", "/", "AG7K2P9")).toBe("https://umrah.example/?ref=AG7K2P9");
  });

  it("writes one fact a line, the link last, and leaves out what is unknown", () => {
    const link = "https://umrah.example/tour/12?ref=AG7K2P9";
    expect(
      packageShareText({
        intro: "Umrah bersama kami:",
        name: "Umrah Plus Turki",
        dates: "Keberangkatan: 12–24 Mar 2027",
        price: "Mulai Rp 32.500.000",
        cta: "Detail dan pemesanan:",
        link,
      }),
    ).toBe(
      `Umrah bersama kami:\n*Umrah Plus Turki*\nKeberangkatan: 12–24 Mar 2027\nMulai Rp 32.500.000\n\nDetail dan pemesanan:\n${link}`,
    );
    expect(packageShareText({ intro: "", name: "Umrah", dates: null, price: null, cta: "Book:", link })).toBe(
      `*Umrah*\n\nBook:\n${link}`,
    );
  });

  it("opens WhatsApp with the whole message encoded", () => {
    const url = whatsAppShareUrl("Umrah & Turki\nhttps://x.test/tour/1?ref=AG7K2P9");
    expect(url.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(url.slice("https://wa.me/?text=".length))).toBe(
      "Umrah & Turki\nhttps://x.test/tour/1?ref=AG7K2P9",
    );
    expect(url).not.toContain("&T");
  });
});
