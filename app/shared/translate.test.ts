import { describe, expect, it } from "vitest";
import { pickLocale, type Translations } from "./translate";

describe("pickLocale", () => {
  const full: Translations = { id: "Umrah Reguler", en: "Regular Umrah", my: "Umrah Biasa" };

  it("returns the value of the requested locale", () => {
    expect(pickLocale(full, "id")).toBe("Umrah Reguler");
    expect(pickLocale(full, "en")).toBe("Regular Umrah");
    expect(pickLocale(full, "my")).toBe("Umrah Biasa");
  });

  it("falls back to id when the locale is missing", () => {
    expect(pickLocale({ id: "Haji Khusus" }, "en")).toBe("Haji Khusus");
    expect(pickLocale({ id: "Haji Khusus", en: "Special Hajj" }, "my")).toBe("Haji Khusus");
  });

  it("falls back to id when the locale is empty or only spaces", () => {
    expect(pickLocale({ id: "Alamat", en: "" }, "en")).toBe("Alamat");
    expect(pickLocale({ id: "Alamat", my: "   " }, "my")).toBe("Alamat");
  });

  it("keeps the locale's own text as it is (no trimming of real values)", () => {
    expect(pickLocale({ id: "a", en: " Padded " }, "en")).toBe(" Padded ");
  });

  it("falls back field by field: each value is picked on its own", () => {
    const description: Translations = { id: "Deskripsi", en: "Description" };
    const address: Translations = { id: "Jl. Sudirman", en: "" };
    expect(pickLocale(description, "en")).toBe("Description");
    expect(pickLocale(address, "en")).toBe("Jl. Sudirman");
  });

  it("returns an empty string for a missing value or a value without id", () => {
    expect(pickLocale(null, "en")).toBe("");
    expect(pickLocale(undefined, "id")).toBe("");
    expect(pickLocale({ en: "" } as unknown as Translations, "en")).toBe("");
    expect(pickLocale({ id: "" }, "my")).toBe("");
  });
});
