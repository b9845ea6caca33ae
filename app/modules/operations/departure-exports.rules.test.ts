import { describe, expect, it } from "vitest";
import {
  EDUCATION_LEVELS,
  type MinistryGuest,
  missingMinistryFields,
  OCCUPATIONS,
} from "#app/modules/booking/ministry.rules";
import {
  ageOn,
  airlineTitle,
  citizenship,
  dayDmonY,
  dayDmy,
  EDUCATION_WORDS,
  MARITAL_WORDS,
  ministryIdentity,
  ministryMarital,
  ministryPhones,
  ministryTitle,
  OCCUPATION_WORDS,
  passportNameOf,
  SISKOPATUH_HEADERS,
  splitPassportName,
} from "./departure-exports.rules";

const departure = "2026-10-10";
const person = (
  gender: "male" | "female",
  birth_date: string,
  marital_status: "single" | "married" | "divorced" | "widowed" | null = null,
) => ({ gender, birth_date, marital_status });

describe("age on the departure date", () => {
  it("counts whole years, the birthday itself included", () => {
    expect(ageOn("2009-10-10", departure)).toBe(17);
    expect(ageOn("2009-10-11", departure)).toBe(16);
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });
});

describe("SISKOPATUH's title", () => {
  it("MR for a man; MRS for a woman who is or was married; MS for a single woman or one who has not said", () => {
    expect(ministryTitle(person("male", "1980-01-01", "single"), departure)).toBe("MR");
    expect(ministryTitle(person("male", "1980-01-01", "married"), departure)).toBe("MR");
    for (const m of ["married", "divorced", "widowed"] as const)
      expect(ministryTitle(person("female", "1980-01-01", m), departure), m).toBe("MRS");
    expect(ministryTitle(person("female", "1980-01-01", "single"), departure)).toBe("MS");
    expect(ministryTitle(person("female", "1980-01-01", null), departure)).toBe("MS");
  });

  it("MSTR and MISS under 17 on the departure date (the KTP's age), whatever the marital status", () => {
    expect(ministryTitle(person("male", "2009-10-11"), departure)).toBe("MSTR");
    expect(ministryTitle(person("female", "2009-10-11", "married"), departure)).toBe("MISS");
    expect(ministryTitle(person("male", "2009-10-10"), departure)).toBe("MR");
    expect(ministryTitle(person("female", "2009-10-10"), departure)).toBe("MS");
  });
});

describe("the airline's title", () => {
  it("a child is under 12 on the departure date; from 12 the adult titles", () => {
    expect(airlineTitle(person("male", "2014-10-11"), departure)).toBe("MSTR");
    expect(airlineTitle(person("female", "2025-01-01"), departure)).toBe("MISS");
    expect(airlineTitle(person("male", "2014-10-10"), departure)).toBe("MR");
    expect(airlineTitle(person("female", "2010-01-01"), departure)).toBe("MS");
    expect(airlineTitle(person("female", "1970-01-01", "widowed"), departure)).toBe("MRS");
  });
});

describe("the ministry's words", () => {
  it("names every marital status, education level and occupation, in capitals", () => {
    expect(MARITAL_WORDS).toEqual({
      single: "BELUM MENIKAH",
      married: "MENIKAH",
      divorced: "CERAI HIDUP",
      widowed: "CERAI MATI",
    });
    expect(Object.keys(EDUCATION_WORDS).sort()).toEqual([...EDUCATION_LEVELS].sort());
    expect(Object.keys(OCCUPATION_WORDS).sort()).toEqual([...OCCUPATIONS].sort());
    for (const word of [...Object.values(EDUCATION_WORDS), ...Object.values(OCCUPATION_WORDS)])
      expect(word).toBe(word.toUpperCase());
    expect(EDUCATION_WORDS.senior).toBe("SLTA");
    expect(EDUCATION_WORDS.bachelor).toBe("S1");
    expect(OCCUPATION_WORDS.civil_servant).toBe("PNS");
    expect(OCCUPATION_WORDS.homemaker).toBe("IBU RUMAH TANGGA");
  });

  it("KEWARGANEGARAAN: WNI for Indonesians, WNA for any other nationality, nothing when not given", () => {
    expect(citizenship("ID")).toBe("WNI");
    expect(citizenship("id")).toBe("WNI");
    expect(citizenship("MY")).toBe("WNA");
    expect(citizenship(null)).toBe("");
  });

  it("the identity: an Indonesian's NIK, else the passport, else nothing", () => {
    expect(ministryIdentity({ nationality: "ID", ic_number: "3273010101800001", passport_number: "C1" })).toEqual({
      kind: "NIK",
      number: "3273010101800001",
    });
    // A Malaysian's MyKad is not an NIK: the passport identifies them.
    expect(ministryIdentity({ nationality: "MY", ic_number: "800101-14-5555", passport_number: "A123" })).toEqual({
      kind: "PASPOR",
      number: "A123",
    });
    expect(ministryIdentity({ nationality: "ID", ic_number: " ", passport_number: "C9" })).toEqual({
      kind: "PASPOR",
      number: "C9",
    });
    expect(ministryIdentity({ nationality: null, ic_number: null, passport_number: null })).toEqual({
      kind: "",
      number: "",
    });
  });

  it("the phone: a mobile number in NO HP (an Indonesian one the local way), a landline in NO TELPON", () => {
    expect(ministryPhones("+62 812 1111 2222", "ID")).toEqual({ telpon: "", hp: "081211112222" });
    expect(ministryPhones("0812-3456-7890", "ID")).toEqual({ telpon: "", hp: "081234567890" });
    expect(ministryPhones("012-345 6789", "MY")).toEqual({ telpon: "", hp: "+60123456789" });
    expect(ministryPhones("(022) 4201234", "ID")).toEqual({ telpon: "(022) 4201234", hp: "" });
    expect(ministryPhones(null, "ID")).toEqual({ telpon: "", hp: "" });
  });
});

