import { describe, expect, it } from "vitest";
import { SAVINGS_PLAN_STATUSES } from "#app/modules/savings/savings.rules";
import { savingsPlanStatus } from "#db/schema";

/* Decision 084: the plan statuses are written in the module's rules and in the schema's enum; they must stay equal. */
describe("the savings plans' statuses and the database's enum", () => {
  it("savings_plan_status", () => {
    expect([...SAVINGS_PLAN_STATUSES]).toEqual([...savingsPlanStatus.enumValues]);
  });
});
