import { describe, expect, it } from "vitest";
import { normalizeLogin, passwordBaseWords, passwordProblem, USERNAME_PATTERN } from "./account.rules";

describe("passwordProblem", () => {
  it.each([
    ["Umrah2026ok"],
    ["abc12345x"],
    ["8charsA1"],
    ["Kuala Lumpur 1"],
    ["Kurma dan air zamzam 2026"],
    ["Fresh2026ok"],
    ["Jalan Ampang 1, Kuala Lumpur; rumah nombor 27 di sebelah masjid biru"],
  ])("accepts %j", (pw) => {
    expect(passwordProblem(pw)).toBeNull();
  });

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

  it.each([
    ["password1", "base word"],
    ["Password123", "base word"],
    ["PASSW0RD", "look-alike swap"],
    ["P@ssw0rd!", "look-alike swaps and a symbol"],
    ["bismillah123", "local base word"],
    ["Admin123", "base word"],
    ["2024Umrah!", "the trade, digits first"],
    ["Mekkah1445", "the trade"],
    ["januari2025", "a month"],
    ["abcd1234", "two sequences"],
    ["qwerty123", "keyboard walk and sequence"],
    ["1q2w3e4r5t", "zigzag walk"],
    ["zaq12wsx", "column walk"],
    ["poiuy0987", "backward walk"],
    ["aaaa1111", "repeats"],
    ["a1a1a1a1a1", "few distinct characters"],
    ["abc1abc1abc1", "one unit repeated"],
    ["lovelove99", "repeated word with digits"],
    ["Jalan Ampang 1, Jalan Ampang 1, ", "one phrase repeated"],
    [`${"x".repeat(100)}1`, "one character and a digit"],
  ])("refuses %j as common (%s)", (pw) => {
    expect(passwordProblem(pw)).toBe("password_common");
  });

  it("reports weakness before commonness", () => {
    expect(passwordProblem("12345678")).toBe("password_weak");
    expect(passwordProblem("password")).toBe("password_weak");
  });

  it("refuses the owner's user name or email name inside the password, whatever the case", () => {
    const owner = { username: "siti.rahma", email: "Siti.R@Example.test" };
    expect(passwordProblem("Siti.Rahma2026", owner)).toBe("password_personal");
    expect(passwordProblem("my siti.r 2026", owner)).toBe("password_personal");
    expect(passwordProblem("Kurma2026ok", owner)).toBeNull();
    // Short names mean nothing on their own ("ali" is in "Kalimantan").
    expect(passwordProblem("Kalimantan2026", { username: "ali", email: "ali@example.test" })).toBeNull();
    // Without an owner the rule has nothing to compare.
    expect(passwordProblem("Siti.Rahma2026")).toBeNull();
  });

  it("leaves an over-long password to the length check alone", () => {
    expect(passwordProblem(`A1${"x".repeat(127)}`)).toBeNull();
  });
});

describe("passwordBaseWords", () => {
  it("strips leading and trailing digits and symbols and undoes look-alike swaps", () => {
    expect(passwordBaseWords("p@ssw0rd!1")).toEqual(["password"]);
    expect(passwordBaseWords("2024umrah!!")).toEqual(["umrah"]);
    // "1" may stand for "i" or "l": both spellings are tried.
    expect(passwordBaseWords("l3tm31n")).toEqual(["letmein", "letmeln"]);
    expect(passwordBaseWords("12345678")).toEqual([]);
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
