import { useTranslation } from "react-i18next";
import { useRootData } from "#app/modules/account/ui/root-data";
import type { ManasikSheetDto } from "#app/modules/operations/ground.contract";
import { useGroundFormat } from "./ground-format";

/* A4 portrait; the print layout's own button never prints (app/routes/print/layout.tsx). */
const SHEET_CSS = `
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  #manasik-sheet { font-size: 11px; color: #000; }
  #manasik-sheet tr { break-inside: avoid; }
  #manasik-sheet thead { display: table-header-group; }
}
`;

const CELL = { border: "1px solid #000", padding: "4px 6px", textAlign: "left", verticalAlign: "middle" } as const;

/**
 * The printed attendance sheet of a manasik session (docs/product.md §Departure operations): the
 * agency, the trip, the session's time, place and teacher; one line per guest with their booking
 * code and gender, a tick where they were recorded present, and a column to sign; the teacher's
 * signature at the foot.
 */
export function ManasikSheet({ sheet }: { sheet: ManasikSheetDto }) {
  const { t } = useTranslation(["operations", "booking_panel"]);
  const fmt = useGroundFormat();
  const { setting } = useRootData();
  const { departure, session } = sheet;
  return (
    <article id="manasik-sheet" className="bg-white p-4 text-sm text-black sm:p-8" data-testid="manasik-sheet">
      <style>{SHEET_CSS}</style>
      <header className="flex items-center gap-3 border-b-2 border-black pb-2">
        {setting.logo_url ? <img src={setting.logo_url} alt="" className="h-10 w-auto" /> : null}
        <p className="text-base font-bold">{setting.name}</p>
      </header>
      <h1 className="mt-3 text-lg font-bold">{t("manasik.sheet_title")}</h1>
      <p>
        {departure.tour.name} ({departure.tour.code}) · {fmt.range(departure.start_date, departure.end_date)}
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-0.5 sm:grid-cols-[auto_1fr]" data-testid="manasik-sheet-session">
        <dt className="font-semibold">{t("manasik.when")}</dt>
        <dd>{fmt.moment(session.starts_at)}</dd>
        <dt className="font-semibold">{t("manasik.place")}</dt>
        <dd className="break-words">{session.place}</dd>
        <dt className="font-semibold">{t("manasik.teacher")}</dt>
        <dd className="break-words">{session.teacher}</dd>
      </dl>
      {/* Scrolls sideways on a phone: focusable so keyboard users can scroll it. */}
      <section
        aria-label={t("manasik.sheet_title")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="mt-4 overflow-x-auto print:overflow-visible"
      >
        <table style={{ width: "100%", borderCollapse: "collapse" }}>
          <thead>
            <tr>
              <th style={{ ...CELL, width: "2.5em" }} scope="col">
                {t("manasik.number")}
              </th>
              <th style={CELL} scope="col">
                {t("manasik.name")}
              </th>
              <th style={CELL} scope="col">
                {t("manasik.booking")}
              </th>
              <th style={CELL} scope="col">
                {t("manasik.gender")}
              </th>
              <th style={{ ...CELL, textAlign: "center" }} scope="col">
                {t("manasik.present")}
              </th>
              <th style={{ ...CELL, width: "28%" }} scope="col">
                {t("manasik.signature")}
              </th>
            </tr>
          </thead>
          <tbody>
            {sheet.guests.map((g, i) => (
              <tr key={g.id} style={{ height: "9mm" }} data-testid="manasik-sheet-row">
                <td style={CELL}>{i + 1}</td>
                <td style={CELL}>{g.full_name}</td>
                <td style={CELL}>{g.booking_code}</td>
                <td style={CELL}>{t(`booking_panel:gender.${g.gender}`)}</td>
                <td style={{ ...CELL, textAlign: "center", fontWeight: 700 }} data-testid="manasik-sheet-present">
                  {g.present ? (
                    <>
                      <span aria-hidden="true">✓</span>
                      <span className="sr-only">{t("manasik.present")}</span>
                    </>
                  ) : null}
                </td>
                <td style={CELL} />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {sheet.guests.length === 0 ? <p className="mt-2">{t("manasik.no_guests")}</p> : null}
      <footer className="mt-10 flex justify-end">
        <div className="w-56 text-center">
          <p>{t("manasik.teacher")}</p>
          <div className="mt-14 border-t border-black pt-1 break-words">{session.teacher}</div>
        </div>
      </footer>
    </article>
  );
}