describe("names and dates", () => {
  it("the passport name: the written one in capitals, else the proposal (the father's name after a one-word name)", () => {
    expect(passportNameOf({ passport_name: "Siti Aminah", full_name: "Siti", father_name: "Ahmad" })).toBe(
      "SITI AMINAH",
    );
    expect(passportNameOf({ passport_name: null, full_name: "Siti", father_name: "Ahmad Fauzi" })).toBe(
      "SITI AHMAD FAUZI",
    );
    expect(passportNameOf({ passport_name: " ", full_name: "Budi Santoso", father_name: null })).toBe("BUDI SANTOSO");
  });

  it("the airline's split: the last word is the surname, a one-word name has FNU as given names", () => {
    expect(splitPassportName("SITI AMINAH BINTI AHMAD")).toEqual({ surname: "AHMAD", given: "SITI AMINAH BINTI" });
    expect(splitPassportName("BUDI SANTOSO")).toEqual({ surname: "SANTOSO", given: "BUDI" });
    expect(splitPassportName("SUKARNO")).toEqual({ surname: "SUKARNO", given: "FNU" });
    expect(splitPassportName("")).toEqual({ surname: "", given: "" });
  });

  it("dates: dd-MM-yyyy for the ministry, dd-MMM-yyyy for the airline", () => {
    expect(dayDmy("1980-01-05")).toBe("05-01-1980");
    expect(dayDmy(null)).toBe("");
    expect(dayDmonY("1980-01-05")).toBe("05-JAN-1980");
    expect(dayDmonY("2031-12-31")).toBe("31-DEC-2031");
    expect(dayDmonY(null)).toBe("");
  });

  it("SISKOPATUH's 23 columns", () => {
    expect(SISKOPATUH_HEADERS).toHaveLength(23);
    expect(SISKOPATUH_HEADERS[0]).toBe("NO");
    expect(SISKOPATUH_HEADERS[22]).toBe("PEKERJAAN");
  });
});

describe("the ministry's data a guest misses, as the exports' screen and sheet read it", () => {
  const complete: MinistryGuest = {
    father_name: "Ahmad",
    passport_name: "SITI AMINAH",
    passport_office: "Kantor Imigrasi Bandung",
    birth_place: "Bandung",
    country: "ID",
    region_code: "32.73.01.1001",
    marital_status: "married",
    education: "senior",
    occupation: "trader",
    nationality: "ID",
    ic_number: "3273010101800001",
    phone: "+62 812 1111 2222",
  };

  it("nothing when complete", () => {
    expect(missingMinistryFields(complete)).toEqual([]);
  });

  it("lists what is missing; a proposed passport name is not a confirmed one; a district is not a village", () => {
    expect(
      missingMinistryFields({
        ...complete,
        father_name: " ",
        passport_name: null,
        region_code: "32.73.01",
        ic_number: null,
        education: null,
      }),
    ).toEqual(["father_name", "passport_name", "address", "education", "ic_number"]);
    // Without a nationality, the country says who needs an NIK.
    expect(missingMinistryFields({ ...complete, nationality: null, ic_number: null })).toEqual([
      "nationality",
      "ic_number",
    ]);
  });

  it("a child is not asked a marital status; an address outside Indonesia needs its state and postcode", () => {
    expect(missingMinistryFields({ ...complete, marital_status: null, traveller_type: "child" })).toEqual([]);
    expect(missingMinistryFields({ ...complete, marital_status: null })).toEqual(["marital_status"]);
    const malaysian = { ...complete, country: "MY", nationality: "MY", ic_number: null, region_code: null };
    expect(missingMinistryFields({ ...malaysian, state: "Selangor", postal_code: "40000" })).toEqual([]);
    expect(missingMinistryFields({ ...malaysian, state: "Selangor" })).toEqual(["address"]);
  });

  it("STATUS PERNIKAHAN: a child without one is single", () => {
    expect(ministryMarital("widowed")).toBe("CERAI MATI");
    expect(ministryMarital(null, "child")).toBe("BELUM MENIKAH");
    expect(ministryMarital(null, "adult")).toBe("");
  });
});
