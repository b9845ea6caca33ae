import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { whatsappHref } from "#app/shared/whatsapp";
import { type UIMatch, useLocation, useMatches } from "react-router";
import { WhatsappIcon } from "#app/shared/ui/brand-icons";

type Subject = { kind: "package" | "page"; name: string };

/**
 * What the visitor is looking at, from the deepest matched route: a package page names its
 * package (tour-detail's `tour`); other pages name themselves with `whatsappSubject` in their
 * loader data (or a `handle.whatsappSubject(data)`). Null: the page says nothing.
 */
export function whatsappSubject(matches: UIMatch[]): Subject | null {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { whatsappSubject?: unknown; tour?: { name?: unknown } } | undefined;
    const handle = match.handle as { whatsappSubject?: (data: unknown) => unknown } | undefined;
    if (match.id === "tour-detail" && typeof data?.tour?.name === "string" && data.tour.name)
      return { kind: "package", name: data.tour.name };
    const fromHandle = handle?.whatsappSubject?.(data);
    if (typeof fromHandle === "string" && fromHandle) return { kind: "page", name: fromHandle };
    if (typeof data?.whatsappSubject === "string" && data.whatsappSubject)
      return { kind: "page", name: data.whatsappSubject };
    if (match.id.startsWith("layout-")) break;
  }
  return null;
}

/**
 * The floating chat link (docs/product.md §Storefront pages), only when the whatsapp setting exists. The
 * prefilled message names the package or page the visitor is on and its address. Pages that
 * name nothing fall back to the page's heading, then the document title, once in the browser.
 */
export function WhatsappButton({ number }: { number: string | null }) {
  const { t } = useTranslation("content");
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const subject = whatsappSubject(matches);
  const origin = (matches.find((m) => m.id === "layout-main")?.loaderData as { origin?: string } | undefined)?.origin;
  const [fallback, setFallback] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading changes with the location
  useEffect(() => {
    const heading = document.querySelector("main h1")?.textContent?.trim();
    setFallback(heading || document.title || null);
  }, [pathname, search]);

  const url = `${origin ?? ""}${pathname}${search}`;
  const name = subject?.name ?? fallback ?? pathname;
  const message = t(subject?.kind === "package" ? "whatsapp.package" : "whatsapp.page", { name, url });
  const href = whatsappHref(number, message);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-link"
      aria-label={t("whatsapp.label")}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#0b7a63] text-white shadow-lg ring-4 ring-white hover:bg-[#075e4c] print:hidden"
    >
      <WhatsappIcon className="size-7" />
    </a>
  );
}
