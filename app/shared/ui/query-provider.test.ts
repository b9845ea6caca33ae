import { describe, expect, it } from "vitest";
import { ApiError } from "#app/shared/http/client";
import { retryQuery } from "./query-provider";

describe("retryQuery", () => {
  it("never asks again after the server refused (each attempt toasted its 403 once more)", () => {
    for (const status of [401, 403, 404, 409, 422, 429])
      expect(retryQuery(0, new ApiError(status, {})), `${status}`).toBe(false);
  });

  it("tries once more after a 5xx or a network failure, then stops", () => {
    expect(retryQuery(0, new ApiError(503, {}))).toBe(true);
    expect(retryQuery(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(retryQuery(1, new ApiError(503, {}))).toBe(false);
  });
});
