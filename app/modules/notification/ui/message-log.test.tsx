// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#test/ui/render-screen";
import { MessageLog } from "./message-log";
import { outboxMessage, sitiLog } from "./message-log.fixture";

const SLOW = { timeout: 15_000 };
const rowOf = (id: number) => document.getElementById(`message-${id}`) as HTMLElement;

describe("MessageLog", () => {
  it("shows each message's channel, kind in words, recipient, status and its notes", async () => {
    renderScreen(() => <MessageLog data={sitiLog} />, { locale: "en" });
    await screen.findByTestId("message-log", {}, SLOW);
    expect(screen.getAllByTestId("message-row")).toHaveLength(6);

    // A WhatsApp message WhatsApp reported failed: its status and WhatsApp's error.
    const failed = within(rowOf(6));
    expect(failed.getByTestId("message-channel").textContent).toBe("WhatsApp");
    expect(failed.getByTestId("message-kind").textContent).toBe("Payment confirmed");
    expect(failed.getByTestId("message-to").textContent).toBe("To +6281234567890");
    expect(failed.getByTestId("message-status").textContent).toBe("Not delivered");
    expect(failed.getByTestId("message-error").textContent).toBe("Error: 131049 Not delivered to maintain ecosystem");
    // Its mail, released as the fallback.
    expect(within(rowOf(7)).getByTestId("message-fallback").textContent).toBe(
      "Sent as the fallback of WhatsApp message #6, which failed.",
    );
    expect(within(rowOf(7)).getByTestId("message-status").textContent).toBe("Waiting to be sent");

    // A mail held for a WhatsApp message that was read.
    const held = within(rowOf(5));
    expect(held.getByTestId("message-channel").textContent).toBe("Mail");
    expect(held.getByTestId("message-status").textContent).toBe("Held");
    expect(held.getByTestId("message-held").textContent).toBe(
      "Mail kept as the fallback of WhatsApp message #4: it goes out only if WhatsApp fails.",
    );
    expect(within(rowOf(4)).getByTestId("message-status").textContent).toBe("Read");
    expect(within(rowOf(4)).queryByTestId("message-error")).toBeNull();

    // A kind without words shows as written; a reset's text is withheld.
    expect(within(rowOf(9)).getByTestId("message-kind").textContent).toBe("booking_custom_note");
    expect(within(rowOf(8)).getByTestId("message-kind").textContent).toBe("Password reset");
    expect(within(rowOf(8)).getByTestId("message-withheld")).toBeTruthy();
    expect(within(rowOf(8)).queryByText("Show the text")).toBeNull();
  });

  it("opens a message's text on demand, and shows a WhatsApp message's template", async () => {
    renderScreen(() => <MessageLog data={sitiLog} />, { locale: "en" });
    const row = within(await screen.findByTestId("message-log", {}, SLOW)).getAllByTestId("message-row")[3];
    const details = row.querySelector("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(within(row).getByText("Show the text"));
    expect(details.open).toBe(true);
    expect(within(row).getByTestId("message-text").textContent).toBe("Siti, kami telah menerima pembayaran Anda.");
    expect(within(row).getByText("Template payment_confirmed, language id")).toBeTruthy();
  });

  it("shows the consent with its history, and the replies newest first", async () => {
    renderScreen(() => <MessageLog data={sitiLog} />, { locale: "en" });
    const consent = within(await screen.findByTestId("message-consent", {}, SLOW));
    expect(consent.getByTestId("message-consent-state").textContent).toBe("Opted in");
    expect(consent.getByTestId("message-consent-number").textContent).toBe("WhatsApp number: +6281234567890");
    const history = consent.getByTestId("message-consent-history").textContent ?? "";
    expect(history).toContain("at the counter");
    expect(history).toContain("recorded by Rina Konter");
    // 07:00 UTC is 2 pm in Jakarta, the agency's clock, its zone named.
    expect(history).toMatch(/Mar 12, 2026, 02:00\sPM GMT\+7/);
    const replies = screen.getAllByTestId("message-inbound-row").map((r) => r.textContent);
    expect(replies[0]).toContain("Sudah saya transfer");
    expect(replies[1]).toContain("Baik, terima kasih");
  });

  it("speaks the reader's language, and says when there is nothing", async () => {
    renderScreen(
      () => (
        <MessageLog
          data={{
            data: [outboxMessage({ channel: "whatsapp", status: "failed", last_error: "HTTP 400 code 131026: x" })],
            inbound: [],
            whatsapp: { opted_in: false, number: null, changed_at: null, history: [] },
          }}
        />
      ),
      { locale: "id" },
    );
    const log = within(await screen.findByTestId("message-log", {}, SLOW));
    expect(log.getByTestId("message-kind").textContent).toBe("Pemesanan diterima");
    expect(log.getByTestId("message-status").textContent).toBe("Gagal");
    expect(log.getByTestId("message-error").textContent).toBe("Kesalahan: HTTP 400 code 131026: x");
    expect(log.getByTestId("message-consent-state").textContent).toBe("Tidak setuju");
    expect(log.getByText("Belum ada pilihan yang tercatat.")).toBeTruthy();
    expect(log.getByText("Pelanggan belum pernah menulis ke nomor WhatsApp agen.")).toBeTruthy();
  });
});
