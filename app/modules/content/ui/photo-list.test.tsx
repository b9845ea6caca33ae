// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderScreen } from "#test/ui/render-screen";
import { PhotoList } from "./photo-list";

// The photo gallery list is the shared media list (also the video and slide lists) with the
// photo's columns and dialog editor.
const image = (id: string) => ({ id, url: `/media/${id}.webp`, srcset: "", width: 640, height: 480 });
const IMAGE_ID = "7b0c2c1e-5d6f-4a39-9a0e-3f7d2a1b4c5d";
const ROWS = [
  { id: 3, image: image(IMAGE_ID), caption: "Sunset at Madinah", sort_order: 1 },
  { id: 4, image: image("b"), caption: "", sort_order: 2 },
];
const META = { page: 1, limit: 10, total: 2, last_page: 1 };
const list = { data: ROWS, meta: META };
const EDIT = {
  id: 3,
  image_id: IMAGE_ID,
  image: image(IMAGE_ID),
  caption: { id: "Senja di Madinah", en: "Sunset at Madinah" },
  sort_order: 1,
};

const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === "GET" && c.path.startsWith("/gallery?")).length;

describe("media list (photo gallery)", () => {
  it("lists the photos of the API, a photo without caption by its number", async () => {
    const api = mockApi({ "GET /gallery": list });
    renderScreen(PhotoList, { locale: "en", path: "/panel/gallery" });
    expect(await screen.findByRole("heading", { level: 1, name: "Photo gallery" })).toBeTruthy();
    const table = await screen.findByTestId("photo-table");
    expect(await within(table).findByText("Sunset at Madinah")).toBeTruthy();
    expect(within(table).getByText("Photo 4")).toBeTruthy();
    expect(api.calls[0]?.path).toMatch(/^\/gallery\?(.*&)?page=1/);
  });

  it("edits a photo in a dialog: loads it, saves the contract's body, closes and refreshes the list", async () => {
    const api = mockApi({
      "GET /gallery": list,
      "GET /gallery/3/edit": { data: EDIT },
      "PUT /gallery/3": { message: "Photo saved", data: ROWS[0] },
    });
    const user = userEvent.setup();
    renderScreen(PhotoList, { locale: "en", path: "/panel/gallery" });
    await user.click(await screen.findByRole("button", { name: "Edit Sunset at Madinah" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit photo" });
    const caption = within(dialog).getByLabelText(/^Caption \(Bahasa Indonesia\)/) as HTMLInputElement;
    expect(caption.value).toBe("Senja di Madinah");
    await user.clear(caption);
    await user.type(caption, "Senja");
    await user.click(within(dialog).getByTestId("photo-save"));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit photo" })).toBeNull());
    const put = api.calls.find((c) => c.method === "PUT");
    expect(put?.path).toBe("/gallery/3");
    expect(put?.body).toEqual({ image_id: IMAGE_ID, caption: { id: "Senja", en: "Sunset at Madinah" }, sort_order: 1 });
    await waitFor(() => expect(listCalls(api.calls)).toBe(2));
  });

  it("deletes a photo after the confirmation and refreshes the list", async () => {
    const api = mockApi({ "GET /gallery": list, "DELETE /gallery/3": { message: "Photo deleted" } });
    const user = userEvent.setup();
    renderScreen(PhotoList, { locale: "en", path: "/panel/gallery" });
    await user.click(await screen.findByRole("button", { name: "Delete Sunset at Madinah" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("Delete “Sunset at Madinah”?")).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/gallery/3"]);
    await waitFor(() => expect(listCalls(api.calls)).toBe(2));
  });

  it("adds a photo in a dialog: without an image it says so under the image and sends nothing", async () => {
    const api = mockApi({ "GET /gallery": list });
    const user = userEvent.setup();
    renderScreen(PhotoList, { locale: "en", path: "/panel/gallery" });
    await user.click(await screen.findByTestId("photo-add"));
    const dialog = await screen.findByRole("dialog", { name: "Add photo" });
    await user.click(within(dialog).getByTestId("photo-save"));
    expect(await within(dialog).findByText("This field is required.")).toBeTruthy();
    expect(api.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });
});
