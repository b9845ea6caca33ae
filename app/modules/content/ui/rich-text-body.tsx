import { richTextClass } from "./types";

/**
 * The body of a storefront page (a page, "about us"): the server-sanitised rich text, or when
 * there is none a paragraph with `empty` in its place (same test id, so a page always has one).
 */
export function RichTextBody({
  html,
  emptyClassName,
  empty,
}: {
  html: string | null | undefined;
  emptyClassName: string;
  empty: React.ReactNode;
}) {
  return html ? (
    <div
      data-testid="page-body"
      className={`mt-6 ${richTextClass}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when saved (use cases call sanitizeRichText)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  ) : (
    <p data-testid="page-body" className={`mt-6 ${emptyClassName}`}>
      {empty}
    </p>
  );
}

/** An embedded map (the agency's or a branch's): loaded when scrolled to, sending only the origin. */
export function MapFrame({ src, title, className }: { src: string; title: string; className: string }) {
  return (
    <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className={className} />
  );
}
