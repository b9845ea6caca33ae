// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#test/ui/render-screen";
import { ConsentNote } from "./consent-note";

describe("ConsentNote (admin booking page)", () => {
  it("says when consent was given and to which version, in the reader's language", async () => {
    renderScreen(
      <ConsentNote booking={{ data_consent_at: "2026-11-20T03:00:00.000Z", data_consent_version: "2026-11-26" }} />,
      {
        locale: "my",
      },
    );
    const note = await screen.findByTestId("booking-consent");
    expect(note.textContent).toMatch(/Persetujuan memproses data diberikan pada .*2026.* \(versi 2026-11-26\)/);
  });

  it("says a booking made before consent was asked has none", async () => {
    renderScreen(<ConsentNote booking={{ data_consent_at: null, data_consent_version: null }} />);
    expect((await screen.findByTestId("booking-consent")).textContent).toContain(
      "No consent recorded (booked before consent was asked)",
    );
  });
});
