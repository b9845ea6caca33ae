// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#test/ui/render-screen";
import { useSiteMoney } from "./money-input";

function Amount({ minor }: { minor: number }) {
  const money = useSiteMoney();
  return <output>{money.toField(minor)}</output>;
}

describe("useSiteMoney in a rendered screen", () => {
  it("writes an amount field in the screen's language (id: dots for thousands)", async () => {
    renderScreen(<Amount minor={40_375_000_50} />, { locale: "id" });
    expect((await screen.findByRole("status")).textContent).toBe("40.375.000,50");
  });
  it("writes it the English way on an English screen", async () => {
    renderScreen(<Amount minor={40_375_000_50} />, { locale: "en" });
    expect((await screen.findByRole("status")).textContent).toBe("40,375,000.50");
  });
});
