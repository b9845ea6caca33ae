// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router";
import { describe, expect, it } from "vitest";
import { contentQueries } from "#app/modules/content/content.api-client";
import { RecordEditorPage } from "#app/shared/ui/record-editor-page";
import { mockApi, renderScreen } from "#test/ui/render-screen";
import { FAQ_LIST, FaqEditor } from "./faq-editor";
import { useContentT } from "./use-content-t";

// The FAQ form as its route composes it: the shared record-editor page around the FAQ editor
// (the shared translatable-form hook inside).
function FaqScreen() {
  const { faq_id } = useParams();
  const id = faq_id ? Number(faq_id) : undefined;
  const { t } = useContentT();
  return (
    <RecordEditorPage
      title={id ? t("ui.faq.edit_title") : t("ui.faq.create_title")}
      description={t("ui.faq.form_intro")}
      back={{ to: FAQ_LIST, label: t("ui.faq.back") }}
      load={id === undefined ? undefined : contentQueries.edit("faq", id)}
    >
      {(record) => <FaqEditor record={record} />}
    </RecordEditorPage>
  );
}

function FaqListStub() {
  return <p>FAQ list</p>;
}

const FAQ = {
  id: 5,
  question: { id: "Apa itu umrah?", en: "What is umrah?" },
  answer: { id: "<p>Ibadah ke Tanah Suci.</p>" },
  sort_order: 2,
};
const editScreen = (locale: "id" | "en") =>
  renderScreen(FaqScreen, {
    locale,
    path: "/panel/faq/:faq_id",
    url: "/panel/faq/5",
    routes: [{ path: "/panel/faq", Component: FaqListStub }],
  });

/** Answers "save, check your data?" with the dialog's own save button. */
async function confirmUpdate(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole("alertdialog");
  await user.click(within(dialog).getByRole("button", { name: /save|simpan/i }));
}

describe("FAQ form (record-editor page + translatable form)", () => {
  it("loads the record and shows it in the screen's language, Indonesian tab first", async () => {
    mockApi({ "GET /faq/5/edit": { data: FAQ } });
    editScreen("id");
    expect(await screen.findByRole("heading", { level: 1, name: "Ubah pertanyaan" })).toBeTruthy();
    const question = await screen.findByLabelText(/^Pertanyaan \(Bahasa Indonesia\)/);
    expect((question as HTMLInputElement).value).toBe("Apa itu umrah?");
    expect(screen.getByRole("tab", { name: /Bahasa Indonesia/ }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows each language's texts in its own tab", async () => {
    mockApi({ "GET /faq/5/edit": { data: FAQ } });
    const user = userEvent.setup();
    editScreen("en");
    await screen.findByLabelText(/^Question \(Bahasa Indonesia\)/);
    await user.click(screen.getByRole("tab", { name: /^English/ }));
    const english = await screen.findByLabelText(/^Question \(English\)/);
    expect((english as HTMLInputElement).value).toBe("What is umrah?");
    expect(screen.queryByLabelText(/^Question \(Bahasa Indonesia\)/)).toBeNull();
  });

  it("saves after the confirmation and sends the contract's body (empty languages left out)", async () => {
    const api = mockApi({
      "GET /faq/5/edit": { data: FAQ },
      "PUT /faq/5": { message: "Question saved", data: { id: 5, question: "Apa itu umrah?", sort_order: 3 } },
    });
    const user = userEvent.setup();
    editScreen("en");
    await screen.findByLabelText(/^Question \(Bahasa Indonesia\)/);
    const order = screen.getByTestId("faq-sort-order");
    await user.clear(order);
    await user.type(order, "3");
    await user.click(screen.getByTestId("faq-save"));
    await confirmUpdate(user);
    await waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    const put = api.calls.find((c) => c.method === "PUT");
    expect(put?.path).toBe("/faq/5");
    expect(put?.body).toEqual({
      question: { id: "Apa itu umrah?", en: "What is umrah?" },
      answer: { id: "<p>Ibadah ke Tanah Suci.</p>" },
      sort_order: 3,
    });
    // The toast is the shared toaster's (not rendered here); the list is the next screen only after a create.
    expect(screen.queryByText("FAQ list")).toBeNull();
  });

  it("puts a 422 message under its field and opens the language tab that holds it", async () => {
    mockApi({
      "GET /faq/5/edit": { data: FAQ },
      "PUT /faq/5": () => ({
        status: 422,
        body: { message: "Check the form", errors: { "question.my": ["Soalan terlalu panjang."] } },
      }),
    });
    const user = userEvent.setup();
    editScreen("en");
    await screen.findByLabelText(/^Question \(Bahasa Indonesia\)/);
    await user.click(screen.getByTestId("faq-save"));
    await confirmUpdate(user);
    const malay = await screen.findByLabelText(/^Question \(Bahasa Melayu\)/);
    expect(screen.getByRole("tab", { name: /^Bahasa Melayu/ }).getAttribute("aria-selected")).toBe("true");
    expect(malay.getAttribute("aria-invalid")).toBe("true");
    const described = (malay.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id));
    expect(described.some((node) => node?.textContent === "Soalan terlalu panjang.")).toBe(true);
  });

  it("on a new question, refuses an empty Indonesian question in the browser and sends nothing", async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderScreen(FaqScreen, { locale: "en", path: "/panel/faq/create" });
    expect(await screen.findByRole("heading", { level: 1, name: "New question" })).toBeTruthy();
    await user.click(screen.getByTestId("faq-save"));
    const question = await screen.findByLabelText(/^Question \(Bahasa Indonesia\)/);
    await waitFor(() => expect(question.getAttribute("aria-invalid")).toBe("true"));
    expect(api.calls).toEqual([]);
  });

  it("says so when the record cannot be loaded, with a way back to the list", async () => {
    mockApi({ "GET /faq/5/edit": () => ({ status: 404, body: { message: "Not found" } }) });
    editScreen("en");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("link").getAttribute("href")).toBe("/panel/faq");
  });
});
