import { describe, expect, it } from "vitest";
import { listQuery, pageWindow, toListMeta } from "./list";

describe("toListMeta", () => {
  it("computes last_page by rounding up", () => {
    expect(toListMeta({ page: 1, limit: 15 }, 31)).toEqual({ page: 1, limit: 15, total: 31, last_page: 3 });
    expect(toListMeta({ page: 2, limit: 10 }, 20)).toEqual({ page: 2, limit: 10, total: 20, last_page: 2 });
    expect(toListMeta({ page: 1, limit: 1 }, 7)).toEqual({ page: 1, limit: 1, total: 7, last_page: 7 });
  });

  it("keeps last_page at 1 for an empty list", () => {
    expect(toListMeta({ page: 1, limit: 15 }, 0)).toEqual({ page: 1, limit: 15, total: 0, last_page: 1 });
  });

  it("keeps the requested page even past the last one", () => {
    expect(toListMeta({ page: 9, limit: 5 }, 6)).toEqual({ page: 9, limit: 5, total: 6, last_page: 2 });
  });

  it("with limit -1 reports one page holding everything", () => {
    expect(toListMeta({ page: 1, limit: -1 }, 42)).toEqual({ page: 1, limit: -1, total: 42, last_page: 1 });
    expect(toListMeta({ page: 3, limit: -1 }, 42)).toEqual({ page: 1, limit: -1, total: 42, last_page: 1 });
    expect(toListMeta({ page: 1, limit: -1 }, 0)).toEqual({ page: 1, limit: -1, total: 0, last_page: 1 });
  });
});

describe("pageWindow", () => {
  it("turns page and limit into SQL limit and offset", () => {
    expect(pageWindow({ page: 1, limit: 15 })).toEqual({ limit: 15, offset: 0 });
    expect(pageWindow({ page: 2, limit: 15 })).toEqual({ limit: 15, offset: 15 });
    expect(pageWindow({ page: 4, limit: 2 })).toEqual({ limit: 2, offset: 6 });
  });

  it("has no limit and no offset with limit -1, whatever the page", () => {
    expect(pageWindow({ page: 1, limit: -1 })).toEqual({ offset: 0 });
    expect(pageWindow({ page: 5, limit: -1 })).toEqual({ offset: 0 });
    expect(pageWindow({ page: 1, limit: -1 })).not.toHaveProperty("limit");
  });
});

describe("listQuery", () => {
  it("defaults to page 1 and 15 per page", () => {
    expect(listQuery.parse({})).toEqual({ page: 1, limit: 15 });
  });

  it("coerces query-string numbers and trims the search", () => {
    expect(listQuery.parse({ page: "2", limit: "-1", search: "  umrah " })).toEqual({
      page: 2,
      limit: -1,
      search: "umrah",
    });
  });

  it.each([["0"], ["-2"], ["101"], ["1000"], ["1.5"], ["abc"]])("refuses limit=%s", (limit) => {
    expect(listQuery.safeParse({ limit }).success).toBe(false);
  });

  it.each([["1"], ["100"], ["-1"]])("accepts limit=%s", (limit) => {
    expect(listQuery.safeParse({ limit }).success).toBe(true);
  });

  it("refuses page 0 and a search over 100 characters", () => {
    expect(listQuery.safeParse({ page: "0" }).success).toBe(false);
    expect(listQuery.safeParse({ search: "x".repeat(101) }).success).toBe(false);
  });
});
