// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OutboxMessageDto } from "#app/modules/notification/notification.contract";
import { mockApi, renderScreen } from "#test/ui/render-screen";
import { OutboxList } from "./outbox-list";

const BOOKING_ID = "7b0e8d5a-3c1f-4e2a-9b6d-5f4c3a2b1e0d";

const aMessage = (over: Partial<OutboxMessageDto> = {}): OutboxMessageDto => ({
  id: 1,
  channel: "mail",
  kind: "contact",
  to: "agency@example.test",
  subject: "Pesan baru",
  text: "Isi pesan",
  locale: "id",
  status: "sent",
  attempts: 1,
  next_attempt_at: null,
  last_error: null,
  created_at: "2026-11-26T07:30:00.000Z",
  sent_at: "2026-11-26T07:30:05.000Z",
  delivery: null,
  delivered_at: null,
  read_at: null,
  delivery_error: null,
  template: null,
  fallback_for: null,
  booking_id: null,
  ...over,
});

/** A booking received by WhatsApp (delivered) and its mail, held as the fallback. */
const whatsapp = aMessage({
  id: 41,
  channel: "whatsapp",
  kind: "booking_created",
  to: "+60123456789",
  subject: "booking_received",
  text: "Assalamualaikum Aisyah, tempahan K7MP3QXA untuk Umrah Ziarah Turki telah kami terima.",
  locale: "my",
  delivery: "delivered",
  delivered_at: "2026-11-26T07:31:00.000Z",
  template: {
    language: "ms",
    params: ["Aisyah", "K7MP3QXA", "Umrah Ziarah Turki", "RM 12,500.00", "RM 2,500.00"],
    button: `panel/booking-history/${BOOKING_ID}`,
  },
  booking_id: BOOKING_ID,
});
const heldMail = aMessage({
  id: 42,
  kind: "booking_created",
  to: "aisyah@example.test",
  subject: "Tempahan K7MP3QXA diterima",
  text: "Assalamualaikum Aisyah,\ntempahan anda telah kami terima.",
  locale: "my",
  status: "held",
  attempts: 0,
  sent_at: null,
  fallback_for: 41,
  booking_id: BOOKING_ID,
});

function renderList(url = "/panel/messages") {
  return renderScreen(<OutboxList />, { locale: "en", path: "/panel/messages", url });
}

describe("the outgoing messages screen", () => {
  it("lists a delivered WhatsApp message and the mail held as its fallback, newest first", async () => {
    const api = mockApi({
      "GET /outbox?limit=50": { data: [heldMail, whatsapp] },
      "GET /whatsapp/templates": { channel: "dev", data: [] },
    });
    renderList();
    const list = await screen.findByTestId("outbox-list");
    const cards = await within(list).findAllByTestId("outbox-message");
    expect(cards).toHaveLength(2);
    const [mail, wa] = cards;

    // The held mail: its channel, recipient and why it waits.
    expect(mail.getAttribute("data-channel")).toBe("mail");
    expect(within(mail).getByText("Mail")).toBeTruthy();
    expect(within(mail).getByTestId("outbox-to").textContent).toBe("aisyah@example.test");
    expect(within(mail).getByTestId("outbox-status").textContent).toBe("Kept as fallback of #41");
    expect(mail.textContent).toContain("Tempahan K7MP3QXA diterima");
    expect(within(mail).getByTestId("outbox-booking").getAttribute("href")).toBe(
      `/panel/booking-history/${BOOKING_ID}`,
    );

    // The WhatsApp message: delivered, its kind in the reader's words, the time on the agency's clock.
    expect(wa.getAttribute("data-channel")).toBe("whatsapp");
    expect(within(wa).getByText("WhatsApp")).toBeTruthy();
    expect(within(wa).getByTestId("outbox-to").textContent).toBe("+60123456789");
    expect(within(wa).getByTestId("outbox-status").textContent).toBe("Delivered");
    expect(wa.textContent).toContain("Booking received");
    expect(wa.textContent).toContain("Mail #42 kept as fallback");
    expect(within(wa).getByTestId("outbox-time").textContent).toBe("Nov 26, 2026, 2:30 PM");

    // Expanded: the template, its language and numbered parameters, and the text as sent.
    fireEvent.click(within(wa).getByText("Show the message"));
    const template = within(wa).getByTestId("outbox-template");
    expect(template.textContent).toContain("booking_received");
    expect(template.textContent).toContain("ms");
    const params = within(template)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(params[0]).toBe("{{1}} Aisyah");
    expect(params[1]).toBe("{{2}} K7MP3QXA");
    expect(params).toHaveLength(5);
    expect(within(wa).getByTestId("outbox-text").textContent).toMatch(/^Assalamualaikum Aisyah/);
    expect(within(wa).getByTestId("outbox-text").getAttribute("lang")).toBe("ms");

    // The development transport says its WhatsApp messages went nowhere.
    expect(screen.getByTestId("outbox-dev-note")).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain("GET /outbox?limit=50");
  });

  it("filters by channel and status through the API, and says when nothing matches", async () => {
    const api = mockApi({
      "GET /outbox?limit=50": { data: [heldMail, whatsapp] },
      "GET /outbox?limit=50&channel=whatsapp&status=failed": { data: [] },
      "GET /outbox?limit=50&channel=whatsapp": { data: [whatsapp] },
      "GET /whatsapp/templates": { channel: "cloud", data: [] },
    });
    renderList();
    await screen.findAllByTestId("outbox-message");
    fireEvent.change(screen.getByTestId("outbox-filter-channel"), { target: { value: "whatsapp" } });
    await waitFor(() => expect(screen.getAllByTestId("outbox-message")).toHaveLength(1));
    expect(screen.getByTestId("outbox-message").getAttribute("data-channel")).toBe("whatsapp");
    fireEvent.change(screen.getByTestId("outbox-filter-status"), { target: { value: "failed" } });
    expect((await screen.findByTestId("outbox-empty")).textContent).toBe("No message matches these filters.");
    expect(api.calls.map((c) => c.path)).toContain("/outbox?limit=50&channel=whatsapp&status=failed");
    expect(screen.queryByTestId("outbox-dev-note")).toBeNull();
  });
});
