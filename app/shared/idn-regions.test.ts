import { describe, expect, it } from "vitest";
import { readableRegionName, regionAncestors, regionLevel } from "./idn-regions";
import { regionChildren, regionExists, regionName, regionPath } from "./idn-regions.server";

describe("readableRegionName", () => {
  it("title-cases the provinces' and regencies' capitals, keeping DKI and a lower-case 'dan'", () => {
    expect(readableRegionName("KABUPATEN ACEH SELATAN", "regency")).toBe("Kabupaten Aceh Selatan");
    expect(readableRegionName("DKI JAKARTA", "province")).toBe("DKI Jakarta");
    expect(readableRegionName("DAERAH ISTIMEWA YOGYAKARTA", "province")).toBe("Daerah Istimewa Yogyakarta");
    expect(readableRegionName("KABUPATEN PANGKAJENE DAN KEPULAUAN", "regency")).toBe(
      "Kabupaten Pangkajene dan Kepulauan",
    );
    expect(readableRegionName("KOTA BAU-BAU", "regency")).toBe("Kota Bau-Bau");
    expect(readableRegionName("  KOTA   MEDAN ", "regency")).toBe("Kota Medan");
  });

  it("keeps the districts' and villages' own case, raising a word's lower-case first letter", () => {
    expect(readableRegionName("Kluet Utara", "district")).toBe("Kluet Utara");
    expect(readableRegionName("HTI Rantau Naro", "village")).toBe("HTI Rantau Naro");
    expect(readableRegionName("Koto VII", "village")).toBe("Koto VII");
    expect(readableRegionName("MKCM", "village")).toBe("MKCM");
    expect(readableRegionName("Dama pulo", "village")).toBe("Dama Pulo");
    expect(readableRegionName("lamuk", "village")).toBe("Lamuk");
  });

  it("reads the package's double quote inside a name as an apostrophe", () => {
    expect(readableRegionName('Soka"an', "village")).toBe("Soka'an");
  });
});

describe("region codes", () => {
  it("knows a code's level and its ancestors", () => {
    expect(regionLevel("31")).toBe("province");
    expect(regionLevel("31.74")).toBe("regency");
    expect(regionLevel("31.74.01")).toBe("district");
    expect(regionLevel("31.74.01.1001")).toBe("village");
    expect(regionLevel("31.7")).toBeNull();
    expect(regionLevel("31.74.01.1001.1")).toBeNull();
    expect(regionLevel("")).toBeNull();
    expect(regionAncestors("31.74.01.1001")).toEqual(["31", "31.74", "31.74.01", "31.74.01.1001"]);
  });
});

describe("the regions reader", () => {
  it("lists the 38 provinces by name, readable", () => {
    const provinces = regionChildren(null) ?? [];
    expect(provinces).toHaveLength(38);
    expect(provinces[0]).toEqual({ code: "11", name: "Aceh" });
    expect(provinces).toContainEqual({ code: "31", name: "DKI Jakarta" });
  });

  it("lists a code's children, an unknown code's none (null), a village's an empty list", () => {
    expect(regionChildren("11")).toContainEqual({ code: "11.01", name: "Kabupaten Aceh Selatan" });
    expect(regionChildren("11.01")).toContainEqual({ code: "11.01.01", name: "Bakongan" });
    const villages = regionChildren("11.01.01") ?? [];
    expect(villages).toContainEqual({ code: "11.01.01.2001", name: "Keude Bakongan" });
    expect(villages.every((v) => v.code.startsWith("11.01.01."))).toBe(true);
    expect(regionChildren("99")).toBeNull();
    expect(regionChildren("nonsense")).toBeNull();
    expect(regionChildren("11.01.01.2001")).toEqual([]);
  });

  it("reads the last district's villages (the file's end)", () => {
    const last = regionChildren("96.71")?.at(-1)?.code ?? "";
    expect((regionChildren(last) ?? []).length).toBeGreaterThan(0);
  });

  it("names a code, knows whether it exists, and gives the path of a village", () => {
    expect(regionName("11.01.01.2001")).toBe("Keude Bakongan");
    expect(regionExists("11.01.01.9999")).toBe(false);
    expect(regionExists("11.01")).toBe(true);
    expect(regionPath("11.01.01.2001")).toEqual({
      province: "Aceh",
      regency: "Kabupaten Aceh Selatan",
      district: "Bakongan",
      village: "Keude Bakongan",
    });
    expect(regionPath("11.01")).toEqual({
      province: "Aceh",
      regency: "Kabupaten Aceh Selatan",
      district: "",
      village: "",
    });
    expect(regionPath("11.01.01.9999")).toBeNull();
    expect(regionPath(null)).toBeNull();
    expect(regionPath("")).toBeNull();
  });
});
