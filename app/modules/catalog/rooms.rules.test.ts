import { describe, expect, it } from "vitest";
import {
  ageOn,
  bedShortages,
  bedsLeft,
  bedsRequested,
  choiceFits,
  type GuestChoice,
  holdsSeat,
  manifestTitle,
  roomTypeFull,
  type TravellerType,
  travellerRefusals,
  travellerType,
} from "./rooms.rules";

describe("ageOn", () => {
  it("counts whole years, the birthday reached on its own day", () => {
    expect(ageOn("2000-06-15", "2030-06-14")).toBe(29);
    expect(ageOn("2000-06-15", "2030-06-15")).toBe(30);
    expect(ageOn("2000-06-15", "2030-06-16")).toBe(30);
  });

  it("a 29 February birthday is reached on 1 March of a year without one, on 29 February of a leap year", () => {
    expect(ageOn("2020-02-29", "2021-02-28")).toBe(0);
    expect(ageOn("2020-02-29", "2021-03-01")).toBe(1);
    expect(ageOn("2020-02-29", "2024-02-28")).toBe(3);
    expect(ageOn("2020-02-29", "2024-02-29")).toBe(4);
  });

  it("is negative before the birth and zero on the day itself", () => {
    expect(ageOn("2026-05-01", "2026-04-30")).toBe(-1);
    expect(ageOn("2026-05-01", "2026-05-01")).toBe(0);
  });

  it("ignores time zones: the dates are read as calendar dates, whatever TZ the process runs in", () => {
    // 31 December / 1 January are where a time-zone shift of a Date would move the year.
    expect(ageOn("2014-01-01", "2025-12-31")).toBe(11);
    expect(ageOn("2014-01-01", "2026-01-01")).toBe(12);
  });

  it("reads the years 0000 to 0099 as themselves (a fuzzed birth date of 0000-01-01 made the quote fail)", () => {
    expect(ageOn("0000-01-01", "2026-12-05")).toBe(2026);
    expect(ageOn("0099-12-31", "2026-12-05")).toBe(1926);
    expect(() => ageOn("0001-02-29", "2030-01-01")).toThrow(RangeError);
  });

  it("refuses anything that is not a real calendar date", () => {
    expect(() => ageOn("2023-02-29", "2030-01-01")).toThrow(RangeError);
    expect(() => ageOn("2023-13-01", "2030-01-01")).toThrow(RangeError);
    expect(() => ageOn("2023-1-5", "2030-01-01")).toThrow(RangeError);
    expect(() => ageOn("2020-01-01", "2030-01-01T00:00:00Z")).toThrow(RangeError);
    expect(() => ageOn("", "2030-01-01")).toThrow(RangeError);
  });
});

describe("travellerType (age on the departure's start date)", () => {
  const start = "2027-03-10";
  it.each([
    // [birth date, type]: the day before, of and after each birthday that changes the type
    ["2025-03-11", "infant"], // 1 year old, 2nd birthday tomorrow
    ["2025-03-10", "child"], // 2nd birthday on the start date
    ["2025-03-09", "child"],
    ["2015-03-11", "child"], // 11, 12th birthday the day after the start
    ["2015-03-10", "adult"], // 12 on the start date
    ["2015-03-09", "adult"],
    ["2027-03-10", "infant"], // born on the start date
    ["2026-03-10", "infant"], // 1 year old
    ["1950-01-01", "adult"],
  ] as const)("born %s → %s", (birth, type) => {
    expect(travellerType(birth, start)).toBe(type);
  });

  it("leap-day births: 2 and 12 years are reached on 1 March when the start year has no 29 February", () => {
    expect(travellerType("2024-02-29", "2026-02-28")).toBe("infant");
    expect(travellerType("2024-02-29", "2026-03-01")).toBe("child");
    expect(travellerType("2012-02-29", "2024-02-28")).toBe("child");
    expect(travellerType("2012-02-29", "2024-02-29")).toBe("adult");
    expect(travellerType("2013-02-28", "2025-02-28")).toBe("adult");
  });

  it("a birth after the start counts as an infant (the guest contract refuses future birth dates)", () => {
    expect(travellerType("2027-04-01", start)).toBe("infant");
  });
});

describe("holdsSeat", () => {
  it("adults and children hold a seat, infants do not", () => {
    expect(holdsSeat("adult")).toBe(true);
    expect(holdsSeat("child")).toBe(true);
    expect(holdsSeat("infant")).toBe(false);
  });
});

describe("manifestTitle", () => {
  it.each([
    ["male", "adult", "MR"],
    ["female", "adult", "MRS"],
    ["male", "child", "MSTR"],
    ["female", "child", "MISS"],
    ["male", "infant", "MSTR"],
    ["female", "infant", "MISS"],
  ] as const)("%s %s → %s", (gender, type, title) => {
    expect(manifestTitle(gender, type)).toBe(title);
  });
});

describe("choiceFits", () => {
  const room: GuestChoice = { kind: "room", roomTypeId: 1 };
  const noBed: GuestChoice = { kind: "no_bed" };
  const infant: GuestChoice = { kind: "infant" };
  it.each([
    ["adult", room, true],
    ["adult", noBed, false],
    ["adult", infant, false],
    ["child", room, true],
    ["child", noBed, true],
    ["child", infant, false],
    ["infant", room, false],
    ["infant", noBed, false],
    ["infant", infant, true],
  ] as [TravellerType, GuestChoice, boolean][])("%s choosing %o: %s", (type, choice, fits) => {
    expect(choiceFits(type, choice)).toBe(fits);
  });
});

