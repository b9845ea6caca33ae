import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, BedDouble, FileSpreadsheet, Plus, Printer, Trash2, Wand2 } from "lucide-react";
import { useId, useState } from "react";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { useTranslation } from "react-i18next";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { Badge, buttonClass, FormSection, PageHeader } from "#app/shared/ui/page-header";
import { useRootData } from "#app/modules/account/ui/root-data";
import { manifestTitle } from "#app/modules/catalog/rooms.rules";
import { roomingClient, roomingKeys, roomingQueries } from "#app/modules/operations/operations.api-client";
import type { RoomingGuestDto, RoomingListDto, RoomingRoomDto } from "#app/modules/operations/operations.contract";
import { moveWarnings } from "#app/modules/operations/rooming.rules";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { HotelStays, RoomNumbers, UnsavedGuard, type Write } from "./rooming-forms";
import { PRINT_CSS, RoomingPrint } from "./rooming-print";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { useRecordWrite } from "#app/shared/ui/use-record-actions";
import { DownloadLink } from "#app/shared/ui/buttons/download-link";

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
  const _queryClient = useQueryClient();
  const query = useQuery(roomingQueries.list(timeId));
  const [arranging, setArranging] = useState(false);
  const list = query.data?.data;
  const back = { to: `/panel/tour/${tourId}`, label: t("rooming.back") };

  const write: Write = useRecordWrite(query, roomingKeys.list(timeId));
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
  const flagged = list.room_types.flatMap((rt) => rt.rooms).filter((r) => r.warnings.length > 0).length;
  return (
    <UnsavedGuard>
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
              <ActionButton
                look="primary"
                icon={Wand2}
                onClick={() => void arrange()}
                disabled={arranging || list.unplaced.length === 0}
                aria-busy={arranging}
                data-testid="rooming-arrange"
              >
                {arranging ? t("rooming.arranging") : t("rooming.arrange")}
              </ActionButton>
              <ActionButton look="secondary" icon={Printer} onClick={() => window.print()} data-testid="rooming-print">
                {t("rooming.print")}
              </ActionButton>
              <DownloadLink
                href={roomingClient.exportHref(timeId, locale)}
                icon={FileSpreadsheet}
                testId="rooming-export"
              >
                {t("rooming.export")}
              </DownloadLink>
            </>
          }
        />
        <p className="mb-4 text-sm text-slate-700" data-testid="rooming-summary" aria-live="polite">
          {list.guest_count === 0
            ? t("rooming.empty_list")
            : t("rooming.placed", { placed: fmt.number(placed), count: list.guest_count })}
          {flagged > 0 ? (
            <span className="ml-2 font-medium text-amber-900" data-testid="rooming-flagged-count">
              {t("rooming.flagged_count", { count: flagged })}
            </span>
          ) : null}
        </p>

        <HotelStays list={list} timeId={timeId} write={write} />

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
              <ActionButton
                look="secondary"
                icon={Plus}
                onClick={() => void write(() => roomingClient.addRoom(timeId, type.id))}
                data-testid={`rooming-add-${type.code}`}
              >
                {t("rooming.add_room", { name: type.name })}
              </ActionButton>
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
    </UnsavedGuard>
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
  const flagged = room.warnings.length > 0;
  return (
    <li
      className={`rounded-lg border p-3 ${flagged ? "border-amber-400 bg-amber-50/40" : "border-slate-200"}`}
      data-testid="rooming-room"
      data-flagged={flagged ? "true" : undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <BedDouble aria-hidden className="size-4 text-slate-500" />
          {name}
        </h3>
        <div className="flex items-center gap-1">
          {flagged ? <Badge tone="amber">{t("rooming.flagged")}</Badge> : null}
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
      {flagged ? (
        <ul className="mt-2 space-y-1" data-testid="rooming-flags">
          {room.warnings.map((w) => (
            <li
              key={w}
              className="flex items-start gap-1 text-sm text-amber-900"
              data-testid={w === "mixed" ? "rooming-mixed" : `rooming-${w.replaceAll("_", "-")}`}
            >
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t(`rooming.${w}`)}
            </li>
          ))}
        </ul>
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
  const { t } = useTranslation(["booking_panel", "booking", "errors"]);
  const confirm = useConfirm();
  const selectId = useId();
  // A guest with a bed moves among the rooms of their room type; a guest without one, to any room.
  const types = list.room_types.filter((rt) => guest.room_type_id === null || rt.id === guest.room_type_id);
  const bedType = list.room_types.find((rt) => rt.id === guest.room_type_id);
  const everyone = [...list.room_types.flatMap((rt) => rt.rooms.flatMap((r) => r.guests)), ...list.unplaced];
  const relative =
    guest.related_to === null
      ? undefined
      : everyone.find((g) => g.booking_id === guest.booking_id && g.position === guest.related_to);
  const relation =
    guest.relation === null
      ? null
      : relative
        ? t("booking:guest.relation_of", {
            relation: t(`booking:guest.relation_kind.${guest.relation}`),
            name: relative.full_name,
          })
        : t(`booking:guest.relation_kind.${guest.relation}`);
  // A move that leaves a child without their adults, puts a child with another booking, or mixes
  // families is asked first (the same rule the server applies), then sent confirmed.
  const move = async (roomId: number | null) => {
    const warnings = moveWarnings(
      { id: guest.id },
      roomId,
      everyone.map((g) => ({
        id: g.id,
        bookingId: g.booking_id,
        family: g.family,
        gender: g.gender,
        type: g.traveller_type,
        roomTypeId: g.room_type_id,
        roomId: g.room_id,
      })),
    );
    if (
      warnings.length > 0 &&
      !(await confirm({
        title: t("rooming.confirm_title", { name: guest.full_name }),
        text: warnings.map((w) => t(`errors:rooming_warning_${w}`)).join(" "),
        confirmLabel: t("rooming.confirm_move"),
      }))
    )
      return;
    await write(() => roomingClient.move(timeId, guest.id, roomId, warnings.length > 0));
  };
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
            {relation ? ` · ${relation}` : ""}
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
            onChange={(e) => void move(e.target.value === "" ? null : Number(e.target.value))}
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
