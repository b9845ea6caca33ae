import { describe, expect, it } from "vitest";
import { z } from "zod";
import { resources } from "#app/locales/resources";
import { listQuery } from "./list";
import { type IssueMessage, issueMessage, issuePath } from "./validation";

/** Parses a value against a schema and returns the message of each issue by path. */
function messages(schema: z.ZodType, value: unknown): Record<string, IssueMessage> {
  const r = schema.safeParse(value);
  if (r.success) throw new Error("expected the value to be refused");
  return Object.fromEntries(r.error.issues.map((i) => [issuePath(i), issueMessage(i)]));
}
const only = (schema: z.ZodType, value: unknown) => Object.values(messages(schema, value));

describe("issueMessage on the issues zod 4 really produces", () => {
  it("too_small on a string: required at min 1, too_short above", () => {
    expect(only(z.string().min(1), "")).toEqual([{ key: "required" }]);
    expect(only(z.string().trim().min(1), "   ")).toEqual([{ key: "required" }]);
    expect(only(z.string().min(8), "short")).toEqual([{ key: "too_short", values: { count: 8 } }]);
  });

  it("too_big on a string", () => {
    expect(only(z.string().max(3), "abcd")).toEqual([{ key: "too_long", values: { count: 3 } }]);
  });

  it("too_small and too_big on arrays and sets", () => {
    expect(only(z.array(z.string()).min(2), ["a"])).toEqual([{ key: "too_few", values: { min: 2 } }]);
    expect(only(z.array(z.string()).max(1), ["a", "b"])).toEqual([{ key: "too_many", values: { max: 1 } }]);
    expect(only(z.set(z.number()).min(2), new Set([1]))).toEqual([{ key: "too_few", values: { min: 2 } }]);
  });

  it("too_small and too_big on numbers", () => {
    expect(only(z.number().min(1), 0)).toEqual([{ key: "too_small", values: { min: 1 } }]);
    expect(only(z.number().max(10), 11)).toEqual([{ key: "too_big", values: { max: 10 } }]);
    expect(only(z.number().positive(), 0)).toEqual([{ key: "too_small", values: { min: 0 } }]);
  });

  it("invalid_format by format", () => {
    expect(only(z.email(), "not-an-email")).toEqual([{ key: "email" }]);
    expect(only(z.string().pipe(z.email()), "a@b")).toEqual([{ key: "email" }]);
    expect(only(z.url(), "not a url")).toEqual([{ key: "url" }]);
    expect(only(z.iso.date(), "2024-13-45")).toEqual([{ key: "date" }]);
    expect(only(z.string().regex(/^x+$/), "y")).toEqual([{ key: "format" }]);
    expect(only(z.uuid(), "nope")).toEqual([{ key: "format" }]);
  });

  it("invalid_type: required when missing or null, invalid when of another type", () => {
    const s = z.object({ name: z.string(), age: z.number(), tags: z.array(z.string()) });
    expect(messages(s, { name: null, tags: "x" })).toEqual({
      name: { key: "required" },
      age: { key: "required" },
      tags: { key: "invalid" },
    });
    expect(only(z.object({ n: z.number() }), { n: "12" })).toEqual([{ key: "invalid" }]);
    expect(only(z.object({ n: z.number().int() }), { n: 1.5 })).toEqual([{ key: "invalid" }]);
    expect(only(z.object({ b: z.boolean() }), { b: "yes" })).toEqual([{ key: "invalid" }]);
  });

  it("invalid_value for enums and literals", () => {
    expect(only(z.enum(["footer", "branch"]), "header")).toEqual([{ key: "one_of" }]);
    expect(only(z.literal("yes"), "no")).toEqual([{ key: "one_of" }]);
  });

  it("custom issues carry their message as the key, with params as values", () => {
    const s = z.string().refine((v) => v === "a", { message: "password_mismatch" });
    expect(only(s, "b")).toEqual([{ key: "password_mismatch" }]);
    const withParams = z.string().superRefine((_v, ctx) => {
      ctx.addIssue({ code: "custom", message: "too_small", params: { min: 3 } });
    });
    expect(only(withParams, "b")).toEqual([{ key: "too_small", values: { min: 3 } }]);
    expect(
      only(
        z.string().refine(() => false),
        "b",
      ),
    ).toEqual([{ key: "invalid" }]);
  });

  it("a message key given to a built-in check wins over the generic key", () => {
    expect(only(z.string().regex(/^\d+$/, { message: "phone_format" }), "abc")).toEqual([{ key: "phone_format" }]);
    expect(only(z.string().min(3, { message: "username_format" }), "ab")).toEqual([
      { key: "username_format", values: { count: 3 } },
    ]);
  });

  it("other codes fall back to invalid", () => {
    expect(only(z.object({}).strict(), { extra: 1 })).toEqual([{ key: "invalid" }]);
    expect(only(z.union([z.string(), z.number()]), true)).toEqual([{ key: "invalid" }]);
    expect(only(z.number().multipleOf(5), 3)).toEqual([{ key: "invalid" }]);
  });

  it("maps the shared list query's refusals", () => {
    expect(messages(listQuery, { limit: "0", page: "0" })).toEqual({
      limit: { key: "invalid" },
      page: { key: "too_small", values: { min: 1 } },
    });
    expect(messages(listQuery, { search: "x".repeat(101) })).toEqual({
      search: { key: "too_long", values: { count: 100 } },
    });
  });

  it("works as a per-parse error map too (raw issues, as the forms use it)", () => {
    const s = z.object({ name: z.string().min(1), email: z.email(), n: z.number() });
    const r = s.safeParse({ name: "", email: "x", n: "1" }, { error: (iss) => issueMessage(iss).key });
    expect(r.success).toBe(false);
    expect(Object.fromEntries(r.error!.issues.map((i) => [issuePath(i), i.message]))).toEqual({
      name: "required",
      email: "email",
      n: "invalid",
    });
    const missing = s.safeParse({ name: "a", email: "a@b.co" }, { error: (iss) => issueMessage(iss).key });
    expect(missing.error!.issues.map((i) => i.message)).toEqual(["required"]);
  });

  it("only produces keys the errors catalogue has, in every locale", () => {
    const produced = [
      ...only(z.string().min(1), ""),
      ...only(z.string().min(8), "x"),
      ...only(z.string().max(1), "xx"),
      ...only(z.array(z.string()).min(2), []),
      ...only(z.array(z.string()).max(0), ["a"]),
      ...only(z.number().min(1), 0),
      ...only(z.number().max(1), 2),
      ...only(z.email(), "x"),
      ...only(z.url(), "x"),
      ...only(z.iso.date(), "x"),
      ...only(z.string().regex(/^a$/), "b"),
      ...only(z.number(), "x"),
      ...only(z.enum(["a"]), "b"),
      ...only(z.object({}).strict(), { x: 1 }),
    ].map((m) => m.key);
    for (const locale of ["id", "en", "my"] as const) {
      const catalogue = resources[locale].errors as Record<string, string>;
      // A count's message is a plural key: too_short_one, too_short_other.
      const missing = [...new Set(produced)].filter((k) => !catalogue[k] && !catalogue[`${k}_other`]);
      expect(missing, `missing in ${locale}/errors.json`).toEqual([]);
    }
  });
});

describe("issuePath", () => {
  it("joins nested paths with dots and uses _ for the root", () => {
    expect(issuePath({ path: ["guests", 0, "passport_number"] })).toBe("guests.0.passport_number");
    expect(issuePath({ path: [] })).toBe("_");
    expect(issuePath({})).toBe("_");
  });
});
