import { describe, expect, it } from "vitest";
import { pageNumbers } from "./page-numbers";

describe("pageNumbers", () => {
  it("shows the first, the last and `around` either side, with gaps", () => {
    expect(pageNumbers(5, 10, 1)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageNumbers(5, 10, 2)).toEqual([1, "gap", 3, 4, 5, 6, 7, "gap", 10]);
  });
  it("leaves no gap where no number is left out, and stays within the pages", () => {
    expect(pageNumbers(1, 4, 1)).toEqual([1, 2, "gap", 4]);
    expect(pageNumbers(2, 3, 2)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 1, 2)).toEqual([1]);
  });
});
