import { lazy, Suspense } from "react";
import type { ControlA11y } from "./form-field";

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

// The editor (Tiptap and ProseMirror, the largest library of the panel) is its own chunk, fetched
// when a form with rich text opens: it never rides along with a route module.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

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
