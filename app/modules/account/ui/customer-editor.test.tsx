// @vitest-environment jsdom
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { customerQueries } from "#app/modules/account/account.api-client";
import type { CustomerDto } from "#app/modules/account/customer.contract";
import { formatMoment } from "#app/shared/dates";
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
  agent_id: null,
  active: true,
  login_ready: true,
  created_at: "2025-06-01T02:00:00.000Z",
  updated_at: "2025-06-01T02:00:00.000Z",
  counts: { bookings: 2 },
  whatsapp: { opted_in: false, number: null, changed_at: null },
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

  it("records the customer's WhatsApp opt-in through PUT /customer/{id}/whatsapp and shows where it stands", async () => {
    const { calls } = mockApi({
      "GET /customer/5": { data: siti },
      "PUT /customer/5/whatsapp": () => ({
        body: {
          message: "WhatsApp updates are on for this customer.",
          data: {
            ...siti,
            whatsapp: { opted_in: true, number: "+6281234567890", changed_at: "2026-03-02T03:00:00.000Z" },
          },
        },
      }),
    });
    renderScreen(Screen, { locale: "en", user: admin });
    const card = await screen.findByTestId("customer-whatsapp", {}, SLOW);
    expect(within(card).getByTestId("customer-whatsapp-state").textContent).toBe("Off");
    await userEvent.click(within(card).getByLabelText("The customer agrees to receive booking updates on WhatsApp"));
    // The number starts from the customer's phone.
    expect(within(card).getByLabelText(/^WhatsApp number/)).toHaveProperty("value", "+6281234567890");
    await userEvent.click(within(card).getByTestId("customer-whatsapp-save"));
    await waitFor(
      () =>
        expect(within(card).getByTestId("customer-whatsapp-state").textContent).toBe(
          "On, to +6281234567890, since March 2, 2026",
        ),
      SLOW,
    );
    expect(calls.find((c) => c.method === "PUT")).toEqual({
      method: "PUT",
      path: "/customer/5/whatsapp",
      body: { whatsapp_opt_in: true, whatsapp_number: "+6281234567890" },
    });
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

describe("a customer without a password (registered at the counter, decision 074)", () => {
  const counter: CustomerDto = {
    ...siti,
    email: null,
    phone: "+62 812-3456-7890",
    login_ready: false,
  };
  const link = {
    url: "https://agency.test/reset-password/abc123?invite=1",
    username: "siti.aminah.4821",
    expires_at: "2025-06-08T02:00:00.000Z",
  };

  it("has no password card once the customer has a password", async () => {
    mockApi({ "GET /customer/5": { data: siti } });
    renderScreen(Screen, { locale: "en", user: admin });
    await screen.findByTestId("customer-summary", {}, SLOW);
    expect(screen.queryByTestId("customer-password-link")).toBeNull();
  });

  it("makes a link to choose a password and shows it with the user name, its expiry and WhatsApp to the phone's digits", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      "GET /customer/5": { data: counter },
      "POST /customer/5/password-link": { message: "A link has been made.", data: link },
    });
    renderScreen(Screen, { locale: "en", user: admin });
    await user.click(await screen.findByTestId("customer-password-link", {}, SLOW));
    const dialog = await screen.findByTestId("password-link-dialog", {}, SLOW);
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/customer/5/password-link"]);
    const url = within(dialog).getByTestId("password-link-url") as HTMLInputElement;
    expect(url.value).toBe(link.url);
    expect(url.readOnly).toBe(true);
    expect(within(dialog).getByText(link.username)).toBeTruthy();
    expect(
      within(dialog).getByText(new RegExp(`Valid until ${formatMoment(new Date(link.expires_at), "en")}`)),
    ).toBeTruthy();

    const whatsapp = within(dialog).getByTestId("password-link-whatsapp") as HTMLAnchorElement;
    const href = new URL(whatsapp.href);
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/6281234567890");
    const text = href.searchParams.get("text") ?? "";
    expect(text).toContain(link.url);
    expect(text).toContain(link.username);
    expect(whatsapp.target).toBe("_blank");
    expect(whatsapp.rel.split(" ")).toContain("noopener");

    await user.click(within(dialog).getByTestId("password-link-copy"));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link.url));
  });

  it("offers no WhatsApp without a phone", async () => {
    mockApi({
      "GET /customer/5": { data: { ...counter, phone: null } },
      "POST /customer/5/password-link": { message: "A link has been made.", data: link },
    });
    renderScreen(Screen, { locale: "en", user: admin });
    await userEvent.click(await screen.findByTestId("customer-password-link", {}, SLOW));
    const dialog = await screen.findByTestId("password-link-dialog", {}, SLOW);
    expect((within(dialog).getByTestId("password-link-url") as HTMLInputElement).value).toBe(link.url);
    expect(within(dialog).queryByTestId("password-link-whatsapp")).toBeNull();
  });

  it.each([
    ["a staff account", { role: "admin" as const, staff_role: "sales" as const }],
    ["a deactivated customer", { active: false }],
  ])("has no password card for %s", async (_, change) => {
    mockApi({ "GET /customer/5": { data: { ...counter, ...change } } });
    renderScreen(Screen, { locale: "en", user: admin });
    await screen.findByTestId("customer-summary", {}, SLOW);
    expect(screen.queryByTestId("customer-password-link")).toBeNull();
  });
});

describe("New booking from the customer's page", () => {
  it("links to the office booking for this customer, for staff who take bookings", async () => {
    mockApi({ "GET /customer/5": { data: siti } });
    renderScreen(Screen, { locale: "en", user: { ...admin, staff_role: "sales" } });
    const link = (await screen.findByTestId("customer-new-booking", {}, SLOW)) as HTMLAnchorElement;
    expect(link.getAttribute("href")).toBe("/panel/booking/new?customer=5");
  });

  it.each([
    ["to staff who do not take bookings", siti, "finance" as const],
    ["for a staff account", { ...siti, role: "admin" as const, staff_role: "sales" as const }, "owner" as const],
  ])("is not offered %s", async (_, record, staffRole) => {
    mockApi({ "GET /customer/5": { data: record } });
    renderScreen(Screen, { locale: "en", user: { ...admin, staff_role: staffRole } });
    await screen.findByTestId("customer-summary", {}, SLOW);
    expect(screen.queryByTestId("customer-new-booking")).toBeNull();
  });
});
