// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AgentDetailDto } from "#app/modules/agent/agent.contract";
import { mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { type AgentBranchChoice, AgentApplicationForm } from "./agent-application-form";

const SLOW = { timeout: 15_000 };
const SCAN = "0b6f3f38-7c57-4d6b-9a53-2f1f0f6d9a11";
const customer = signedIn({ role: "customer", staff_role: null, name: "Siti" });
const branches: AgentBranchChoice[] = [
  { id: 1, name: { id: "Kantor Pusat Jakarta" }, head_office: true },
  { id: 7, name: { id: "Cabang Bandung", en: "Bandung branch" }, head_office: false },
];

const applied: AgentDetailDto = {
  id: 3,
  user_id: 9,
  name: "Siti",
  username: "siti",
  email: "siti@example.test",
  status: "applied",
  code: null,
  national_id_number: "3273010101900001",
  national_id_file_id: SCAN,
  tax_number: null,
  bank_name: "BCA",
  account_number: "1234567890",
  account_holder: "Siti Rahmah",
  whatsapp: "+62 812 3456 7890",
  branch_id: 7,
  upline: null,
  terms_version: "2026-12",
  terms_accepted_at: "2026-12-01T02:00:00.000Z",
  reason: null,
  reviewed_at: null,
  created_at: "2026-12-01T02:00:00.000Z",
  events: [{ kind: "applied", reason: null, actor_name: null, created_at: "2026-12-01T02:00:00.000Z" }],
};

describe("AgentApplicationForm (decision 078, item 1)", () => {
  it("shows the contract's messages under the fields and sends nothing while the form is wrong", async () => {
    const { calls } = mockApi({});
    renderScreen(() => <AgentApplicationForm branches={branches} />, { locale: "en", user: customer });
    await userEvent.type(await screen.findByTestId("agent-nik", {}, SLOW), "1234");
    await userEvent.type(screen.getByTestId("agent-npwp"), "12");
    await userEvent.type(screen.getByTestId("agent-upline"), "XY");
    await userEvent.click(screen.getByTestId("agent-submit"));
    expect(await screen.findByText("Enter the 16-digit national ID number (NIK) on the ID card.")).toBeTruthy();
    expect(screen.getByText("Enter the 15- or 16-digit tax number (NPWP).")).toBeTruthy();
    expect(screen.getByText("An agent code is AG followed by 5 letters or digits.")).toBeTruthy();
    expect(screen.getByText("Please check term and conditions.")).toBeTruthy();
    expect(screen.getByTestId("agent-nik").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("agent-terms").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("agent-terms-version").textContent).toBe("Terms version 2026-12");
    expect(calls).toHaveLength(0);
  });

  it("uploads the scan as a private document, then posts the contract's body (NIK without spaces, no tax number is null, the branch a number, the code upper-cased)", async () => {
    const { calls } = mockApi({
      "POST /upload?purpose=document": { message: "Uploaded", data: { id: SCAN } },
      "POST /agent/application": () => ({ status: 201, body: { message: "Agent application sent.", data: applied } }),
    });
    renderScreen(() => <AgentApplicationForm branches={branches} />, { locale: "en", user: customer });
    const branch = (await screen.findByTestId("agent-branch", {}, SLOW)) as HTMLSelectElement;
    // The head office is the empty choice (none), named as the agency names it; then the branches.
    expect([...branch.options].map((o) => o.textContent)).toEqual(["Kantor Pusat Jakarta", "Bandung branch"]);
    await userEvent.type(screen.getByTestId("agent-nik"), "3273 0101 0190 0001");
    const file = new File(["scan"], "ktp.jpg", { type: "image/jpeg" });
    await userEvent.upload(screen.getByTestId("agent-scan"), file);
    expect((await screen.findByTestId("agent-scan-done")).textContent).toContain("ktp.jpg");
    await userEvent.type(screen.getByTestId("agent-bank-name"), "BCA");
    await userEvent.type(screen.getByTestId("agent-account-number"), "1234567890");
    await userEvent.type(screen.getByTestId("agent-account-holder"), "Siti Rahmah");
    await userEvent.type(screen.getByTestId("agent-whatsapp"), "+62 812 3456 7890");
    await userEvent.selectOptions(branch, "7");
    await userEvent.type(screen.getByTestId("agent-upline"), "ag7k2p9");
    await userEvent.click(screen.getByTestId("agent-terms"));
    await userEvent.click(screen.getByTestId("agent-submit"));
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.path === "/agent/application")).toBe(true));
    const post = calls.find((c) => c.path === "/agent/application");
    expect(post?.body).toEqual({
      national_id_number: "3273010101900001",
      national_id_file_id: SCAN,
      tax_number: null,
      bank_name: "BCA",
      account_number: "1234567890",
      account_holder: "Siti Rahmah",
      whatsapp: "+62 812 3456 7890",
      branch_id: 7,
      upline_code: "AG7K2P9",
      terms: true,
    });
  });

  it("puts the server's 422 messages under their fields (an unknown upline)", async () => {
    mockApi({
      "POST /agent/application": () => ({
        status: 422,
        body: {
          message: "Invalid",
          errors: { upline_code: ["This agent code is unknown or its agent is not active."] },
        },
      }),
    });
    renderScreen(() => <AgentApplicationForm branches={branches} previous={{ ...applied, status: "rejected" }} />, {
      locale: "en",
      user: customer,
    });
    // A rejected application fills the form again, its scan kept.
    expect(((await screen.findByTestId("agent-nik", {}, SLOW)) as HTMLInputElement).value).toBe("3273010101900001");
    expect(screen.getByText("The scan you sent before is kept")).toBeTruthy();
    await userEvent.type(screen.getByTestId("agent-upline"), "AG7K2P9");
    await userEvent.click(screen.getByTestId("agent-terms"));
    await userEvent.click(screen.getByTestId("agent-submit"));
    expect(await screen.findByText("This agent code is unknown or its agent is not active.")).toBeTruthy();
  });
});
