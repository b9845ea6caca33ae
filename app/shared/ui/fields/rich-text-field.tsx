import { lazy, Suspense } from "react";
import type { ControlA11y } from "../form-field";

export interface RichTextFieldProps {
  /** HTML as stored ("" when empty). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** From FormField: id, described-by, invalid and required. */
  a11y: ControlA11y;
  lang?: string;
  /** Visible height in lines of text. */
  rows?: number;
  testId?: string;
}

// The editor (Tiptap and ProseMirror, the largest library of the panel) is its own chunk: it never
// rides along with a storefront page. It is fetched as soon as a route module that has a rich-text
// form loads (this file is imported only by those), so it is usually there when the form hydrates
// instead of suspending it.
const loadEditor = () => import("./rich-text-editor");
if (typeof window !== "undefined") void loadEditor();
const RichTextEditor = lazy(loadEditor);

/**
 * A rich-text form field: a toolbar editor whose value is HTML, for react-hook-form's Controller.
 * The server sanitises what it receives (app/shared/rich-text.server.ts); the editor only makes
 * what the sanitiser keeps.
 */
export function RichTextField(props: RichTextFieldProps) {
  const { rows = 8 } = props;
  return (
    <Suspense
      fallback={
        <div
          aria-busy="true"
          className="rounded-md border border-slate-400 bg-slate-50"
          style={{ minHeight: `${rows * 1.6 + 4.8}rem` }}
        />
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
