import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isSafeHref } from "#app/shared/rich-text";
import { controlClass } from "../form-field";
import type { RichTextFieldProps } from "./rich-text-field";

/**
 * The schema is cut to what the server's sanitiser keeps (app/shared/rich-text.server.ts):
 * paragraphs, line breaks, bold, italic, underline, strike, H2-H4, lists, quotes and safe links.
 * Code, code blocks and rules are off (the sanitiser would drop them); the trailing empty paragraph
 * Tiptap can add after a list is off too, so what is stored is what staff typed. H4 stays in the
 * schema so older content that has it survives an edit; the toolbar offers H2 and H3.
 */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    trailingNode: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      // Links stay in this tab unless the stored HTML asked otherwise; the sanitiser adds rel
      // itself to any target=_blank.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isSafeHref(url),
      shouldAutoLink: (url) => isSafeHref(url) || isSafeHref(`https://${url}`),
    },
  }),
];

/** How many of its own updates the editor remembers for that check: far more than a form falls behind. */
const SENT_KEPT = 64;

/** What the field stores: "" for an empty editor, so "required" and "optional" work as for a textarea. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

type Toggle = "bold" | "italic" | "h2" | "h3" | "bulletList" | "orderedList";

const TOGGLES: { key: Toggle; icon: typeof Bold; run: (e: Editor) => boolean }[] = [
  { key: "bold", icon: Bold, run: (e) => e.chain().focus().toggleBold().run() },
  { key: "italic", icon: Italic, run: (e) => e.chain().focus().toggleItalic().run() },
  { key: "h2", icon: Heading2, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: "h3", icon: Heading3, run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: "bulletList", icon: List, run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: "orderedList", icon: ListOrdered, run: (e) => e.chain().focus().toggleOrderedList().run() },
];

const buttonClass =
  "inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 " +
  "aria-pressed:bg-brand-100 aria-pressed:text-brand-800 disabled:opacity-40 disabled:hover:bg-transparent " +
  "focus-visible:outline-2 focus-visible:outline-brand-600";

/** Panel-only rich-text editor (Tiptap); loaded through RichTextField, never on the storefront. */
export default function RichTextEditor({ value, onChange, onBlur, a11y, lang, rows = 8, testId }: RichTextFieldProps) {
  const { t } = useTranslation("panel");
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  // What the editor sent up that the form has not caught up with yet (see the value effect below).
  const sent = useRef<string[]>([]);

  // Accessible name from the FormField's label (a label's `for` does not name a contenteditable).
  const attributes: Record<string, string> = {
    id: a11y.id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": `${a11y.id}-label`,
    class: "min-h-full px-3 py-2 text-base text-slate-900 focus:outline-none",
    spellcheck: "true",
  };
  if (a11y["aria-describedby"]) attributes["aria-describedby"] = a11y["aria-describedby"];
  if (a11y["aria-invalid"]) attributes["aria-invalid"] = "true";
  if (a11y["aria-required"]) attributes["aria-required"] = "true";
  if (lang) attributes.lang = lang;
  if (testId) attributes["data-testid"] = testId;
  const attributesKey = JSON.stringify(attributes);

  const editor = useEditor({
    extensions,
    content: value,
    // Panel pages render on the server too: the editor is created after hydration, not during it.
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor }) => {
      const html = htmlOf(editor);
      sent.current.push(html);
      if (sent.current.length > SENT_KEPT) sent.current.shift();
      onChangeRef.current(html);
    },
    onBlur: () => onBlurRef.current?.(),
  });

  // Error and hint ids change as the form validates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributesKey stands for attributes
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, attributesKey]);

  // Controlled value: a form reset (the record loaded, another language's defaults) replaces the
  // content; the editor's own updates come back and are left alone (the cursor and a toggled mark
  // stay). They may come back late: on a busy phone the form renders keystroke N after the editor
  // has taken N+1, and setting N back would drop N+1 and the Bold just pressed. So a value this
  // editor sent is never set back; anything else is a reset.
  useEffect(() => {
    if (!editor) return;
    if (value === htmlOf(editor)) {
      sent.current = [];
      return;
    }
    if (sent.current.includes(value)) return;
    sent.current = [];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bulletList: e.isActive("bulletList"),
            orderedList: e.isActive("orderedList"),
            link: e.isActive("link"),
            href: (e.getAttributes("link").href as string | undefined) ?? "",
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  const [linkOpen, setLinkOpen] = useState(false);
  const minHeight = `${rows * 1.6 + 1}rem`;

  return (
    <div className="overflow-hidden rounded-md border border-slate-400 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
      <div
        role="toolbar"
        aria-label={t("editor.toolbar")}
        aria-controls={a11y.id}
        className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-1 py-1"
        // A pressed toolbar button must not take the focus from the text: the command gives it back
        // to the editor one frame later, and a key typed in between (Enter after Bold) would press
        // the button again instead of reaching the text. Keyboard users still tab to the buttons.
        onMouseDown={(e) => e.preventDefault()}
      >
        {TOGGLES.map(({ key, icon: Icon, run }) => (
          <button
            key={key}
            type="button"
            disabled={!editor}
            aria-pressed={state?.[key] ?? false}
            onClick={() => editor && run(editor)}
            className={buttonClass}
            title={t(`editor.${key}`)}
            data-testid={testId ? `${testId}-${key}` : undefined}
          >
            <Icon aria-hidden className="size-4" />
            <span className="sr-only">{t(`editor.${key}`)}</span>
          </button>
        ))}
        <button
          type="button"
          disabled={!editor}
          aria-pressed={state?.link ?? false}
          aria-expanded={linkOpen}
          onClick={() => setLinkOpen((open) => !open)}
          className={buttonClass}
          title={t("editor.link")}
          data-testid={testId ? `${testId}-link` : undefined}
        >
          <Link2 aria-hidden className="size-4" />
          <span className="sr-only">{t("editor.link")}</span>
        </button>
        <span aria-hidden className="mx-1 w-px self-stretch bg-slate-200" />
        <button
          type="button"
          disabled={!state?.canUndo}
          onClick={() => editor?.chain().focus().undo().run()}
          className={buttonClass}
          title={t("editor.undo")}
          data-testid={testId ? `${testId}-undo` : undefined}
        >
          <Undo2 aria-hidden className="size-4" />
          <span className="sr-only">{t("editor.undo")}</span>
        </button>
        <button
          type="button"
          disabled={!state?.canRedo}
          onClick={() => editor?.chain().focus().redo().run()}
          className={buttonClass}
          title={t("editor.redo")}
          data-testid={testId ? `${testId}-redo` : undefined}
        >
          <Redo2 aria-hidden className="size-4" />
          <span className="sr-only">{t("editor.redo")}</span>
        </button>
      </div>
      {linkOpen && editor ? (
        <LinkForm
          editor={editor}
          href={state?.href ?? ""}
          active={state?.link ?? false}
          onClose={() => setLinkOpen(false)}
          testId={testId}
        />
      ) : null}
      <EditorContent
        editor={editor}
        style={{ minHeight }}
        className={
          "cursor-text overflow-y-auto [&_.ProseMirror]:min-h-[inherit] [&_.ProseMirror]:space-y-2 " +
          "[&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 " +
          "[&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold " +
          "[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        }
        // Clicking the empty area under the text puts the cursor at the end.
        onClick={(e) => {
          if (e.target === e.currentTarget) editor?.commands.focus("end");
        }}
      />
    </div>
  );
}

/** The link's address, typed in a labelled field under the toolbar (Enter applies, Escape closes). */
function LinkForm({
  editor,
  href,
  active,
  onClose,
  testId,
}: {
  editor: Editor;
  href: string;
  active: boolean;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation("panel");
  const id = useId();
  const [text, setText] = useState(href);
  const [invalid, setInvalid] = useState(false);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const url = text.trim();
    if (!url) return remove();
    if (!isSafeHref(url)) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !active) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] }).run();
    } else {
      chain.extendMarkRange("link").setLink({ href: url }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter must not submit the surrounding form.
    if (e.key === "Enter") {
      e.preventDefault();
      apply();
    } else if (e.key === "Escape") {
      e.preventDefault();
      close();
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-slate-50 px-2 py-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
          {t("editor.link_address")}
        </label>
        <input
          id={id}
          type="text"
          inputMode="url"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          placeholder="https://"
          // biome-ignore lint/a11y/noAutofocus: opened on purpose from the toolbar's link button
          autoFocus
          className={`${controlClass} text-sm`}
          data-testid={testId ? `${testId}-link-input` : undefined}
        />
        <p id={`${id}-hint`} className={`mt-1 text-xs ${invalid ? "text-red-700" : "text-slate-600"}`}>
          {t(invalid ? "editor.link_invalid" : "editor.link_hint")}
        </p>
      </div>
      <div className="flex gap-2 pb-5">
        <button
          type="button"
          onClick={apply}
          className="min-h-11 rounded-md bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
          data-testid={testId ? `${testId}-link-apply` : undefined}
        >
          {t("editor.link_apply")}
        </button>
        {active ? (
          <button
            type="button"
            onClick={remove}
            className="min-h-11 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-white"
          >
            {t("editor.link_remove")}
          </button>
        ) : null}
        <button
          type="button"
          onClick={close}
          className="min-h-11 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-white"
        >
          {t("editor.link_cancel")}
        </button>
      </div>
    </div>
  );
}
