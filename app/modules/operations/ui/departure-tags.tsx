import { AlertTriangle, Printer, UserRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "#app/modules/account/ui/root-data";
import type { DepartureTagsDto } from "#app/modules/operations/ground.contract";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { ChoiceGroup, ChoiceOption, choiceInputClass } from "#app/shared/ui/choice-group";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { DepartureNav } from "./departure-nav";
import { useGroundFormat } from "./ground-format";

/*
 * Printing: only the cards (#tags-print), on A4 pages, nothing of the panel around them (the
 * rooming list's way, rooming-print.tsx). Cards keep their size in millimetres on paper; colours
 * are printed as shown.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4 portrait; margin: 10mm; }
  body *:not(:has(#tags-print)):not(#tags-print):not(#tags-print *) { display: none !important; }
  *:has(#tags-print) { display: block !important; position: static !important; min-height: 0 !important;
    height: auto !important; overflow: visible !important; padding: 0 !important; margin: 0 !important;
    background: #fff !important; border: 0 !important; box-shadow: none !important; max-width: none !important; }
  #tags-print { display: flex !important; gap: 4mm !important; }
  #tags-print > * { break-inside: avoid; }
  #tags-print * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;

export type TagKind = "cards" | "tags";
/** ID cards at the ID-1 card size (54 x 86 mm, nine to an A4 page); luggage tags larger (four to a page). */
const SIZES: Record<TagKind, { width: string; height: string }> = {
  cards: { width: "54mm", height: "86mm" },
  tags: { width: "93mm", height: "135mm" },
};

/**
 * A departure's ID cards and luggage tags (docs/product.md §Departure operations): one per guest,
 * with their name and passport photo, the group (the package's code and the departure's day), the
 * tour leader and their phone, the hotel at each city and a QR code of the booking code made on
 * the server. Staff choose cards or tags, look at them, and print.
 */
export function DepartureTagsScreen({
  tags,
  tourId,
  timeId,
}: {
  tags: DepartureTagsDto;
  tourId: number;
  timeId: number;
}) {
  const { t } = useTranslation("operations");
  const fmt = useGroundFormat();
  const [kind, setKind] = useState<TagKind>("cards");
  const { departure } = tags;
  const missing = [
    tags.tour_leader ? null : t("tags.no_leader"),
    tags.hotels.length > 0 ? null : t("tags.no_hotels"),
  ].filter(Boolean);
  return (
    <div className="mx-auto max-w-6xl">
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={t("tags.title")}
        description={t("heading", {
          tour: `${departure.tour.name} (${departure.tour.code})`,
          dates: fmt.range(departure.start_date, departure.end_date),
        })}
        back={{ to: `/panel/tour/${tourId}`, label: t("back") }}
        actions={
          <ActionButton
            look="primary"
            icon={Printer}
            onClick={() => window.print()}
            disabled={tags.guests.length === 0}
            data-testid="tags-print-button"
          >
            {kind === "cards" ? t("tags.print_cards") : t("tags.print_tags")}
          </ActionButton>
        }
      />
      <DepartureNav tourId={tourId} timeId={timeId} />
      <FormSection title={t("tags.choose")} description={t("tags.intro")} className="mb-6 print:hidden">
        <ChoiceGroup legend={t("tags.choose")} legendClassName="sr-only">
          <div className="grid gap-2 sm:grid-cols-2">
            {(["cards", "tags"] as const).map((k) => (
              <ChoiceOption
                key={k}
                selected={kind === k}
                label={t(`tags.kind.${k}`)}
                description={t(`tags.kind_hint.${k}`)}
              >
                <input
                  type="radio"
                  name="tag-kind"
                  value={k}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                  className={choiceInputClass}
                  data-testid={`tags-kind-${k}`}
                />
              </ChoiceOption>
            ))}
          </div>
        </ChoiceGroup>
        {missing.length > 0 ? (
          <ul className="mt-3 space-y-1" data-testid="tags-missing">
            {missing.map((m) => (
              <li key={m} className="flex items-start gap-1.5 text-sm text-amber-900">
                <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
                {m}
              </li>
            ))}
          </ul>
        ) : null}
      </FormSection>
      {tags.guests.length === 0 ? (
        <p className="text-sm text-slate-600">{t("tags.no_guests")}</p>
      ) : (
        <div
          id="tags-print"
          className="flex flex-wrap justify-center gap-4 sm:justify-start"
          data-testid="tags-layout"
          data-kind={kind}
        >
          {tags.guests.map((g) => (
            <GuestTag key={g.id} tags={tags} guest={g} kind={kind} />
          ))}
        </div>
      )}
    </div>
  );
}

function GuestTag({
  tags,
  guest,
  kind,
}: {
  tags: DepartureTagsDto;
  guest: DepartureTagsDto["guests"][number];
  kind: TagKind;
}) {
  const { t } = useTranslation("operations");
  const fmt = useGroundFormat();
  const { setting } = useRootData();
  const big = kind === "tags";
  const group = `${tags.departure.tour.code} · ${fmt.day(tags.departure.start_date)}`;
  return (
    <article
      className="flex shrink-0 flex-col overflow-hidden rounded-md border border-slate-400 bg-white text-black"
      style={{ ...SIZES[kind], fontSize: big ? "11pt" : "7pt", lineHeight: 1.25 }}
      aria-label={guest.full_name}
      data-testid="guest-tag"
    >
      <header
        className="flex items-center border-b-4 border-brand-700 bg-white"
        style={{ padding: big ? "3mm 4mm" : "1.5mm 2.5mm", gap: big ? "3mm" : "1.5mm" }}
      >
        {setting.logo_url ? (
          <img
            src={setting.logo_url}
            alt=""
            className="shrink-0 object-contain object-left"
            style={{ height: big ? "10mm" : "6mm", maxWidth: "45%" }}
          />
        ) : null}
        <div className="min-w-0 text-brand-900">
          <p className="font-bold break-words">{setting.name}</p>
          {big && setting.phone ? <p>{setting.phone}</p> : null}
        </div>
      </header>
      <div className="flex flex-1 flex-col" style={{ padding: big ? "4mm" : "2mm 2.5mm", gap: big ? "3mm" : "1.5mm" }}>
        <div className="flex items-start" style={{ gap: big ? "4mm" : "2mm" }}>
          <Photo url={guest.photo_url} width={big ? "30mm" : "19mm"} height={big ? "40mm" : "25mm"} />
          <div className="min-w-0">
            <p className="font-bold break-words" style={{ fontSize: big ? "16pt" : "9.5pt" }} data-testid="tag-name">
              {guest.full_name}
            </p>
            <p className="mt-0.5" data-testid="tag-group">
              <span className="font-semibold">{t("tags.group")}</span> {group}
            </p>
          </div>
        </div>
        <div data-testid="tag-leader">
          <p className="font-semibold">{t("tags.leader")}</p>
          <p className="break-words">
            {tags.tour_leader || "—"}
            {tags.tour_leader_phone ? ` · ${tags.tour_leader_phone}` : ""}
          </p>
        </div>
        {tags.hotels.length > 0 ? (
          <div data-testid="tag-hotels">
            <p className="font-semibold">{t("tags.hotels")}</p>
            {tags.hotels.map((h) => (
              <p key={h.city} className="break-words">
                {h.city}: {h.hotel}
              </p>
            ))}
          </div>
        ) : null}
        <div className="mt-auto flex flex-col items-center">
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(guest.qr_svg)}`}
            alt={t("tags.qr", { code: guest.booking_code })}
            style={{ width: big ? "36mm" : "20mm", height: big ? "36mm" : "20mm" }}
            data-testid="tag-qr"
          />
          <p className="font-mono font-bold tracking-wider" data-testid="tag-code">
            {guest.booking_code}
          </p>
        </div>
      </div>
    </article>
  );
}

/** The passport photo, or a silhouette where none was handed in. */
function Photo({ url, width, height }: { url: string | null; width: string; height: string }) {
  const { t } = useTranslation("operations");
  return url ? (
    <img src={url} alt={t("tags.photo")} className="shrink-0 object-cover" style={{ width, height }} />
  ) : (
    <span
      className="flex shrink-0 items-center justify-center border border-dashed border-slate-400 bg-slate-50 text-slate-400"
      style={{ width, height }}
      data-testid="tag-no-photo"
    >
      <UserRound aria-hidden className="size-1/2" />
      <span className="sr-only">{t("tags.no_photo")}</span>
    </span>
  );
}
