// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { UserDto } from "#app/modules/account/account.contract";
import { type ApiCall, mockApi, renderScreen } from "#test/ui/render-screen";
import { RegisterForm } from "./register-form";

// The first render of a screen in jsdom can take seconds on a busy machine.
const SLOW = { timeout: 15_000 };

const created = { id: 9, name: "Siti Aminah", username: "siti", email: "siti@example.com", role: "customer" };

async function fill(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText(/Full name/, {}, SLOW), "Siti Aminah");
  await userEvent.type(screen.getByLabelText(/^Email/), "Siti@Example.com");
  await userEvent.type(screen.getByLabelText(/^User name/), "siti");
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await userEvent.selectOptions(screen.getByLabelText(/^Title/), "Mrs");
  await userEvent.type(screen.getByLabelText(/^Phone number/), "+6281234567890");
  await userEvent.type(screen.getByLabelText(/^Address/), "Jl. Merdeka 1, Bandung");
}

describe("RegisterForm", () => {
  it("posts the filled form to POST /register and hands the result on", async () => {
    const { calls } = mockApi({
      "POST /register": (_call: ApiCall) => ({ body: { token: "t", user: created as UserDto, message: "Welcome" } }),
    });
    const onSuccess = vi.fn();
    renderScreen(() => <RegisterForm onSuccess={onSuccess} />, { locale: "en" });
    await fill("Umrah2025x", "Umrah2025x");
    await userEvent.click(screen.getByTestId("register-submit"));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled(), SLOW);
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/register",
        body: {
          name: "Siti Aminah",
          email: "siti@example.com",
          username: "siti",
          password: "Umrah2025x",
          password_confirmation: "Umrah2025x",
          title: "Mrs",
          is_number: null,
          phone: "+6281234567890",
          birth_place: null,
          birth_date: null,
          address: "Jl. Merdeka 1, Bandung",
          whatsapp_opt_in: false,
          whatsapp_number: null,
        },
      },
    ]);
  });

  it("ticked, the WhatsApp box asks the number, starting from the phone typed, and sends both", async () => {
    const { calls } = mockApi({
      "POST /register": (_call: ApiCall) => ({ body: { token: "t", user: created as UserDto, message: "Welcome" } }),
    });
    const onSuccess = vi.fn();
    renderScreen(() => <RegisterForm onSuccess={onSuccess} />, { locale: "en" });
    await fill("Umrah2025x", "Umrah2025x");
    expect(screen.getByText("We send booking updates on WhatsApp; reply STOP to stop.")).toBeTruthy();
    expect(screen.queryByLabelText(/^WhatsApp number/)).toBeNull();
    await userEvent.click(screen.getByLabelText("Send me booking updates on WhatsApp"));
    const number = screen.getByLabelText(/^WhatsApp number/) as HTMLInputElement;
    expect(number.value).toBe("+6281234567890");
    await userEvent.clear(number);
    await userEvent.type(number, "0812 9999 8888");
    await userEvent.click(screen.getByTestId("register-submit"));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled(), SLOW);
    expect(calls[0].body).toMatchObject({ whatsapp_opt_in: true, whatsapp_number: "0812 9999 8888" });
  });

  it("puts the server's refusal of the WhatsApp number under it", async () => {
    mockApi({
      "POST /register": () => ({
        status: 422,
        body: { message: "Invalid", errors: { whatsapp_number: ["Give a mobile number WhatsApp can reach."] } },
      }),
    });
    renderScreen(() => <RegisterForm onSuccess={vi.fn()} />, { locale: "en" });
    await fill("Umrah2025x", "Umrah2025x");
    await userEvent.click(screen.getByLabelText("Send me booking updates on WhatsApp"));
    await userEvent.click(screen.getByTestId("register-submit"));
    const message = await screen.findByText("Give a mobile number WhatsApp can reach.", {}, SLOW);
    const number = screen.getByLabelText(/^WhatsApp number/);
    expect(number.getAttribute("aria-invalid")).toBe("true");
    expect(number.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
  });

  it("shows the contract's translated message under the confirmation and sends nothing", async () => {
    const { calls } = mockApi({});
    renderScreen(() => <RegisterForm onSuccess={vi.fn()} />, { locale: "id" });
    await userEvent.type(await screen.findByLabelText(/^Kata sandi/, {}, SLOW), "Umrah2025x");
    await userEvent.type(screen.getByLabelText(/Konfirmasi kata sandi/), "Umrah2025y");
    await userEvent.click(screen.getByTestId("register-submit"));
    const message = await screen.findByText("Konfirmasi kata sandi tidak cocok.", {}, SLOW);
    const confirmation = screen.getByLabelText(/Konfirmasi kata sandi/);
    expect(confirmation.getAttribute("aria-invalid")).toBe("true");
    expect(confirmation.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(calls).toEqual([]);
  });

  it("puts the server's 422 message under its field", async () => {
    mockApi({
      "POST /register": () => ({
        status: 422,
        body: { message: "Taken.", errors: { username: ["This user name is already taken."] } },
      }),
    });
    renderScreen(() => <RegisterForm onSuccess={vi.fn()} />, { locale: "en" });
    await fill("Umrah2025x", "Umrah2025x");
    await userEvent.click(screen.getByTestId("register-submit"));
    const message = await screen.findByText("This user name is already taken.", {}, SLOW);
    const username = screen.getByLabelText(/^User name/);
    expect(username.getAttribute("aria-invalid")).toBe("true");
    expect(username.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
  });
});