describe("travellerRefusals", () => {
  it("accepts no infant, or at most one infant per adult, whatever the children", () => {
    expect(travellerRefusals([])).toEqual([]);
    expect(travellerRefusals(["adult"])).toEqual([]);
    expect(travellerRefusals(["child", "child"])).toEqual([]);
    expect(travellerRefusals(["adult", "infant"])).toEqual([]);
    expect(travellerRefusals(["adult", "adult", "child", "infant", "infant"])).toEqual([]);
  });

  it("refuses more infants than adults", () => {
    expect(travellerRefusals(["adult", "infant", "infant"])).toEqual([
      { key: "infants_exceed_adults", values: { count: 1 } },
    ]);
    // Children do not carry infants.
    expect(travellerRefusals(["adult", "child", "infant", "infant"])).toEqual([
      { key: "infants_exceed_adults", values: { count: 1 } },
    ]);
  });

  it("refuses infants without any adult as infant_alone, with or without children", () => {
    expect(travellerRefusals(["infant"])).toEqual([{ key: "infant_alone" }]);
    expect(travellerRefusals(["infant", "infant"])).toEqual([{ key: "infant_alone" }]);
    expect(travellerRefusals(["child", "infant"])).toEqual([{ key: "infant_alone" }]);
  });

  it("refuses children without a bed when the booking has no adult (they sleep in an adult's room)", () => {
    const noBed = { kind: "no_bed" } as const;
    const bed = { kind: "room", roomTypeId: 1 } as const;
    expect(travellerRefusals(["child"], [noBed])).toEqual([{ key: "child_no_bed_alone" }]);
    expect(travellerRefusals(["child", "child"], [noBed, noBed])).toEqual([{ key: "child_no_bed_alone" }]);
    expect(travellerRefusals(["child", "child"], [bed, noBed])).toEqual([{ key: "child_no_bed_alone" }]);
    expect(travellerRefusals(["child", "infant"], [noBed, { kind: "infant" }])).toEqual([
      { key: "child_no_bed_alone" },
      { key: "infant_alone" },
    ]);
    // With an adult, or with beds only, it is allowed.
    expect(travellerRefusals(["adult", "child", "child"], [bed, noBed, noBed])).toEqual([]);
    expect(travellerRefusals(["child", "child"], [bed, bed])).toEqual([]);
  });
});

describe("bedsRequested", () => {
  it("counts one bed per guest choosing a room, by room type; no bed and infants take none", () => {
    const beds = bedsRequested([
      { kind: "room", roomTypeId: 2 },
      { kind: "room", roomTypeId: 2 },
      { kind: "room", roomTypeId: 3 },
      { kind: "no_bed" },
      { kind: "infant" },
    ]);
    expect([...beds]).toEqual([
      [2, 2],
      [3, 1],
    ]);
  });
});

describe("bedShortages", () => {
  const allotments = new Map<number, number | null>([
    [1, 8], // quad: 8 beds
    [2, 4], // double: 4 beds
    [3, null], // triple: only the seats limit it
  ]);

  it("fits when the beds asked for are at most the allotment minus the beds held", () => {
    expect(bedShortages(new Map([[2, 2]]), new Map([[2, 2]]), allotments)).toEqual([]);
    expect(bedShortages(new Map([[1, 8]]), new Map(), allotments)).toEqual([]);
  });

  it("refuses one bed more than is left, and names the beds left", () => {
    expect(bedShortages(new Map([[2, 3]]), new Map([[2, 2]]), allotments)).toEqual([
      { roomTypeId: 2, requested: 3, left: 2 },
    ]);
    expect(bedShortages(new Map([[2, 1]]), new Map([[2, 4]]), allotments)).toEqual([
      { roomTypeId: 2, requested: 1, left: 0 },
    ]);
  });

  it("counts beds held beyond the allotment (an allotment lowered later) as none left", () => {
    expect(bedShortages(new Map([[2, 1]]), new Map([[2, 6]]), allotments)).toEqual([
      { roomTypeId: 2, requested: 1, left: 0 },
    ]);
  });

  it("never limits a room type without an allotment (null or not listed)", () => {
    expect(bedShortages(new Map([[3, 500]]), new Map([[3, 1000]]), allotments)).toEqual([]);
    expect(bedShortages(new Map([[9, 5]]), new Map(), allotments)).toEqual([]);
  });

  it("reports every room type short, checking each against its own allotment", () => {
    expect(
      bedShortages(
        new Map([
          [1, 2],
          [2, 1],
          [3, 4],
        ]),
        new Map([
          [1, 7],
          [2, 4],
        ]),
        allotments,
      ),
    ).toEqual([
      { roomTypeId: 1, requested: 2, left: 1 },
      { roomTypeId: 2, requested: 1, left: 0 },
    ]);
  });

  it("an allotment of zero sells no bed", () => {
    expect(bedShortages(new Map([[5, 1]]), new Map(), new Map([[5, 0]]))).toEqual([
      { roomTypeId: 5, requested: 1, left: 0 },
    ]);
  });
});

describe("bedsLeft", () => {
  it("is the allotment minus the beds held, never below zero; null without an allotment", () => {
    expect(bedsLeft(8, 3)).toBe(5);
    expect(bedsLeft(8, 8)).toBe(0);
    expect(bedsLeft(8, 9)).toBe(0);
    expect(bedsLeft(null, 40)).toBeNull();
  });
});

describe("roomTypeFull", () => {
  it("names the room type and the beds left for the message", () => {
    expect(roomTypeFull({ roomTypeId: 2, requested: 3, left: 1 }, "Double")).toEqual({
      key: "room_type_full",
      values: { name: "Double", left: 1 },
    });
  });
});
