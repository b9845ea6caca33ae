import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { WhatsappIcon } from "../../../shared/ui/brand-icons";

/**
 * The floating chat link (product.md section 2), only when the whatsapp setting exists. The
 * prefilled message names the page the visitor is on: its path on the server, its title and
 * full address once the browser knows them.
 */
export function WhatsappButton({ number }: { number: string | null }) {
  const { t } = useTranslation("common");
  const { pathname, search } = useLocation();
  const [page, setPage] = useState(pathname);
  useEffect(() => {
    const url = `${window.location.origin}${pathname}${search}`;
    setPage(document.title ? `${document.title} (${url})` : url);
  }, [pathname, search]);

  const digits = number?.replace(/\D/g, "") ?? "";
  if (!digits) return null;
  const text = encodeURIComponent(t("whatsapp.message", { page }));
  return (
    <a
      href={`https://wa.me/${digits}?text=${text}`}
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
