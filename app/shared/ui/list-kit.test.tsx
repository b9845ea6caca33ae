// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "#test/ui/render-screen";
import type { ColumnDef } from "./data-table";
import { ContentTable, ListEmpty, ListResults } from "./list-kit";

type Row = { id: number; name: string };
const columns: ColumnDef<Row>[] = [{ id: "name", header: () => "Name", cell: ({ row }) => row.original.name }];
const meta = (total: number) => ({ page: 1, limit: 15, total, last_page: 1 });
// The first render of a screen in jsdom can take seconds on a busy machine.
const SLOW = { timeout: 15_000 };

function table(
  list: (
    params: Record<string, string | number | undefined>,
  ) => Promise<{ data: Row[]; meta: ReturnType<typeof meta> }>,
) {
  return () => (
    <ContentTable<Row>
      resource="thing"
      list={list}
      extra={{ all: "true" }}
      columns={columns}
      caption="Things"
      searchLabel="Search things"
      emptyTitle="No things yet"
      emptyHint="Add the first thing."
      emptyIcon={null}
      testId="thing-table"
    />
  );
}

describe("ContentTable: a panel list read through the module's client", () => {
  it("asks the client for the URL's page, size and search with its extra parameters, and shows the rows and the total", async () => {
    const list = vi.fn(async () => ({ data: [{ id: 1, name: "Umrah Plus" }], meta: meta(1) }));
    renderScreen(table(list), { locale: "en", url: "/?search=umrah&limit=25" });
    const rows = await screen.findAllByTestId("table-row", {}, SLOW);
    expect(rows.map((r) => r.textContent)).toEqual(["Umrah Plus"]);
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 25, search: "umrah", all: "true" }, expect.anything());
    expect(screen.getByTestId("list-total").textContent).toBe("1–1 of 1");
  });

  it("says nothing matches when a search finds no row, and shows the list's own words when nothing is searched", async () => {
    const list = vi.fn(async () => ({ data: [], meta: meta(0) }));
    renderScreen(table(list), { locale: "en", url: "/?search=zzz" });
    expect(await screen.findByText("Nothing matches your search", {}, SLOW)).toBeTruthy();
    expect(screen.queryByText("No things yet")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /clear/i }));
    expect(await screen.findByText("No things yet")).toBeTruthy();
    expect(screen.getByText("Add the first thing.")).toBeTruthy();
  });
});

describe("ListEmpty and ListResults", () => {
  it("a filtered empty list offers to clear the filters; an unfiltered one shows its action", async () => {
    const onClear = vi.fn();
    const { unmount } = renderScreen(
      <ListEmpty icon={null} filtered title="None" text="Add one." onClear={onClear} action={<a href="/x">Add</a>} />,
      { locale: "en" },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Clear filters" }, SLOW));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("link", { name: "Add" })).toBeNull();
    unmount();
    renderScreen(
      <ListEmpty
        icon={null}
        filtered={false}
        title="None"
        text="Add one."
        onClear={onClear}
        action={<a href="/x">Add</a>}
      />,
      {
        locale: "en",
      },
    );
    expect(await screen.findByRole("link", { name: "Add" }, SLOW)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("a failed first read says so with a retry; the paging of an empty list can be left out", async () => {
    const refetch = vi.fn();
    const query = { data: undefined, isPlaceholderData: false, isError: true, refetch };
    const { unmount } = renderScreen(
      <ListResults query={query} loadFailed="The list could not be loaded.">
        <p>table</p>
      </ListResults>,
      { locale: "en" },
    );
    const alert = await screen.findByRole("alert", {}, SLOW);
    expect(alert.textContent).toBe("The list could not be loaded. Try again");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();
    const empty = { data: { meta: meta(0) }, isPlaceholderData: false, isError: false, refetch };
    renderScreen(
      <ListResults query={empty} onPage={() => {}} onLimit={() => {}} pagingWhenEmpty={false}>
        <p>table</p>
      </ListResults>,
      { locale: "en" },
    );
    expect(await screen.findByText("table", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("list-total")).toBeNull();
  });
});
