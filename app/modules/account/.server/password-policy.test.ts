import { describe, expect, it } from "vitest";
import { passwordProblem } from "#app/modules/account/account.rules";
import { commonPasswordListSizes, isCommonPassword } from "./common-passwords.server";
import { newPasswordProblem } from "./password-policy";

describe("common-password list (server only)", () => {
  it("holds the listed passwords the other rules let through and the words behind the rest", () => {
    const { passwords, words } = commonPasswordListSizes();
    expect(passwords).toBeGreaterThan(300);
    expect(words).toBeGreaterThan(1500);
  });

  it.each([
    ["blink182", "listed as is"],
    ["BLINK182", "any case"],
    ["iloveyou2", "listed as is"],
    ["Jennifer1990!", "a listed word with digits and a symbol"],
    ["2024tigger", "a listed word after digits"],
    ["m0nk3y2024", "a listed word with look-alike swaps"],
  ])("finds %j (%s)", (pw) => {
    expect(isCommonPassword(pw)).toBe(true);
  });

  it.each([["Umrah2026ok"], ["Fresh2026ok"], ["Kurma dan air zamzam 2026"], ["jennifer1990x"]])(
    "lets %j through",
    (pw) => {
      expect(isCommonPassword(pw)).toBe(false);
    },
  );

  it("is what the server adds to the shared rules: they pass a listed password, the policy does not", () => {
    expect(passwordProblem("blink182")).toBeNull();
    expect(newPasswordProblem("blink182", {})).toBe("password_common");
    // The shared rules speak first: weak before listed, personal kept.
    expect(newPasswordProblem("blink", {})).toBe("password_weak");
    expect(newPasswordProblem("Budiman2026x", { username: "budiman" })).toBe("password_personal");
    expect(newPasswordProblem("Umrah2026ok", { username: "budiman", email: "budiman@example.test" })).toBeNull();
  });
});
