// @vitest-environment jsdom
import type { Editor } from "@tiptap/react";
import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#test/ui/render-screen";
import RichTextEditor from "./rich-text-editor";

const A11Y = { id: "answer", "aria-invalid": undefined, "aria-describedby": undefined, "aria-required": undefined };

/** The editor under test, controlled by a parent whose value a test sets at will (late, or a reset). */
let setValue: (html: string) => void = () => {};
const sent: string[] = [];

function Controlled({ initial }: { initial: string }) {
  const [value, set] = useState(initial);
  setValue = set;
  return <RichTextEditor value={value} onChange={(html) => sent.push(html)} a11y={A11Y} testId="answer" />;
}

async function editorOf(): Promise<Editor> {
  const dom = (await screen.findByTestId("answer")) as HTMLElement & { editor?: Editor };
  if (!dom.editor) throw new Error("no editor on the element");
  return dom.editor;
}

/** Renders the controlled editor with `initial`, nothing sent yet, and gives its Tiptap editor. */
async function editing(initial: string): Promise<Editor> {
  sent.length = 0;
  renderScreen(<Controlled initial={initial} />);
  return editorOf();
}

describe("RichTextEditor as a controlled field", () => {
  it("keeps what was typed when the form hands back one of the editor's own earlier values", async () => {
    const editor = await editing("<p>Start</p>");
    act(() => {
      editor.chain().focus("end").insertContent(" one").run();
      editor.chain().insertContent(" two").run();
    });
    expect(sent).toEqual(["<p>Start one</p>", "<p>Start one two</p>"]);
    // Bold pressed with nothing selected: a mark for what comes next, no change of the text.
    act(() => {
      editor.chain().toggleBold().run();
    });
    expect(editor.isActive("bold")).toBe(true);

    // The form renders late: the first keystroke's value arrives after the second was typed.
    act(() => setValue("<p>Start one</p>"));
    expect(editor.getHTML()).toBe("<p>Start one two</p>");
    expect(editor.isActive("bold")).toBe(true);
    act(() => setValue("<p>Start one two</p>"));
    expect(editor.getHTML()).toBe("<p>Start one two</p>");
    expect(editor.isActive("bold")).toBe(true);
  });

  it("replaces its content on a reset from the form (a record loaded), also to an earlier text", async () => {
    const editor = await editing("");
    act(() => {
      editor.chain().focus("end").insertContent("Draft").run();
    });
    expect(sent).toEqual(["<p>Draft</p>"]);
    act(() => setValue("<p>Loaded answer</p>"));
    expect(editor.getHTML()).toBe("<p>Loaded answer</p>");
    // Once the form has set a value of its own, an older value of the editor is a reset too.
    act(() => setValue("<p>Draft</p>"));
    expect(editor.getHTML()).toBe("<p>Draft</p>");
    act(() => setValue(""));
    expect(editor.isEmpty).toBe(true);
    // Setting a value is not an edit: nothing is sent back.
    expect(sent).toEqual(["<p>Draft</p>"]);
  });

  it("keeps the focus in the text when a toolbar button is pressed with the mouse", async () => {
    await editing("<p>Start</p>");
    // A mouse press that is not cancelled would move the focus to the button, and the next key
    // (Enter after Bold) would press the button instead of reaching the text.
    for (const key of ["bold", "italic", "bulletList", "link", "undo"]) {
      const button = screen.getByTestId(`answer-${key}`);
      expect(fireEvent.mouseDown(button), key).toBe(false);
    }
  });
});
