import sanitizeHtml from "sanitize-html";
import { SAFE_HREF } from "./rich-text";
import { defaultLocale } from "./i18n/config";
import { otherLocales, type Translations } from "./translatable.contract";

const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "u", "s", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a"],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Dropped together with everything inside them, not just unwrapped.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "svg",
    "math",
    "iframe",
    "object",
    "template",
    "title",
  ],
  disallowedTagsMode: "discard",
  transformTags: {
    b: "strong",
    i: "em",
    strike: "s",
    del: "s",
    h1: "h2",
    div: "p",
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      // Attribute values arrive entity-decoded, so "jav&#x61;script:" is checked as "javascript:".
      const href = (attribs.href ?? "").trim();
      if (SAFE_HREF.test(href)) out.href = href;
      if (attribs.title) out.title = attribs.title;
      if (attribs.target) {
        // A link opening a new tab must not hand the opener window to the other site.
        out.target = "_blank";
        out.rel = "noopener noreferrer";
      }
      return { tagName, attribs: out };
    },
  },
};

/**
 * Rich text (package descriptions, CMS pages) as stored and shown: a small allowlist of
 * formatting tags and safe links; scripts, event handlers, styles, embeds and images are removed.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Rich text of every language, sanitised; a language other than the default left empty by the sanitiser is dropped. */
export function sanitizeTranslations(value: Translations): Translations {
  const out: Translations = { [defaultLocale]: sanitizeRichText(value[defaultLocale] ?? "") };
  for (const locale of otherLocales) {
    const html = value[locale] ? sanitizeRichText(value[locale]) : "";
    if (html) out[locale] = html;
  }
  return out;
}
