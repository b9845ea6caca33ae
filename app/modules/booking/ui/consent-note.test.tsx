// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#test/ui/render-screen";
import { ChannelNote, ConsentNote } from "./consent-note";

describe("ConsentNote (admin booking page)", () => {
  it("says when consent was given and to which version, in the reader's language", async () => {
    renderScreen(
      <ConsentNote
        booking={{ data_consent_at: "2026-11-20T03:00:00.000Z", data_consent_version: "2026-11-26", taken_by: null }}
      />,
      {
        locale: "my",
      },
    );
    const note = await screen.findByTestId("booking-consent");
    expect(note.textContent).toMatch(/Persetujuan memproses data diberikan pada .*2026.* \(versi 2026-11-26\)/);
  });

  it("names the member of staff to whom consent was given in person, and how the booking came in", async () => {
    const booking = {
      data_consent_at: "2026-11-20T03:00:00.000Z",
      data_consent_version: "2026-11-26",
      taken_by: { id: 9, name: "Dewi Kasir" },
      channel: "phone" as const,
    };
    renderScreen(
      <dl>
        <ConsentNote booking={booking} />
        <ChannelNote booking={booking} />
      </dl>,
      { locale: "id" },
    );
    expect((await screen.findByTestId("booking-consent")).textContent).toMatch(
      /Persetujuan diberikan langsung kepada Dewi Kasir pada .*2026.* \(versi 2026-11-26\)/,
    );
    expect(screen.getByTestId("booking-channel").textContent).toContain("Diterima oleh Dewi Kasir melalui Telepon");
  });

  it("says a booking made before consent was asked has none", async () => {
    renderScreen(<ConsentNote booking={{ data_consent_at: null, data_consent_version: null, taken_by: null }} />);
    expect((await screen.findByTestId("booking-consent")).textContent).toContain(
      "No consent recorded (booked before consent was asked)",
    );
  });
});
