// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { StaffDto } from "#app/modules/account/staff.contract";
import type { RootData } from "#app/modules/account/ui/root-data";
import { branchDto } from "#test/ui/fixtures";
import { type ApiCall, mockApi, renderScreen } from "#test/ui/render-screen";
import { StaffList } from "./staff-list";

const SLOW = { timeout: 15_000 };
const meta = (total: number) => ({ page: 1, limit: 15, total, last_page: 1 });

const bandung = branchDto();
const closed = branchDto({ id: 8, name: { id: "Cabang Bogor" }, active: false, users: 0 });

const staff = (more: Partial<StaffDto>): StaffDto => ({
  id: 1,
  name: "Admin",
  username: "admin",
  email: "admin@example.test",
  phone: null,
  staff_role: "owner",
  branch_id: null,
  active: true,
  invited: false,
  created_at: "2025-06-01T02:00:00.000Z",
  ...more,
});
const owner = staff({});
const siti = staff({ id: 5, name: "Siti", username: "siti", staff_role: "sales", branch_id: 7, invited: true });
const budi = staff({ id: 6, name: "Budi", username: "budi", staff_role: "finance", active: false });
const me = { id: 1, name: "Admin", username: "admin", role: "admin", staff_role: "owner" } as RootData["user"];

function api(more: Record<string, unknown> = {}) {
  return mockApi({
    "GET /staff": { data: [owner, siti, budi], meta: meta(3) },
    "GET /branch": { data: [bandung, closed], meta: meta(2) },
    ...more,
  });
}

const rowOf = async (name: string) =>
  (await screen.findAllByTestId("table-row", {}, SLOW)).find((r) => within(r).queryByText(name)) as HTMLElement;

describe("StaffList (docs/product.md §Staff roles and branches)", () => {
  it("shows each colleague's role, branch (or all branches) and status", async () => {
    api();
    renderScreen(StaffList, { locale: "en", user: me });
    const row = await rowOf("Siti");
    expect(within(row).getByTestId("row-role").textContent).toBe("Sales");
    await waitFor(() => expect(within(row).getByTestId("row-branch").textContent).toBe("Bandung branch"));
    expect(within(row).getByTestId("row-status").textContent).toBe("Invited");
    const admin = await rowOf("Admin");
    expect(within(admin).getByTestId("row-branch").textContent).toBe("All branches");
    expect(within(admin).getByText("You")).toBeTruthy();
    expect(within(await rowOf("Budi")).getByTestId("row-status").textContent).toBe("Inactive");
  });

  it("invites with the contract's body, and puts the API's 422 messages under their fields", async () => {
    const { calls } = api({
      "POST /staff": () => ({
        status: 422,
        body: { message: "Invalid", errors: { username: ["This user name is already taken."] } },
      }),
    });
    renderScreen(StaffList, { locale: "en", user: me });
    await rowOf("Admin");
    await userEvent.click(screen.getByTestId("staff-add"));
    const dialog = await screen.findByTestId("staff-dialog");
    // Only active branches are offered.
    const branch = await within(dialog).findByTestId("staff-branch");
    expect([...(branch as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      "All branches",
      "Bandung branch",
    ]);
    await userEvent.type(within(dialog).getByTestId("staff-name"), "Rina");
    await userEvent.type(within(dialog).getByTestId("staff-email"), "rina@example.test");
    await userEvent.type(within(dialog).getByTestId("staff-username"), "admin");
    await userEvent.click(within(dialog).getByTestId("staff-role-operations"));
    await userEvent.selectOptions(branch, "7");
    await userEvent.selectOptions(within(dialog).getByTestId("staff-locale"), "my");
    await userEvent.click(within(dialog).getByTestId("staff-invite-save"));
    await within(dialog).findByText("This user name is already taken.");
    expect(calls.find((c: ApiCall) => c.method === "POST")?.body).toEqual({
      name: "Rina",
      email: "rina@example.test",
      username: "admin",
      staff_role: "operations",
      branch_id: 7,
      locale: "my",
    });
  });

  it("changes the role and deactivates through PUT /staff/{id}, after the confirmation", async () => {
    const { calls } = api({
      "GET /staff/5": { data: siti },
      "PUT /staff/5": (call: ApiCall) => ({ body: { message: "Saved", data: { ...siti, ...(call.body as object) } } }),
    });
    renderScreen(StaffList, { locale: "en", user: me });
    await userEvent.click(within(await rowOf("Siti")).getByTestId("row-edit"));
    const dialog = await screen.findByTestId("staff-edit-form", {}, SLOW);
    expect(within(dialog).getByTestId("staff-reinvite")).toBeTruthy();
    await waitFor(() => expect((within(dialog).getByTestId("staff-branch") as HTMLSelectElement).value).toBe("7"));
    await userEvent.click(within(dialog).getByTestId("staff-role-finance"));
    await userEvent.click(within(dialog).getByTestId("staff-active"));
    await userEvent.click(within(dialog).getByTestId("staff-edit-save"));
    const confirm = await screen.findByRole("alertdialog");
    await userEvent.click(within(confirm).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ staff_role: "finance", branch_id: 7, active: false });
  });
});
