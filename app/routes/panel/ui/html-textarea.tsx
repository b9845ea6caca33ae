import { Bold, Heading3, Italic, List, Pilcrow } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ControlA11y } from "../../../shared/ui/form-field";
import { controlClass } from "../../../shared/ui/form-field";

type Format = "bold" | "italic" | "heading" | "list" | "paragraph";

const ICONS = { bold: Bold, italic: Italic, heading: Heading3, list: List, paragraph: Pilcrow } as const;

/** Wraps the selected text in the tags of a format (a list makes one item per selected line). */
function wrap(text: string, format: Format): string {
  const body = text || "…";
  switch (format) {
    case "bold":
      return `<strong>${body}</strong>`;
    case "italic":
      return `<em>${body}</em>`;
    case "heading":
      return `<h3>${body}</h3>`;
    case "paragraph":
      return `<p>${body}</p>`;
    case "list": {
      const items = body
        .split(/\r?\n/)
        .filter((line) => line.trim())
        .map((line) => `  <li>${line.trim()}</li>`);
      return `<ul>\n${items.join("\n")}\n</ul>`;
    }
  }
}

/**
 * A rich-text field kept simple: a textarea of basic HTML with a few buttons that put tags around
 * the selected text (bold, italic, heading, list, paragraph). The server sanitises the result
 * (unsafe content is removed), which the hint under the field says.
 */
export function HtmlTextarea({
  value,
  onChange,
  onBlur,
  a11y,
  lang,
  rows = 8,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  a11y: ControlA11y;
  lang?: string;
  rows?: number;
  testId?: string;
}) {
  const { t } = useTranslation("catalog_admin");
  const ref = useRef<HTMLTextAreaElement>(null);

  const apply = (format: Format) => {
    const el = ref.current;
    if (!el) return;
    const start = el.selectionStart;
    const end = el.selectionEnd;
    const inserted = wrap(value.slice(start, end), format);
    onChange(value.slice(0, start) + inserted + value.slice(end));
    // Back in the field with the new markup selected, once React has written the value.
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start, start + inserted.length);
    });
  };

  return (
    <div className="overflow-hidden rounded-md border border-slate-400 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
      <fieldset className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-1 py-1">
        <legend className="sr-only">{t("editor.toolbar")}</legend>
        {(Object.keys(ICONS) as Format[]).map((format) => {
          const Icon = ICONS[format];
          return (
            <button
              key={format}
              type="button"
              onClick={() => apply(format)}
              className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200"
              title={t(`editor.${format}`)}
            >
              <Icon aria-hidden className="size-4" />
              <span className="sr-only">{t(`editor.${format}`)}</span>
            </button>
          );
        })}
      </fieldset>
      <textarea
        {...a11y}
        ref={ref}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        lang={lang}
        rows={rows}
        spellCheck
        className={`${controlClass} rounded-none border-0 font-mono text-sm focus:ring-0`}
        data-testid={testId}
      />
    </div>
  );
}
