import { useTranslation } from "react-i18next";
import { useRootData } from "#app/modules/account/ui/root-data";
import { manifestTitle } from "#app/modules/catalog/rooms.rules";
import type { RoomingListDto } from "#app/modules/operations/operations.contract";
import { roomTypeTotals } from "#app/modules/operations/rooming.rules";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";

/*
 * Printing: only the hotel tables (#rooming-print), A4 portrait, nothing of the panel around them.
 * The screen itself is not printed: its cards and selects are for moving guests.
 */
export const PRINT_CSS = `
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  body *:not(:has(#rooming-print)):not(#rooming-print):not(#rooming-print *) { display: none !important; }
  *:has(#rooming-print) { display: block !important; position: static !important; min-height: 0 !important;
    height: auto !important; overflow: visible !important; padding: 0 !important; margin: 0 !important;
    background: #fff !important; border: 0 !important; box-shadow: none !important; }
  #rooming-print { display: block !important; font-size: 11px; color: #000; }
  #rooming-print section { break-after: page; }
  #rooming-print section:last-child { break-after: auto; }
  #rooming-print tr { break-inside: avoid; }
}
`;

const CELL = { border: "1px solid #000", padding: "3px 5px", textAlign: "left", verticalAlign: "top" } as const;
const NUM = { ...CELL, textAlign: "right" } as const;

/** The head row of a printed table: one column header per label, in the cell style of the rest. */
function ColumnHeads({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((h) => (
          <th key={h} style={CELL} scope="col">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * What is printed (docs/product.md §Rooming list): one page per hotel city in the itinerary's
 * order (or one when the package names none), each with the agency's heading from the settings
 * (logo, name, address, contacts), the trip, the city's check-in and check-out, the rooms with
 * their number there, their guests (who has no bed said), and the totals per room type.
 */
export function RoomingPrint({ list }: { list: RoomingListDto }) {
  const { t } = useTranslation("booking_panel");
  const fmt = useBookingFormat();
  const { setting } = useRootData();
  const stays: { city: string | null; check_in: string | null; check_out: string | null }[] =
    list.stays.length > 0 ? list.stays : [{ city: null, check_in: null, check_out: null }];
  const rows = list.room_types.flatMap((type) =>
    type.rooms.filter((room) => room.guests.length > 0).map((room) => ({ type, room })),
  );
  const totals = roomTypeTotals(list.room_types).filter((r) => r.guests > 0);
  const sum = (k: "rooms" | "beds" | "guests" | "no_bed") => totals.reduce((n, r) => n + r[k], 0);
  const contacts = [setting.phone, setting.email_url].filter(Boolean).join(" · ");
  return (
    <div id="rooming-print" className="hidden" data-testid="rooming-print-layout">
      {stays.map(({ city, check_in, check_out }) => (
        <section key={city ?? "all"}>
          <header
            style={{ display: "flex", gap: "10px", alignItems: "center", borderBottom: "2px solid #000" }}
            data-testid="rooming-print-agency"
          >
            {setting.logo_url ? <img src={setting.logo_url} alt="" style={{ height: "40px", width: "auto" }} /> : null}
            <div>
              <p style={{ fontSize: "15px", fontWeight: 700, margin: 0 }}>{setting.name}</p>
              {setting.address ? <p style={{ margin: 0 }}>{setting.address}</p> : null}
              {contacts ? <p style={{ margin: "0 0 4px" }}>{contacts}</p> : null}
            </div>
          </header>
          <h2 style={{ fontSize: "16px", fontWeight: 700, margin: "8px 0 0" }}>
            {city ? t("rooming.print_city", { city }) : t("rooming.print_all")}
          </h2>
          <p style={{ margin: "2px 0" }}>
            {list.tour.name} ({list.tour.code}) · {fmt.range(list.time.start_date, list.time.end_date)}
          </p>
          {city ? (
            <p style={{ margin: "0 0 8px" }} data-testid="rooming-print-stay">
              {check_in && check_out
                ? t("rooming.print_stay", { check_in: fmt.date(check_in), check_out: fmt.date(check_out) })
                : t("rooming.print_stay_unset")}
            </p>
          ) : null}
          <table style={{ width: "100%", borderCollapse: "collapse" }}>
            <ColumnHeads
              labels={[
                city ? t("rooming.number_at", { city }) : t("rooming.numbers"),
                t("rooming.room_column"),
                t("rooming.guest"),
                t("rooming.booking"),
              ]}
            />
            <tbody>
              {rows.map(({ type, room }) => (
                <tr key={room.id}>
                  <td style={CELL}>{(city && room.numbers[city]) || "—"}</td>
                  <td style={CELL}>
                    {type.name} · {room.number}
                  </td>
                  <td style={CELL}>
                    {room.guests.map((g) => (
                      <div key={g.id}>
                        {manifestTitle(g.gender, g.traveller_type)} {g.full_name}
                        {g.traveller_type !== "adult" || g.room_type_id === null
                          ? ` (${[
                              g.traveller_type !== "adult" ? t(`rooming.type.${g.traveller_type}`) : null,
                              g.room_type_id === null ? t("rooming.no_bed") : null,
                            ]
                              .filter(Boolean)
                              .join(", ")})`
                          : ""}
                      </div>
                    ))}
                  </td>
                  <td style={CELL}>{[...new Set(room.guests.map((g) => g.booking_code))].join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table style={{ marginTop: "8px", borderCollapse: "collapse" }} data-testid="rooming-print-totals">
            <caption style={{ textAlign: "left", fontWeight: 700 }}>{t("rooming.totals")}</caption>
            <ColumnHeads
              labels={[
                t("rooming.room_type"),
                t("rooming.total_rooms"),
                t("rooming.total_beds"),
                t("rooming.total_guests"),
                t("rooming.no_bed"),
              ]}
            />
            <tbody>
              {totals.map((r) => (
                <tr key={r.id}>
                  <th style={CELL} scope="row">
                    {r.name}
                  </th>
                  <td style={NUM}>{fmt.number(r.rooms)}</td>
                  <td style={NUM}>{fmt.number(r.beds)}</td>
                  <td style={NUM}>{fmt.number(r.guests)}</td>
                  <td style={NUM}>{fmt.number(r.no_bed)}</td>
                </tr>
              ))}
              <tr>
                <th style={CELL} scope="row">
                  {t("rooming.total")}
                </th>
                <td style={NUM}>{fmt.number(sum("rooms"))}</td>
                <td style={NUM}>{fmt.number(sum("beds"))}</td>
                <td style={NUM}>{fmt.number(sum("guests"))}</td>
                <td style={NUM}>{fmt.number(sum("no_bed"))}</td>
              </tr>
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
