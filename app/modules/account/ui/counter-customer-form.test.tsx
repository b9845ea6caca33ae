// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CustomerDto } from "#app/modules/account/customer.contract";
import type { RootData } from "#app/modules/account/ui/root-data";
import { branchDto } from "#test/ui/fixtures";
import { type ApiCall, mockApi, renderScreen } from "#test/ui/render-screen";
import { CounterCustomerForm } from "./counter-customer-form";
import { CustomerAdd } from "./customer-list";

const SLOW = { timeout: 15_000 };
const meta = (total: number) => ({ page: 1, limit: -1, total, last_page: 1 });

const bandung = branchDto();
const closed = branchDto({ id: 8, name: { id: "Cabang Bogor" }, active: false, users: 0 });

const owner = {
  id: 1,
  name: "Admin",
  username: "admin",
  role: "admin",
  staff_role: "owner",
  branch_id: null,
} as RootData["user"];
const clerk = {
  ...owner,
  id: 2,
  name: "Rina",
  username: "rina",
  staff_role: "sales",
  branch_id: 7,
  agent_id: null,
} as RootData["user"];

const created: CustomerDto = {
  id: 42,
  name: "Siti Rahmah",
  username: "siti.rahmah.4821",
  email: null,
  role: "customer",
  title: null,
  is_number: "3273010101900001",
  phone: "+62 812-3456-7890",
  birth_place: null,
  birth_date: null,
  address: "Jl. Asia Afrika 1, Bandung",
  profile_picture_url: null,
  locale: "my",
  staff_role: null,
  branch_id: 7,
  agent_id: null,
  active: true,
  login_ready: false,
  created_at: "2025-06-01T02:00:00.000Z",
  updated_at: "2025-06-01T02:00:00.000Z",
  counts: { bookings: 0 },
  whatsapp: { opted_in: false, number: null, changed_at: null },
};

function Form({
  onCreated = () => {},
  onClose = () => {},
}: {
  onCreated?: (c: CustomerDto) => void;
  onClose?: () => void;
}) {
  return <CounterCustomerForm open onClose={onClose} onCreated={onCreated} />;
}

async function fill(
  dialog: HTMLElement,
  values: Partial<Record<"name" | "phone" | "email" | "is-number" | "address", string>>,
) {
  for (const [field, value] of Object.entries(values))
    await userEvent.type(within(dialog).getByTestId(`counter-customer-${field}`), value);
}

