// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#test/ui/render-screen";
import { LinkPagination } from "./link-pagination";

const href = (p: number) => `/tour?page=${p}`;

describe("LinkPagination: the storefront's pager of plain links", () => {
  it("links the pages around the current one, the first and the last, in the reader's language", async () => {
    renderScreen(<LinkPagination page={5} lastPage={10} href={href} />, { locale: "id" });
    const nav = await screen.findByRole("navigation", { name: "Halaman" });
    const prev = within(nav).getByRole("link", { name: "Sebelumnya" });
    expect(prev.getAttribute("href")).toBe("/tour?page=4");
    expect(prev.getAttribute("rel")).toBe("prev");
    expect(within(nav).getByRole("link", { name: "Berikutnya" }).getAttribute("rel")).toBe("next");
    const numbers = within(nav)
      .getAllByRole("link", { name: /^Halaman \d+$/ })
      .map((a) => a.textContent);
    expect(numbers).toEqual(["1", "3", "4", "5", "6", "7", "10"]);
    expect(within(nav).getByRole("link", { name: "Halaman 5" }).getAttribute("aria-current")).toBe("page");
  });

  it("has no link back on the first page nor onward on the last (in Malay)", async () => {
    renderScreen(<LinkPagination page={1} lastPage={2} href={href} />, { locale: "my" });
    const nav = await screen.findByRole("navigation", { name: "Halaman" });
    expect(within(nav).queryByRole("link", { name: "Sebelumnya" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Seterusnya" }).getAttribute("href")).toBe("/tour?page=2");
  });

  it("shows nothing for a list of one page", () => {
    const { container } = renderScreen(<LinkPagination page={1} lastPage={1} href={href} />, { locale: "en" });
    expect(container.querySelector("nav")).toBeNull();
  });
});
