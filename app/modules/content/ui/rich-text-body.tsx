import { useEffect, useRef, useState } from "react";
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

/**
 * An embedded map (the agency's or a branch's), sending only the origin. Its frame is created
 * once the page runs and the map comes within a screen of the viewport: even a `loading="lazy"`
 * iframe costs a phone a 60-70 ms task to create as the page paints, in every footer
 * (docs/performance.md, "Issue 26, item 22"). Until then a box of the same size holds its place.
 */
export function MapFrame({ src, title, className }: { src: string; title: string; className: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: "100% 0px",
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return near ? (
    <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className={className} />
  ) : (
    <div ref={box} data-map-placeholder="" className={className} />
  );
}
