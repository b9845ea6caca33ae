import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { repositoryFiles } from "./repository-files";

/*
 * Rules written once (issue 27, item 3). A booking's remaining amount is `balanceDue` in
 * booking.rules.ts and its SQL twin `balanceDueSql` in booking.repository.ts: anything else
 * subtracting the paid total from a total computes it again and, as before, differently (a
 * cancelled booking owing its rest). A payment method is described by PAYMENT_METHOD_TRAITS in
 * booking.contract.ts: code asks a trait, never compares a method's name.
 */
const RULES: { name: string; pattern: RegExp; allowed: string[] }[] = [
  {
    name: "remaining amount (total minus paid)",
    pattern: /\btotal\}?\s*-\s*(\$\{)?[\w.]*paid(Total|_total)\b/,
    allowed: ["app/modules/booking/booking.rules.ts", "app/modules/booking/.server/booking.repository.ts"],
  },
  {
    name: "payment method compared by name",
    pattern:
      /[mM]ethod\)?\s*[!=]==\s*"(manual|card_link|online)"|"(manual|card_link|online)"\s*[!=]==\s*[\w.]*[mM]ethod\b|(eq|ne)\(payments\.method/,
    allowed: [],
  },
];

function offenders(text: string): string[] {
  return RULES.flatMap((r) => (r.pattern.test(text) ? [r.name] : []));
}

describe("rules written once", () => {
  for (const rule of RULES) {
    it(`${rule.name}: only where the rule lives`, () => {
      const files = repositoryFiles().filter(
        (f) => /^(app|server)\/.*\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !rule.allowed.includes(f),
      );
      expect(files.filter((f) => rule.pattern.test(fs.readFileSync(f, "utf8")))).toEqual([]);
    });
  }

  it("recognises what it forbids", () => {
    expect(offenders("const owed = booking.total - booking.paidTotal;")).toEqual([
      "remaining amount (total minus paid)",
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a SQL template is what it reads
    expect(offenders("sql`sum(${bookings.total} - ${bookings.paidTotal})`")).toEqual([
      "remaining amount (total minus paid)",
    ]);
    expect(offenders('if (p.method !== "online") return null;')).toEqual(["payment method compared by name"]);
    expect(offenders('booking.payment_method === "card_link"')).toEqual(["payment method compared by name"]);
    expect(offenders('.where(eq(payments.method, "manual"))')).toEqual(["payment method compared by name"]);
    expect(offenders("const open = balanceDue(b) - b.pendingTotal;")).toEqual([]);
    expect(offenders('paymentMethod(p.method).paidAt === "provider"')).toEqual([]);
  });
});
