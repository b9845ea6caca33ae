import { describe, expect, it } from "vitest";
import { normalizeLogin, passwordProblem, USERNAME_PATTERN } from "./account.rules";

describe("passwordProblem", () => {
  it.each([["Umrah2026ok"], ["abc12345x"], ["8charsA1"], ["Kuala Lumpur 1"], [`${"x".repeat(100)}1`]])(
    "accepts %j",
    (pw) => {
      expect(passwordProblem(pw)).toBeNull();
    },
  );

  it.each([
    ["", "empty"],
    ["Ab1", "too short"],
    ["abc1234", "seven characters"],
    ["abcdefgh", "no digit"],
    ["ABCDEFGHIJ", "no digit, capitals"],
    ["123456789012", "no letter"],
    ["!!!!????1111", "no letter, symbols"],
  ])("refuses %j as weak (%s)", (pw) => {
    expect(passwordProblem(pw)).toBe("password_weak");
  });

  it.each([["password1"], ["Password123"], ["PASSW0RD"], ["bismillah123"], ["Admin123"], ["P@ssw0rd"], ["abcd1234"]])(
    "refuses the common password %j whatever its case",
    (pw) => {
      expect(passwordProblem(pw)).toBe("password_common");
    },
  );

  it("reports weakness before commonness", () => {
    // "12345678" is on the common list but has no letter: weak is the first problem.
    expect(passwordProblem("12345678")).toBe("password_weak");
    expect(passwordProblem("password")).toBe("password_weak");
  });
});

describe("normalizeLogin", () => {
  it("lower-cases and trims user names and emails", () => {
    expect(normalizeLogin("Budi")).toBe("budi");
    expect(normalizeLogin("  BUDI  ")).toBe("budi");
    expect(normalizeLogin(" Budi@Example.TEST\t")).toBe("budi@example.test");
  });

  it("keeps inner characters as they are", () => {
    expect(normalizeLogin("siti.rahma_88")).toBe("siti.rahma_88");
    expect(normalizeLogin("a b")).toBe("a b");
  });
});

describe("USERNAME_PATTERN", () => {
  it.each([["abc"], ["siti.rahma_88"], ["a-b"], ["x".repeat(30)]])("accepts %j", (u) => {
    expect(USERNAME_PATTERN.test(u)).toBe(true);
  });
  it.each([["ab"], ["x".repeat(31)], ["with space"], ["emoji😀"], ["semi;colon"], ["a@b"]])("refuses %j", (u) => {
    expect(USERNAME_PATTERN.test(u)).toBe(false);
  });
});
