import { describe, expect, it } from "vitest";
import { defaultLocale, fromAcceptLanguage, isLocale, localeTag, locales, toLocale } from "./config";

describe("locale keys", () => {
  it("are exactly id, en and my, with id the default", () => {
    expect([...locales]).toEqual(["id", "en", "my"]);
    expect(defaultLocale).toBe("id");
  });

  it("map my to the BCP 47 tag ms (Bahasa Melayu, not Burmese)", () => {
    expect(localeTag).toEqual({ id: "id", en: "en", my: "ms" });
  });

  it("isLocale accepts only the three keys", () => {
    for (const l of locales) expect(isLocale(l)).toBe(true);
    for (const v of ["ms", "EN", "en-US", "", null, undefined, 1]) expect(isLocale(v)).toBe(false);
  });
});

describe("toLocale", () => {
  it.each([
    ["id", "id"],
    ["en", "en"],
    ["my", "my"],
    ["ms", "my"],
    ["ms-MY", "my"],
    ["ms_MY", "my"],
    ["MS-my", "my"],
    ["en-US", "en"],
    ["en-GB", "en"],
    ["EN", "en"],
    [" en ", "en"],
    ["id-ID", "id"],
    ["in", "id"],
    ["in-ID", "id"],
  ])("maps %j to %j", (input, expected) => {
    expect(toLocale(input)).toBe(expected);
  });

  it.each([["fr"], ["fr-FR"], ["zh-Hans-CN"], ["*"], [""], ["   "], [null], [undefined], ["english"]])(
    "returns undefined for %j",
    (input) => {
      expect(toLocale(input)).toBeUndefined();
    },
  );
});

describe("fromAcceptLanguage", () => {
  it("returns undefined without a header or without a supported language", () => {
    expect(fromAcceptLanguage(undefined)).toBeUndefined();
    expect(fromAcceptLanguage(null)).toBeUndefined();
    expect(fromAcceptLanguage("")).toBeUndefined();
    expect(fromAcceptLanguage("fr-FR,fr;q=0.9,de;q=0.8")).toBeUndefined();
    expect(fromAcceptLanguage("*")).toBeUndefined();
  });

  it("takes the first supported language in header order when qualities are equal", () => {
    expect(fromAcceptLanguage("en-US,id")).toBe("en");
    expect(fromAcceptLanguage("id-ID,en-US")).toBe("id");
    expect(fromAcceptLanguage("fr, ms-MY, en")).toBe("my");
  });

  it("ranks by q-value, not by position", () => {
    expect(fromAcceptLanguage("en;q=0.5,id;q=0.9")).toBe("id");
    expect(fromAcceptLanguage("en-US;q=0.3, ms;q=0.8, id;q=0.5")).toBe("my");
    expect(fromAcceptLanguage("id;q=0.1, en")).toBe("en");
    expect(fromAcceptLanguage("fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7,id;q=0.6")).toBe("en");
  });

  it("skips unsupported languages even when they rank higher", () => {
    expect(fromAcceptLanguage("de;q=1, fr;q=0.9, in;q=0.2")).toBe("id");
  });

  it("tolerates spaces and extra parameters", () => {
    expect(fromAcceptLanguage("  fr ;q=0.9 ,  en-GB ; q=0.8")).toBe("en");
  });

  it("never picks a language the client refused with q=0", () => {
    expect(fromAcceptLanguage("fr, en;q=0")).toBeUndefined();
    expect(fromAcceptLanguage("en;q=0, id;q=0.1")).toBe("id");
  });
});
