// @vitest-environment jsdom
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { customerQueries } from "#app/modules/account/account.api-client";
import type { CustomerDto } from "#app/modules/account/customer.contract";
import { type ApiCall, mockApi, renderScreen } from "#test/ui/render-screen";
import { CustomerEditor } from "./customer-editor";

const siti: CustomerDto = {
  id: 5,
  name: "Siti Aminah",
  username: "siti",
  email: "siti@example.com",
  role: "customer",
  title: "Mrs",
  is_number: null,
  phone: "+6281234567890",
  birth_place: "Bandung",
  birth_date: null,
  address: null,
  profile_picture_url: null,
  locale: "id",
  staff_role: null,
  branch_id: null,
  active: true,
  created_at: "2025-06-01T02:00:00.000Z",
  updated_at: "2025-06-01T02:00:00.000Z",
  counts: { bookings: 2 },
};

// The editor as the customer screen uses it: the record read through the account client.
function Screen() {
  const query = useQuery({ ...customerQueries.detail(5), select: (r) => r.data });
  return query.data ? <CustomerEditor record={query.data} /> : null;
}

// The first render of a screen in jsdom can take seconds on a busy machine.
const SLOW = { timeout: 15_000 };
const admin = {
  ...siti,
  id: 1,
  name: "Admin",
  username: "admin",
  role: "admin" as const,
  staff_role: "owner" as const,
};

/** The details the editor sends back besides the name and role (the contract's body). */
const SENT_DETAILS = [
  "email",
  "username",
  "title",
  "is_number",
  "phone",
  "birth_place",
  "birth_date",
  "address",
] as const;
const pick = <K extends keyof CustomerDto>(c: CustomerDto, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, c[k]])) as Pick<CustomerDto, K>;

async function saveWithConfirm() {
  await userEvent.click(screen.getByTestId("customer-save"));
  const dialog = await screen.findByRole("alertdialog", {}, SLOW);
  await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
}

describe("CustomerEditor", () => {
  it("loads the user into the form", async () => {
    mockApi({ "GET /customer/5": { data: siti } });
    renderScreen(Screen, { locale: "en", user: admin });
    expect(await screen.findByLabelText(/Full name/, {}, SLOW)).toHaveProperty("value", "Siti Aminah");
    expect(screen.getByLabelText(/Email/)).toHaveProperty("value", "siti@example.com");
    expect(screen.getByLabelText(/Place of birth|Birth place/)).toHaveProperty("value", "Bandung");
    expect(screen.getByTestId("customer-booking-count").textContent).toMatch(/2/);
  });

  it("saves the contract's body (details and role) to PUT /customer/{id}", async () => {
    const { calls } = mockApi({
      "GET /customer/5": { data: siti },
      "PUT /customer/5": (call: ApiCall) => ({
        body: { message: "Saved", data: { ...siti, ...(call.body as object) } },
      }),
    });
    renderScreen(Screen, { locale: "en", user: admin });
    const name = await screen.findByLabelText(/Full name/, {}, SLOW);
    await userEvent.clear(name);
    await userEvent.type(name, "Siti Aminah Binti Ali");
    await userEvent.selectOptions(screen.getByTestId("customer-role"), "admin");
    await saveWithConfirm();
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true), SLOW);
    expect(calls.find((c) => c.method === "PUT")).toEqual({
      method: "PUT",
      path: "/customer/5",
      // Siti's details as loaded, with the new name and role: exactly these keys.
      body: { ...pick(siti, SENT_DETAILS), name: "Siti Aminah Binti Ali", role: "admin" },
    });
  });

  it("leaves the role to the owner: a sales clerk edits the details, the role stays as it is and is not sent", async () => {
    const { calls } = mockApi({
      "GET /customer/5": { data: siti },
      "PUT /customer/5": (call: ApiCall) => ({
        body: { message: "Saved", data: { ...siti, ...(call.body as object) } },
      }),
    });
    renderScreen(Screen, { locale: "en", user: { ...admin, staff_role: "sales" } });
    const name = await screen.findByLabelText(/Full name/, {}, SLOW);
    expect(screen.getByTestId("customer-role")).toHaveProperty("disabled", true);
    await userEvent.type(name, " Binti Ali");
    await saveWithConfirm();
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true), SLOW);
    expect(calls.find((c) => c.method === "PUT")?.body).not.toHaveProperty("role");
  });

  it("puts the server's 422 messages under their fields", async () => {
    mockApi({
      "GET /customer/5": { data: siti },
      "PUT /customer/5": () => ({
        status: 422,
        body: { message: "Email already used.", errors: { email: ["This email is already used."] } },
      }),
    });
    renderScreen(Screen, { locale: "en", user: admin });
    const email = await screen.findByLabelText(/Email/, {}, SLOW);
    await saveWithConfirm();
    const message = await screen.findByText("This email is already used.", {}, SLOW);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
  });
});
