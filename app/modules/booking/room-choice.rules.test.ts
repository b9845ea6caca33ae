import { describe, expect, it } from "vitest";
import { bedsSharedWithOthers, roomsKept } from "./room-choice.rules";

const QUAD = 1;
const DOUBLE = 2;

describe("rooms kept by an admin's edit of a booking", () => {
  const g = (position: number, roomTypeId: number | null, roomId: number | null = null, fullName = `G${position}`) => ({
    position,
    fullName,
    gender: "male" as "male" | "female",
    roomTypeId,
    roomId,
  });
  it("keeps the room of a guest whose room type did not change, clears it otherwise", () => {
    const before = [g(0, QUAD, 10), g(1, QUAD, 10), g(2, null, 10), g(3, QUAD, null)];
    const after = [g(0, QUAD), g(1, DOUBLE), g(2, null), g(3, QUAD), g(4, QUAD)];
    expect(roomsKept(before, after)).toEqual([10, null, 10, null, null]);
  });
  it("clears the room of a child who now takes a bed, or no longer does", () => {
    expect(roomsKept([g(0, null, 10)], [g(0, QUAD)])).toEqual([null]);
    expect(roomsKept([g(0, QUAD, 10)], [g(0, null)])).toEqual([null]);
  });
  it("never keeps a room for another person who moved up into a removed guest's place", () => {
    const before = [g(0, QUAD, 10, "Ahmad"), g(1, QUAD, 10, "Budi"), g(2, QUAD, 11, "Citra")];
    expect(roomsKept(before, [g(0, QUAD, null, "Ahmad"), g(1, QUAD, null, "Citra")])).toEqual([10, null]);
    expect(roomsKept([{ ...g(0, QUAD, 10), gender: "female" }], [g(0, QUAD)])).toEqual([null]);
  });
});

describe("beds shared with other pilgrims (what the checkout says)", () => {
  const adult = (gender: "male" | "female", roomTypeId: number | null) => ({
    type: "adult" as const,
    gender,
    roomTypeId,
  });
  it("counts the free beds of a room type chosen by adults of one gender only", () => {
    expect(bedsSharedWithOthers([adult("male", DOUBLE)], DOUBLE, 2)).toBe(1);
    expect(bedsSharedWithOthers([adult("female", QUAD), adult("female", QUAD)], QUAD, 4)).toBe(2);
  });
  it("is none for a couple, a full room, or a booking with children", () => {
    expect(bedsSharedWithOthers([adult("male", QUAD), adult("female", QUAD)], QUAD, 4)).toBe(0);
    expect(bedsSharedWithOthers([adult("male", DOUBLE), adult("male", DOUBLE)], DOUBLE, 2)).toBe(0);
    expect(
      bedsSharedWithOthers([adult("male", DOUBLE), { type: "child", gender: "female", roomTypeId: null }], DOUBLE, 2),
    ).toBe(0);
  });
});
