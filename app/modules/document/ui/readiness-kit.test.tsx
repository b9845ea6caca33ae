// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#test/ui/render-screen";
import { ReadyBadge } from "./readiness-kit";

describe("ReadyBadge", () => {
  it("says a departure whose package asks for nothing asks for nothing, not that it is ready", async () => {
    renderScreen(<ReadyBadge ready nothingAsked />);
    expect(await screen.findByText("No documents asked")).toBeTruthy();
    expect(screen.queryByText("Ready")).toBeNull();
  });

  it("says ready or not ready when documents are asked", async () => {
    renderScreen(
      <>
        <ReadyBadge ready />
        <ReadyBadge ready={false} />
      </>,
    );
    expect(await screen.findByText("Ready")).toBeTruthy();
    expect(screen.getByText("Not ready")).toBeTruthy();
  });
});
