// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { RootData } from "#app/modules/account/ui/root-data";
import { aBooking, aGuest, BOOKING_ID } from "#app/modules/booking/ui/booking.fixture";
import type { BookingDocumentsDto } from "#app/modules/document/document.contract";
import { aGuestDocument } from "#app/modules/document/document.fixture";
import { type ApiCall, mockApi, renderScreen } from "#test/ui/render-screen";
import { BookingDocuments } from "./booking-documents";
import { RejectedDocuments } from "./rejected-documents";

const customer = { id: 3, name: "Siti Rahmawati", role: "customer" } as unknown as RootData["user"];
const admin = { id: 1, name: "Admin", role: "admin" } as unknown as RootData["user"];

/** One guest (born 2026-03-01: an infant) with a rejected passport, a waiting photo and a missing certificate. */
const DOCS: BookingDocumentsDto = {
  booking_id: BOOKING_ID,
  departure: { id: 70, start_date: "2027-02-01", end_date: "2027-02-09" },
  requirements: [
    { kind: "passport", applies_to: "all", due_days: 45 },
    { kind: "passport_photo", applies_to: "all", due_days: 45 },
    { kind: "meningitis", applies_to: "all", due_days: 21 },
  ],
  guests: [
    {
      guest_id: 1,
      position: 1,
      full_name: "Siti Rahmawati",
      traveller_type: "adult",
      gender: "female",
      documents: [
        aGuestDocument({
          id: 11,
          status: "rejected",
          file_url: "/api/file/f-11",
          file_mime: "image/jpeg",
          rejection_reason: "The data page is cut off",
        }),
        aGuestDocument({
          id: 12,
          kind: "passport_photo",
          status: "submitted",
          file_url: "/api/file/f-12",
          file_mime: "image/jpeg",
        }),
        aGuestDocument({ kind: "meningitis" }),
      ],
    },
  ],
  counts: { required: 3, missing: 1, submitted: 1, verified: 0, rejected: 1 },
  ready: false,
  can_upload: true,
};
const GUESTS = [aGuest({ id: 1, birth_date: "2026-03-01" })];

function api(extra: Record<string, unknown> = {}) {
  return mockApi({ [`GET /booking/${BOOKING_ID}/documents`]: { data: DOCS }, ...extra });
}

/** The booking page's documents: the rejected ones at the top, then the guests' documents. */
function renderPage(user: RootData["user"]) {
  renderScreen(
    () => (
      <>
        <RejectedDocuments bookingId={BOOKING_ID} place="page" />
        <BookingDocuments bookingId={BOOKING_ID} guests={GUESTS} />
      </>
    ),
    { user },
  );
}

describe("BookingDocuments", () => {
  it("counts a rejected document as rejected, not missing, and puts its reason at the top", async () => {
    api();
    renderPage(customer);
    const summary = await screen.findByTestId("documents-summary");
    expect(within(summary).getByTestId("documents-rejected-count").textContent).toBe("1 rejected");
    expect(within(summary).getByTestId("documents-missing-count").textContent).toBe("1 missing");
    const top = screen.getByTestId("rejected-documents-page");
    expect(top.textContent).toContain("A document was rejected: please send a new one");
    expect(top.textContent).toContain("Passport scan (data page) of Siti Rahmawati.");
    expect(top.textContent).toContain("The data page is cut off");
    // The link goes to the passport's upload.
    const link = within(top).getByTestId("rejected-document-link");
    const target = document.getElementById(link.getAttribute("href")?.slice(1) ?? "");
    expect(target?.dataset.testid).toBe("document-passport");
    expect(within(target as HTMLElement).getByTestId("document-upload")).toBeTruthy();
  });

  it("shows nothing at the top for an admin", async () => {
    api();
    renderPage(admin);
    await screen.findByTestId("documents-summary");
    expect(screen.queryByTestId("rejected-documents-page")).toBeNull();
  });

  it("refuses a vaccination date before the guest's birth under the field, sending nothing", async () => {
    const calls = api({ "POST /upload": { message: "ok", data: { id: "f-1" } } });
    const user = userEvent.setup();
    renderScreen(<BookingDocuments bookingId={BOOKING_ID} guests={GUESTS} />, { user: customer });
    const item = await screen.findByTestId("document-meningitis");
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "cert.jpg", { type: "image/jpeg" });
    await user.upload(within(item).getByTestId("document-file"), file);
    await within(item).findByTestId("document-file-done");
    await user.selectOptions(within(item).getByTestId("document-vaccine"), "conjugate");
    fireEvent.change(within(item).getByTestId("document-vaccinated-on"), { target: { value: "2026-02-01" } });
    await user.click(within(item).getByTestId("document-submit"));
    expect(await within(item).findByText("The vaccination date cannot be before the guest's birth date.")).toBeTruthy();
    expect(calls.calls.filter((c) => c.method === "PUT")).toHaveLength(0);
  });

  it("lets an admin correct the passport data beside the scan, with the server's message under its field", async () => {
    let answer: { status?: number; body: unknown } = {
      status: 422,
      body: {
        message: "Please check the data.",
        errors: { passport_expiry_date: ["The passport must be valid at least 6 months after the trip ends."] },
      },
    };
    const calls = api({
      [`PUT /booking/${BOOKING_ID}/guest/1/passport`]: () => answer,
      [`GET /booking/${BOOKING_ID}`]: { data: aBooking() },
    });
    const user = userEvent.setup();
    renderScreen(<BookingDocuments bookingId={BOOKING_ID} guests={GUESTS} />, { user: admin });
    const identity = await screen.findByTestId("document-identity");
    expect(within(identity).getByText("C1234567")).toBeTruthy();
    await user.click(within(identity).getByTestId("passport-edit"));
    const number = within(identity).getByTestId("passport-number");
    await user.clear(number);
    await user.type(number, "X7654321");
    fireEvent.change(within(identity).getByTestId("passport-expiry"), { target: { value: "2027-03-01" } });
    await user.click(within(identity).getByTestId("passport-save"));
    expect(
      await within(identity).findByText("The passport must be valid at least 6 months after the trip ends."),
    ).toBeTruthy();
    const puts = (list: ApiCall[]) => list.filter((c) => c.method === "PUT");
    expect(puts(calls.calls)[0].body).toMatchObject({
      passport_number: "X7654321",
      passport_issue_date: "2022-01-10",
      passport_expiry_date: "2027-03-01",
    });
    answer = { body: { message: "Passport data corrected.", data: aBooking() } };
    fireEvent.change(within(identity).getByTestId("passport-expiry"), { target: { value: "2030-03-01" } });
    await user.click(within(identity).getByTestId("passport-save"));
    await waitFor(() => expect(within(identity).queryByTestId("passport-form")).toBeNull());
    expect(puts(calls.calls)).toHaveLength(2);
    // The scan can be downloaded as a JPG for the visa services.
    const passport = screen.getByTestId("document-passport");
    expect(within(passport).getByTestId("document-download").getAttribute("href")).toBe("/api/file/f-11?download=1");
  });
});
