import { useQuery } from "@tanstack/react-query";
import { XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRootData } from "#app/modules/account/ui/root-data";
import { documentQueries } from "#app/modules/document/document.api-client";
import { KIND_KEYS } from "#app/modules/document/labels";
import { documentAnchor } from "./booking-documents";

/**
 * The customer's rejected documents with their reasons, at the top of the booking page and in
 * the payment dialog (issue 26): the reason must not wait at the bottom of a long page. Each
 * line links to its document's upload in the Documents section. Reads the same query as that
 * section (one request). Nothing when no document is rejected or uploads are closed.
 */
export function RejectedDocuments({
  bookingId,
  place,
  onGo,
}: {
  bookingId: string;
  place: "page" | "pay";
  /** Called before following a link (the payment dialog closes first). */
  onGo?: () => void;
}) {
  const { t } = useTranslation("document");
  const { user } = useRootData();
  const { data } = useQuery(documentQueries.booking(bookingId));
  const docs = data?.data;
  // Written to the customer: an admin reads the statuses in the Documents section.
  if (user?.role === "admin" || !docs?.can_upload) return null;
  const rejected = docs.guests.flatMap((g) =>
    g.documents.filter((d) => d.status === "rejected").map((d) => ({ guest: g, doc: d })),
  );
  if (rejected.length === 0) return null;
  return (
    <div
      className={`rounded-xl border border-red-300 bg-red-50 text-red-950 ${place === "pay" ? "mb-4 p-3" : "p-4"}`}
      role="status"
      data-testid={`rejected-documents-${place}`}
    >
      <div className="flex items-start gap-3">
        <XCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 space-y-2 text-sm">
          <p className="font-semibold">{t("rejected.title", { count: rejected.length })}</p>
          <ul className="space-y-2">
            {rejected.map(({ guest, doc }) => (
              <li key={`${guest.guest_id}-${doc.kind}`} data-testid="rejected-document">
                <p>
                  <span className="font-medium">
                    {t("rejected.line", { document: t(KIND_KEYS[doc.kind]), name: guest.full_name })}
                  </span>
                  {doc.rejection_reason ? (
                    <>
                      {" "}
                      <span>
                        {t("section.reason")} {doc.rejection_reason}
                      </span>
                    </>
                  ) : null}
                </p>
                <a
                  href={`#${documentAnchor(guest.guest_id, doc.kind)}`}
                  onClick={(e) => {
                    if (!onGo) return;
                    // The dialog closes first (and gives the focus back), then the page goes to the document.
                    e.preventDefault();
                    onGo();
                    const id = documentAnchor(guest.guest_id, doc.kind);
                    setTimeout(() => {
                      const target = document.getElementById(id);
                      target?.scrollIntoView({ block: "start" });
                      target?.querySelector<HTMLElement>("input, button, summary")?.focus({ preventScroll: true });
                    }, 150);
                  }}
                  className="inline-flex min-h-11 items-center font-medium text-red-900 underline"
                  data-testid="rejected-document-link"
                >
                  {t("rejected.upload")}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