describe("CounterCustomerForm (a customer registered at the counter, decision 074)", () => {
  it("sends the contract's body to POST /customer: no e-mail is null, the branch chosen; then hands the customer over", async () => {
    const { calls } = mockApi({
      "GET /branch": { data: [bandung, closed], meta: meta(2) },
      "POST /customer": () => ({ status: 201, body: { message: "The customer has been registered.", data: created } }),
    });
    const onCreated = vi.fn();
    const onClose = vi.fn();
    renderScreen(() => <Form onCreated={onCreated} onClose={onClose} />, { locale: "en", user: owner });
    const dialog = await screen.findByTestId("counter-customer-dialog", {}, SLOW);
    const phone = within(dialog).getByTestId("counter-customer-phone");
    expect(phone.getAttribute("type")).toBe("tel");
    expect(phone.getAttribute("inputmode")).toBe("tel");
    // Staff of every branch choose one: the active branches, and the head office for none.
    const branch = (await within(dialog).findByTestId("counter-customer-branch", {}, SLOW)) as HTMLSelectElement;
    expect([...branch.options].map((o) => o.textContent)).toEqual(["Head office", "Bandung branch"]);
    await fill(dialog, {
      name: "Siti Rahmah",
      phone: "+62 812-3456-7890",
      "is-number": "3273010101900001",
      address: "Jl. Asia Afrika 1, Bandung",
    });
    await userEvent.selectOptions(within(dialog).getByTestId("counter-customer-locale"), "my");
    await userEvent.selectOptions(branch, "7");
    // The customer agrees to WhatsApp: the number starts from the phone just typed.
    expect(within(dialog).queryByTestId("counter-customer-whatsapp-number")).toBeNull();
    await userEvent.click(within(dialog).getByTestId("counter-customer-whatsapp-opt-in"));
    expect(within(dialog).getByLabelText(/^The customer agrees to receive booking updates on WhatsApp/)).toBeTruthy();
    expect((within(dialog).getByTestId("counter-customer-whatsapp-number") as HTMLInputElement).value).toBe(
      "+62 812-3456-7890",
    );
    await userEvent.click(within(dialog).getByTestId("counter-customer-save"));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created), SLOW);
    expect(onClose).toHaveBeenCalled();
    const posts = calls.filter((c: ApiCall) => c.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toEqual({
      method: "POST",
      path: "/customer",
      body: {
        name: "Siti Rahmah",
        phone: "+62 812-3456-7890",
        email: null,
        is_number: "3273010101900001",
        address: "Jl. Asia Afrika 1, Bandung",
        locale: "my",
        branch_id: 7,
        whatsapp_opt_in: true,
        whatsapp_number: "+62 812-3456-7890",
      },
    });
  });

  it("puts the server's 422 message under its field, and keeps the dialog open", async () => {
    const { calls } = mockApi({
      "GET /branch": { data: [bandung], meta: meta(1) },
      "POST /customer": () => ({
        status: 422,
        body: { message: "Invalid", errors: { email: ["This email is already used."] } },
      }),
    });
    const onCreated = vi.fn();
    renderScreen(() => <Form onCreated={onCreated} />, { locale: "en", user: owner });
    const dialog = await screen.findByTestId("counter-customer-dialog", {}, SLOW);
    await fill(dialog, { name: "Siti Rahmah", phone: "081234567890", email: "Siti@Example.com" });
    await userEvent.click(within(dialog).getByTestId("counter-customer-save"));
    const message = await within(dialog).findByText("This email is already used.", {}, SLOW);
    const email = within(dialog).getByTestId("counter-customer-email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      email: "siti@example.com",
      branch_id: null,
    });
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByTestId("counter-customer-dialog")).toBeTruthy();
  });

  it("checks the contract first: no phone, no request", async () => {
    const { calls } = mockApi({ "GET /branch": { data: [], meta: meta(0) } });
    renderScreen(() => <Form />, { locale: "en", user: owner });
    const dialog = await screen.findByTestId("counter-customer-dialog", {}, SLOW);
    await fill(dialog, { name: "Siti Rahmah" });
    await userEvent.click(within(dialog).getByTestId("counter-customer-save"));
    expect(await within(dialog).findByText("Enter a phone number.", {}, SLOW)).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("leaves the branch to the API for a clerk of one branch: no choice, no branch_id sent", async () => {
    const { calls } = mockApi({
      "POST /customer": () => ({ status: 201, body: { message: "Registered", data: created } }),
    });
    const onCreated = vi.fn();
    renderScreen(() => <Form onCreated={onCreated} />, { locale: "en", user: clerk });
    const dialog = await screen.findByTestId("counter-customer-dialog", {}, SLOW);
    await fill(dialog, { name: "Siti Rahmah", phone: "081234567890" });
    await userEvent.click(within(dialog).getByTestId("counter-customer-save"));
    await waitFor(() => expect(onCreated).toHaveBeenCalled(), SLOW);
    expect(within(dialog).queryByTestId("counter-customer-branch")).toBeNull();
    const body = calls.find((c) => c.method === "POST")?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty("branch_id");
    expect(calls.some((c) => c.path.startsWith("/branch"))).toBe(false);
  });
});

function NewCustomerEditor() {
  return <p>Editor of the new customer</p>;
}

describe("CustomerAdd (the customer list's button)", () => {
  it("is shown to staff with the customers permission, and opens the new customer's editor", async () => {
    mockApi({
      "POST /customer": () => ({ status: 201, body: { message: "Registered", data: created } }),
    });
    renderScreen(CustomerAdd, {
      locale: "en",
      user: clerk,
      routes: [{ path: "/panel/customer/:id", Component: NewCustomerEditor }],
    });
    await userEvent.click(await screen.findByTestId("customer-add", {}, SLOW));
    const dialog = await screen.findByTestId("counter-customer-dialog", {}, SLOW);
    await fill(dialog, { name: "Siti Rahmah", phone: "081234567890" });
    await userEvent.click(within(dialog).getByTestId("counter-customer-save"));
    expect(await screen.findByText("Editor of the new customer", {}, SLOW)).toBeTruthy();
  });

  it("is not shown to staff without it", async () => {
    mockApi({});
    renderScreen(
      () => (
        <>
          <p>List</p>
          <CustomerAdd />
        </>
      ),
      { locale: "en", user: { ...owner, staff_role: "finance" } as RootData["user"] },
    );
    await screen.findByText("List", {}, SLOW);
    expect(screen.queryByTestId("customer-add")).toBeNull();
  });
});
