import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mailLink, mailLocale } from "./mail-language";

describe("mailLocale", () => {
  it("is the recipient's stored preference, else the site's default", () => {
    expect(mailLocale({ locale: "my" })).toBe("my");
    expect(mailLocale({ locale: "en" })).toBe("en");
    for (const odd of [{ locale: "ms" }, { locale: "" }, { locale: null }, {}, null, undefined])
      expect(mailLocale(odd)).toBe("id");
  });
});

describe("mailLink", () => {
  it("is absolute on the public address and opens the page in the mail's language", () => {
    expect(mailLink("https://umrah.example/", "/panel/booking-history/abc", "my")).toBe(
      "https://umrah.example/panel/booking-history/abc?lang=my",
    );
    expect(mailLink("https://umrah.example", "/login?redirect=%2Fpanel", "en")).toBe(
      "https://umrah.example/login?redirect=%2Fpanel&lang=en",
    );
  });
});

/**
 * Issue 26: mails followed whatever language each place picked (the request's, a fixed "id", its
 * own fallback). Every place that writes a mail now asks mail-language.ts: the files that queue or
 * render mails carry no language of their own.
 */
describe("every mail asks mail-language.ts for its language and links", () => {
  const modules = path.resolve(import.meta.dirname, "../..");
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return files(full);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
    });
  const mailFiles = files(modules)
    .filter((f) => f.includes(`${path.sep}.server${path.sep}`) && !f.endsWith("mail-language.ts"))
    .map((f) => ({ file: path.relative(modules, f), text: fs.readFileSync(f, "utf8") }))
    .filter(({ file, text }) => /-mail\.ts$/.test(file) || /\benqueueMail\(/.test(text));

  it("finds the mail writers (the scan works)", () => {
    const names = mailFiles.map((m) => m.file);
    for (const expected of ["account-mail.ts", "booking-mail.ts", "privacy-mail.ts", "send-contact-message.ts"])
      expect(
        names.some((n) => n.endsWith(expected)),
        expected,
      ).toBe(true);
  });

  it("no mail writer builds a ?lang= link, falls back to a language itself or fixes one", () => {
    const problems = mailFiles.flatMap(({ file, text }) => [
      ...(/[?&]lang=/.test(text) ? [`${file}: builds a ?lang= link (use mailLink)`] : []),
      ...(/\bisLocale\(/.test(text) ? [`${file}: picks a fallback language (use mailLocale)`] : []),
      ...(/(locale:\s*|serverT\()\s*"(id|en|my)"/.test(text) ? [`${file}: fixes a language (use mailLocale)`] : []),
    ]);
    expect(problems).toEqual([]);
  });
});
