import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, BedDouble, FileSpreadsheet, Plus, Printer, Trash2, Wand2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { handleWriteError } from "#app/shared/http/panel-api";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { Badge, buttonClass, FormSection, PageHeader } from "#app/shared/ui/page-header";
import { useRootData } from "#app/shared/ui/root-data";
import { toast } from "#app/shared/ui/toast";
import { manifestTitle } from "#app/modules/catalog/rooms.rules";
import { roomingClient, roomingKeys, roomingQueries } from "#app/modules/booking/booking.api-client";
import type { RoomingGuestDto, RoomingListDto, RoomingRoomDto } from "#app/modules/booking/booking.contract";
import { useBookingFormat } from "./booking-kit";

type Write = (request: () => Promise<{ message: string; data: RoomingListDto }>) => Promise<void>;

/*
 * Printing: only the hotel tables (#rooming-print), A4 portrait, nothing of the panel around them.
 * The screen itself is not printed: its cards and selects are for moving guests.
 */
const PRINT_CSS = `
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

/**
 * The rooming list of one departure (docs/product.md §Rooming list): rooms grouped by room type
 * with their guests and free beds, the guests not placed yet, "Arrange", moving a guest with a
 * select of the rooms of their type, room numbers per hotel city, a print layout (one table per
 * hotel city) and the Excel export.
 */
export function RoomingScreen({ tourId, timeId }: { tourId: number; timeId: number }) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const { locale } = useRootData();
  const fmt = useBookingFormat();
  const queryClient = useQueryClient();
  const query = useQuery(roomingQueries.list(timeId));
  const [arranging, setArranging] = useState(false);
  const list = query.data?.data;
  const back = { to: `/panel/tour/${tourId}`, label: t("rooming.back") };

  const write: Write = async (request) => {
    try {
      const res = await request();
      queryClient.setQueryData(roomingKeys.list(timeId), { data: res.data });
      toast.success(res.message);
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
      await query.refetch();
    }
  };
  const arrange = async () => {
    setArranging(true);
    try {
      await write(() => roomingClient.arrange(timeId));
    } finally {
      setArranging(false);
    }
  };

  if (!list) {
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title={t("rooming.title")} back={back} />
        {query.isError ? <LoadFailed backTo={back.to} onRetry={() => void query.refetch()} /> : <FormSkeleton />}
      </div>
    );
  }

  const placed = list.guest_count - list.unplaced.length;
  return (
    <div className="mx-auto max-w-6xl">
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={t("rooming.title")}
        description={t("rooming.heading", {
          tour: `${list.tour.name} (${list.tour.code})`,
          start: fmt.date(list.time.start_date),
          end: fmt.date(list.time.end_date),
        })}
        back={back}
        actions={
          <>
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => void arrange()}
              disabled={arranging || list.unplaced.length === 0}
              aria-busy={arranging}
              data-testid="rooming-arrange"
            >
              <Wand2 aria-hidden className="size-4" />
              {arranging ? t("rooming.arranging") : t("rooming.arrange")}
            </button>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => window.print()}
              data-testid="rooming-print"
            >
              <Printer aria-hidden className="size-4" />
              {t("rooming.print")}
            </button>
            <a
              href={roomingClient.exportHref(timeId, locale)}
              download
              className={buttonClass.secondary}
              data-testid="rooming-export"
            >
              <FileSpreadsheet aria-hidden className="size-4" />
              {t("rooming.export")}
            </a>
          </>
        }
      />
      <p className="mb-4 text-sm text-slate-700" data-testid="rooming-summary" aria-live="polite">
        {list.guest_count === 0
          ? t("rooming.empty_list")
          : t("rooming.placed", { placed: fmt.number(placed), count: list.guest_count })}
      </p>

      {list.unplaced.length > 0 ? (
        <FormSection title={t("rooming.unplaced")} className="mb-6" testId="rooming-unplaced">
          <ul className="divide-y divide-slate-100">
            {list.unplaced.map((g) => (
              <GuestLine key={g.id} guest={g} list={list} timeId={timeId} write={write} />
            ))}
          </ul>
        </FormSection>
      ) : null}

      {list.room_types.map((type) => (
        <FormSection
          key={type.id}
          title={`${type.name} · ${type.beds}`}
          className="mb-6"
          testId={`rooming-type-${type.code}`}
          actions={
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => void write(() => roomingClient.addRoom(timeId, type.id))}
              data-testid={`rooming-add-${type.code}`}
            >
              <Plus aria-hidden className="size-4" />
              {t("rooming.add_room", { name: type.name })}
            </button>
          }
        >
          {type.rooms.length === 0 ? (
            <p className="text-sm text-slate-600">{t("rooming.no_rooms", { name: type.name })}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {type.rooms.map((room) => (
                <RoomCard key={room.id} room={room} list={list} timeId={timeId} write={write} />
              ))}
            </ul>
          )}
        </FormSection>
      ))}

      <RoomingPrint list={list} />
    </div>
  );
}

function RoomCard({
  room,
  list,
  timeId,
  write,
}: {
  room: RoomingRoomDto;
  list: RoomingListDto;
  timeId: number;
  write: Write;
}) {
  const { t } = useTranslation("booking_panel");
  const name = t("rooming.room", { number: room.number });
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="rooming-room">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <BedDouble aria-hidden className="size-4 text-slate-500" />
          {name}
        </h3>
        <div className="flex items-center gap-1">
          {room.beds_free === 0 ? (
            <Badge tone="slate">{t("rooming.full")}</Badge>
          ) : (
            <Badge tone="green">{t("rooming.beds_free", { count: room.beds_free })}</Badge>
          )}
          {room.guests.length === 0 ? (
            <button
              type="button"
              className={buttonClass.iconDanger}
              onClick={() => void write(() => roomingClient.deleteRoom(timeId, room.id))}
              title={t("rooming.delete_room", { number: room.number })}
              data-testid="rooming-delete-room"
            >
              <Trash2 aria-hidden className="size-4" />
              <span className="sr-only">{t("rooming.delete_room", { number: room.number })}</span>
            </button>
          ) : null}
        </div>
      </div>
      {room.mixed ? (
        <p className="mt-2 flex items-start gap-1 text-sm text-amber-900" data-testid="rooming-mixed">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("rooming.mixed")}
        </p>
      ) : null}
      {room.guests.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("rooming.empty")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {room.guests.map((g) => (
            <GuestLine key={g.id} guest={g} list={list} timeId={timeId} write={write} />
          ))}
        </ul>
      )}
      <RoomNumbers
        room={room}
        cities={list.hotel_cities}
        timeId={timeId}
        write={write}
        roomName={`${list.room_types.find((rt) => rt.id === room.room_type_id)?.name ?? ""} · ${name}`}
      />
    </li>
  );
}

/** A guest with their booking, title and type, and the select that moves them. */
function GuestLine({
  guest,
  list,
  timeId,
  write,
}: {
  guest: RoomingGuestDto;
  list: RoomingListDto;
  timeId: number;
  write: Write;
}) {
  const { t } = useTranslation("booking_panel");
  const selectId = useId();
  // A guest with a bed moves among the rooms of their room type; a guest without one, to any room.
  const types = list.room_types.filter((rt) => guest.room_type_id === null || rt.id === guest.room_type_id);
  const bedType = list.room_types.find((rt) => rt.id === guest.room_type_id);
  return (
    // A container query, not the viewport's: in a room card (a third of the desktop) the select
    // sits under the name, in the wide "not placed" list beside it.
    <li className="@container py-2" data-testid="rooming-guest">
      <div className="flex flex-col gap-2 @md:flex-row @md:items-center @md:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">
            {manifestTitle(guest.gender, guest.traveller_type)} {guest.full_name}
          </p>
          <p className="text-xs text-slate-600">
            {guest.booking_code} · {t(`rooming.type.${guest.traveller_type}`)} ·{" "}
            {bedType ? bedType.name : t("rooming.no_bed")}
          </p>
        </div>
        <div className="@md:w-56 @md:shrink-0">
          <label htmlFor={selectId} className="sr-only">
            {t("rooming.move", { name: guest.full_name })}
          </label>
          <select
            id={selectId}
            className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
            value={guest.room_id === null ? "" : String(guest.room_id)}
            onChange={(e) =>
              void write(() =>
                roomingClient.move(timeId, guest.id, e.target.value === "" ? null : Number(e.target.value)),
              )
            }
            data-testid="rooming-move"
          >
            <option value="">{t("rooming.not_placed")}</option>
            {types.map((rt) => (
              <optgroup key={rt.id} label={rt.name}>
                {rt.rooms.map((room) => {
                  const here = room.id === guest.room_id;
                  const full = guest.room_type_id !== null && room.beds_free === 0 && !here;
                  return (
                    <option key={room.id} value={room.id} disabled={full}>
                      {`${rt.name} · ${t("rooming.room", { number: room.number })}`}
                      {full ? ` (${t("rooming.full")})` : ""}
                    </option>
                  );
                })}
              </optgroup>
            ))}
          </select>
        </div>
      </div>
    </li>
  );
}

/** The room's numbers at each hotel city of the package (the hotel gives them on arrival). */
function RoomNumbers({
  room,
  cities,
  timeId,
  write,
  roomName,
}: {
  room: RoomingRoomDto;
  cities: string[];
  timeId: number;
  write: Write;
  roomName: string;
}) {
  const { t } = useTranslation("booking_panel");
  const baseId = useId();
  const [numbers, setNumbers] = useState<Record<string, string>>(() =>
    Object.fromEntries(cities.map((c) => [c, room.numbers[c] ?? ""])),
  );
  if (cities.length === 0) return null;
  const changed = cities.some((c) => (numbers[c] ?? "") !== (room.numbers[c] ?? ""));
  return (
    <form
      className="mt-3 border-t border-slate-100 pt-3"
      aria-label={`${t("rooming.numbers")} · ${roomName}`}
      onSubmit={(e) => {
        e.preventDefault();
        void write(() => roomingClient.setNumbers(timeId, room.id, numbers));
      }}
    >
      <div className="grid grid-cols-2 gap-2">
        {cities.map((city, i) => (
          <div key={city}>
            <label htmlFor={`${baseId}-${i}`} className="block text-xs font-medium text-slate-700">
              {t("rooming.number_at", { city })}
            </label>
            <input
              id={`${baseId}-${i}`}
              className="mt-1 min-h-11 w-full rounded-md border border-slate-300 px-2 text-sm"
              value={numbers[city] ?? ""}
              maxLength={20}
              onChange={(e) => setNumbers((n) => ({ ...n, [city]: e.target.value }))}
              data-testid="rooming-number"
            />
          </div>
        ))}
      </div>
      {changed ? (
        <button type="submit" className={`${buttonClass.secondary} mt-2 w-full`} data-testid="rooming-save-numbers">
          {t("rooming.save_numbers")}
        </button>
      ) : null}
    </form>
  );
}

/** What is printed: one table per hotel city (or one table when the package names none). */
function RoomingPrint({ list }: { list: RoomingListDto }) {
  const { t } = useTranslation("booking_panel");
  const fmt = useBookingFormat();
  const cities: (string | null)[] = list.hotel_cities.length > 0 ? list.hotel_cities : [null];
  const rows = list.room_types.flatMap((type) =>
    type.rooms.filter((room) => room.guests.length > 0).map((room) => ({ type, room })),
  );
  return (
    <div id="rooming-print" className="hidden" data-testid="rooming-print-layout">
      {cities.map((city) => (
        <section key={city ?? "all"}>
          <h2 style={{ fontSize: "16px", fontWeight: 700 }}>
            {city ? t("rooming.print_city", { city }) : t("rooming.print_all")}
          </h2>
          <p style={{ margin: "2px 0 8px" }}>
            {list.tour.name} ({list.tour.code}) · {fmt.range(list.time.start_date, list.time.end_date)}
          </p>
          <table style={{ width: "100%", borderCollapse: "collapse" }}>
            <thead>
              <tr>
                {[
                  city ? t("rooming.number_at", { city }) : t("rooming.numbers"),
                  t("rooming.room_column"),
                  t("rooming.guest"),
                  t("rooming.booking"),
                ].map((h) => (
                  <th key={h} style={CELL} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
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
                        {g.traveller_type !== "adult" ? ` (${t(`rooming.type.${g.traveller_type}`)})` : ""}
                      </div>
                    ))}
                  </td>
                  <td style={CELL}>{[...new Set(room.guests.map((g) => g.booking_code))].join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

const CELL = { border: "1px solid #000", padding: "3px 5px", textAlign: "left", verticalAlign: "top" } as const;
