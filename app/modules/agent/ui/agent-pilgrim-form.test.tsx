// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AgentPilgrimDto } from "#app/modules/agent/agent.contract";
import { mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { AgentPilgrimForm } from "./agent-pilgrim-form";

const SLOW = { timeout: 15_000 };
const agent = signedIn({ role: "customer", staff_role: null, name: "Siti", agent_id: 3 });
const pilgrim: AgentPilgrimDto = {
  id: 41,
  name: "Ahmad Fauzi",
  phone: "+62 813 1111 2222",
  email: null,
  active: true,
  since: "2026-12-01T02:00:00.000Z",
};

describe("AgentPilgrimForm (issue 29 item 3)", () => {
  it("shows the contract's messages, in Indonesian, and sends nothing while the form is wrong", async () => {
    const { calls } = mockApi({});
    renderScreen(() => <AgentPilgrimForm onCreated={vi.fn()} onCancel={vi.fn()} />, { locale: "id", user: agent });
    await userEvent.type(await screen.findByTestId("agent-pilgrim-phone", {}, SLOW), "abc");
    await userEvent.type(screen.getByTestId("agent-pilgrim-email"), "not-an-email");
    await userEvent.click(screen.getByTestId("agent-pilgrim-save"));
    await waitFor(() => expect(screen.getByTestId("agent-pilgrim-name").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByTestId("agent-pilgrim-phone").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("agent-pilgrim-email").getAttribute("aria-invalid")).toBe("true");
    // The labels are the agent catalogue's, in the reader's language.
    expect(screen.getByText("Nama lengkap")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("posts the contract's body (no e-mail is null) and hands back the registered pilgrim", async () => {
    const { calls } = mockApi({
      "POST /agent/pilgrims": () => ({ status: 201, body: { message: "Jamaah terdaftar.", data: pilgrim } }),
    });
    const onCreated = vi.fn();
    renderScreen(() => <AgentPilgrimForm onCreated={onCreated} onCancel={vi.fn()} />, { locale: "en", user: agent });
    await userEvent.type(await screen.findByTestId("agent-pilgrim-name", {}, SLOW), "Ahmad Fauzi");
    await userEvent.type(screen.getByTestId("agent-pilgrim-phone"), "+62 813 1111 2222");
    await userEvent.selectOptions(screen.getByTestId("agent-pilgrim-locale"), "id");
    await userEvent.click(screen.getByTestId("agent-pilgrim-save"));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(pilgrim));
    const post = calls.find((c) => c.method === "POST" && c.path === "/agent/pilgrims");
    expect(post?.body).toMatchObject({ name: "Ahmad Fauzi", phone: "+62 813 1111 2222", email: null, locale: "id" });
  });

  it("puts the server's 422 messages under their fields (a phone already registered)", async () => {
    mockApi({
      "POST /agent/pilgrims": () => ({
        status: 422,
        body: { message: "Invalid", errors: { phone: ["This phone number is already registered."] } },
      }),
    });
    const onCreated = vi.fn();
    renderScreen(() => <AgentPilgrimForm onCreated={onCreated} onCancel={vi.fn()} />, { locale: "en", user: agent });
    await userEvent.type(await screen.findByTestId("agent-pilgrim-name", {}, SLOW), "Ahmad Fauzi");
    await userEvent.type(screen.getByTestId("agent-pilgrim-phone"), "+62 813 1111 2222");
    await userEvent.click(screen.getByTestId("agent-pilgrim-save"));
    expect(await screen.findByText("This phone number is already registered.")).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
