// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sitiLog } from "#app/modules/notification/ui/message-log.fixture";
import { mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { BookingMessages } from "./booking-messages";

const SLOW = { timeout: 15_000 };
const ID = "0b8f3a52-6c4e-4f3e-9a57-1f1f1f1f1f1f";

describe("BookingMessages (the booking page's Messages section)", () => {
  it("shows staff what was sent about the booking", async () => {
    const api = mockApi({ [`GET /booking/${ID}/messages`]: sitiLog });
    renderScreen(() => <BookingMessages bookingId={ID} />, {
      locale: "en",
      user: signedIn({ staff_role: "operations" }),
    });
    const section = await screen.findByTestId("booking-messages", {}, SLOW);
    expect(section.querySelector("h2")?.textContent).toBe("Messages");
    expect(await screen.findAllByTestId("message-row", {}, SLOW)).toHaveLength(6);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /booking/${ID}/messages`]);
  });

  it("shows nothing to the booking's customer or an agent, and asks nothing", async () => {
    for (const user of [
      signedIn({ role: "customer", staff_role: null }),
      signedIn({ role: "customer", staff_role: null, agent_id: 3 }),
    ]) {
      const api = mockApi({});
      renderScreen(
        () => (
          <>
            <p data-testid="page">page</p>
            <BookingMessages bookingId={ID} />
          </>
        ),
        { locale: "en", user },
      );
      await screen.findByTestId("page", {}, SLOW);
      expect(screen.queryByTestId("booking-messages")).toBeNull();
      expect(api.calls).toEqual([]);
      cleanup();
    }
  });
});
