// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { RootData } from "#app/modules/account/ui/root-data";
import { mockApi, renderScreen } from "#test/ui/render-screen";
import { OpenPlanForm } from "./open-plan-form";
import { StaffPlans } from "./staff-plans";

/*
 * Opening a savings plan at the counter (decision 084, docs/product.md §Savings plans): "Open a
 * plan" only for staff the API lets open one (bookings_manage), and the shared form sending the
 * customer's id, a 422 under its field, the new plan's page after.
 */

const SLOW = { timeout: 15_000 };
const staff = (staffRole: "owner" | "sales" | "finance" | "operations") =>
  ({ id: 1, name: "Admin", username: "admin", role: "admin", staff_role: staffRole }) as unknown as RootData["user"];
function PlanPageStub() {
  return <p>plan page</p>;
}
const EMPTY_LIST = { data: [], meta: { page: 1, limit: 20, total: 0, last_page: 1 } };

describe('StaffPlans: the "Open a plan" action', () => {
  it.each([
    ["owner", true],
    ["sales", true],
    ["finance", false],
    ["operations", false],
  ] as const)("%s staff see it: %s", async (role, shown) => {
    mockApi({ "GET /savings": EMPTY_LIST });
    renderScreen(StaffPlans, { locale: "en", user: staff(role) });
    await screen.findByRole("heading", { level: 1, name: "Savings plans" }, SLOW);
    const action = screen.queryByTestId("open-plan-action");
    expect(action !== null).toBe(shown);
    if (action) expect(action.getAttribute("href")).toBe("/panel/savings/new");
  });
});

describe("OpenPlanForm for a customer at the counter", () => {
  const fill = async () => {
    await userEvent.type(await screen.findByTestId("open-target", {}, SLOW), "12000000");
    await userEvent.type(screen.getByTestId("open-monthly"), "1000000");
  };

  it("sends the customer's id and opens the new plan's page", async () => {
    const api = mockApi({
      "GET /tour": EMPTY_LIST,
      "POST /savings": () => ({ status: 201, body: { message: "Savings plan opened.", data: { id: 42 } } }),
    });
    renderScreen(() => <OpenPlanForm customerId={7} />, {
      locale: "en",
      user: staff("sales"),
      routes: [{ path: "/panel/savings/:id", Component: PlanPageStub }],
    });
    await fill();
    await userEvent.click(screen.getByTestId("open-submit"));
    await screen.findByText("plan page", {}, SLOW);
    const sent = api.calls.find((c) => c.method === "POST");
    expect(sent?.body).toMatchObject({ customer_id: 7, package_id: null, room_type_id: null, months: 12 });
  });

  it("puts the server's 422 message under its field", async () => {
    mockApi({
      "GET /tour": EMPTY_LIST,
      "POST /savings": () => ({
        status: 422,
        body: { message: "Check the form.", errors: { monthly_amount: ["Too much for one month."] } },
      }),
    });
    renderScreen(() => <OpenPlanForm customerId={7} />, { locale: "en", user: staff("owner") });
    await fill();
    await userEvent.click(screen.getByTestId("open-submit"));
    await screen.findByText("Too much for one month.", {}, SLOW);
    await waitFor(() => expect(screen.getByTestId("open-monthly").getAttribute("aria-invalid")).toBe("true"));
  });
});
