import { describe, expect, it } from "vitest";
import {
  MINISTRY_DUE_DAYS,
  MINISTRY_FIELDS,
  ministryDueOn,
  missingMinistryFields,
  passportNameComplete,
  proposePassportName,
} from "./ministry.rules";

describe("proposePassportName", () => {
  it("keeps a name of two words or more, in capitals and single-spaced", () => {
    expect(proposePassportName("  Ahmad   Fauzi ")).toBe("AHMAD FAUZI");
    expect(proposePassportName("Nur Aisyah binti Hassan", "Hassan")).toBe("NUR AISYAH BINTI HASSAN");
  });
  it("appends the father's name to a one-word name", () => {
    expect(proposePassportName("Siti", "Ahmad Fauzi")).toBe("SITI AHMAD FAUZI");
    expect(proposePassportName("Sukarno", " ")).toBe("SUKARNO");
    expect(proposePassportName("Sukarno", null)).toBe("SUKARNO");
  });
  it("says whether a passport name has two words", () => {
    expect(passportNameComplete("SITI AHMAD")).toBe(true);
    expect(passportNameComplete("SITI")).toBe(false);
    expect(passportNameComplete(null)).toBe(false);
  });
});

describe("missingMinistryFields", () => {
  const complete = {
    father_name: "Ahmad Fauzi",
    passport_name: "SITI AHMAD FAUZI",
    passport_office: "Kantor Imigrasi Jakarta Selatan",
    birth_place: "Jakarta",
    country: "ID",
    region_code: "31.74.01.1001",
    state: null,
    postal_code: null,
    marital_status: "married",
    education: "senior",
    occupation: "homemaker",
    nationality: "ID",
    ic_number: "3174014101800001",
    phone: "+62 812 1111 2222",
  };

  it("finds nothing missing in a complete Indonesian guest", () => {
    expect(missingMinistryFields(complete)).toEqual([]);
  });

  it("names every missing field, in the forms' order", () => {
    expect(missingMinistryFields({ country: "ID" })).toEqual([...MINISTRY_FIELDS]);
    expect(missingMinistryFields({ ...complete, father_name: "  ", passport_office: null, phone: "" })).toEqual([
      "father_name",
      "passport_office",
      "phone",
    ]);
  });

  it("asks a passport name of two words", () => {
    expect(missingMinistryFields({ ...complete, passport_name: "SITI" })).toEqual(["passport_name"]);
  });

  it("asks an Indonesian address down to the village", () => {
    expect(missingMinistryFields({ ...complete, region_code: "31.74.01" })).toEqual(["address"]);
    expect(missingMinistryFields({ ...complete, region_code: null })).toEqual(["address"]);
  });

  it("asks a Malaysian or Singaporean address's state and postcode, and no NIK of a foreign citizen", () => {
    const malaysian = { ...complete, country: "MY", region_code: null, nationality: "MY", ic_number: null };
    expect(missingMinistryFields({ ...malaysian, state: "Selangor", postal_code: "43000" })).toEqual([]);
    expect(missingMinistryFields({ ...malaysian, state: "Selangor" })).toEqual(["address"]);
    expect(missingMinistryFields({ ...malaysian, country: "SG", postal_code: "018956" })).toEqual(["address"]);
  });

  it("asks the NIK of an Indonesian citizen, by nationality or, without one, by country", () => {
    expect(missingMinistryFields({ ...complete, ic_number: null })).toEqual(["ic_number"]);
    expect(missingMinistryFields({ ...complete, nationality: null, ic_number: null })).toEqual([
      "nationality",
      "ic_number",
    ]);
    const abroad = { ...complete, country: "MY", region_code: null, state: "Johor", postal_code: "80000" };
    expect(missingMinistryFields({ ...abroad, ic_number: null })).toEqual(["ic_number"]);
  });

  it("asks no marital status of a child or an infant", () => {
    expect(missingMinistryFields({ ...complete, marital_status: null, traveller_type: "child" })).toEqual([]);
    expect(missingMinistryFields({ ...complete, marital_status: null, traveller_type: "adult" })).toEqual([
      "marital_status",
    ]);
  });
});

describe("ministryDueOn", () => {
  it("is MINISTRY_DUE_DAYS before the departure", () => {
    expect(MINISTRY_DUE_DAYS).toBe(45);
    expect(ministryDueOn("2027-03-31", "2026-12-01")).toBe("2027-02-14");
    // Booked on the due day itself: still that day.
    expect(ministryDueOn("2027-03-31", "2027-02-14")).toBe("2027-02-14");
  });

  it("gives a late booking a week from its booking day, never past the departure", () => {
    expect(ministryDueOn("2027-03-31", "2027-03-01")).toBe("2027-03-08");
    expect(ministryDueOn("2027-03-31", "2027-03-28")).toBe("2027-03-31");
  });
});
