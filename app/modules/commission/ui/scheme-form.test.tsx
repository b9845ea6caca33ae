// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { SchemeForm } from "./scheme-form";

const SLOW = { timeout: 15_000 };
const finance = signedIn({ staff_role: "finance" });
const saved = (body: unknown) => ({
  message: "Commission scheme saved.",
  data: { id: 1, package_id: null, currency: "IDR", updated_at: "2026-03-01T00:00:00Z", ...(body as object) },
});

describe("SchemeForm (the default commission scheme)", () => {
  it("fixed: amounts per traveller type in major units, sent in minor units; the percentage field is not shown", async () => {
    const api = mockApi({ "PUT /commission/schemes/default": (c: { body: unknown }) => ({ body: saved(c.body) }) });
    renderScreen(() => <SchemeForm packageId={null} scheme={null} />, { locale: "en", user: finance });
    const form = await screen.findByTestId("scheme-default-form", {}, SLOW);
    expect(within(form).queryByTestId("scheme-default-percent")).toBeNull();
    // Nothing typed: the contract's message under the rates, nothing sent.
    await userEvent.click(within(form).getByTestId("scheme-default-save"));
    expect((await within(form).findByTestId("scheme-default-rates-error")).textContent).toBe(
      "Enter a rate above zero.",
    );
    expect(api.calls).toHaveLength(0);
    await userEvent.type(within(form).getByTestId("scheme-default-rate-adult"), "1,500,000");
    await userEvent.type(within(form).getByTestId("scheme-default-rate-child"), "750000");
    await userEvent.click(within(form).getByTestId("scheme-default-override-fixed"));
    await userEvent.type(within(form).getByTestId("scheme-default-override-amount"), "100000");
    await userEvent.click(within(form).getByTestId("scheme-default-save"));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({
      kind: "fixed",
      rates: { adult: 1_500_000_00, child: 750_000_00, infant: 0 },
      percent_bp: 0,
      override: "fixed",
      override_amount: 100_000_00,
      upline_rates: { adult: 0, child: 0, infant: 0 },
      upline_percent_bp: 0,
    });
  });

  it("percent: one percentage (basis points sent), the money fields hidden; difference asks the upline's percentage above it", async () => {
    const api = mockApi({ "PUT /commission/schemes/default": (c: { body: unknown }) => ({ body: saved(c.body) }) });
    renderScreen(() => <SchemeForm packageId={null} scheme={null} />, { locale: "en", user: finance });
    const form = await screen.findByTestId("scheme-default-form", {}, SLOW);
    await userEvent.click(within(form).getByTestId("scheme-default-kind-percent"));
    expect(within(form).queryByTestId("scheme-default-rate-adult")).toBeNull();
    await userEvent.type(within(form).getByTestId("scheme-default-percent"), "2.5");
    await userEvent.click(within(form).getByTestId("scheme-default-override-difference"));
    await userEvent.type(within(form).getByTestId("scheme-default-upline-percent"), "2");
    await userEvent.click(within(form).getByTestId("scheme-default-save"));
    expect(await within(form).findByText("The upline's rate must be above the agent's.")).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await userEvent.clear(within(form).getByTestId("scheme-default-upline-percent"));
    await userEvent.type(within(form).getByTestId("scheme-default-upline-percent"), "3");
    await userEvent.click(within(form).getByTestId("scheme-default-save"));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toMatchObject({
      kind: "percent",
      rates: { adult: 0, child: 0, infant: 0 },
      percent_bp: 250,
      override: "difference",
      upline_percent_bp: 300,
    });
  });
});
