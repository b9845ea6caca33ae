import { CalendarDays } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import type { RecordWrite } from "#app/shared/ui/use-record-actions";
import { roomingClient } from "#app/modules/operations/operations.api-client";
import type { RoomingListDto, RoomingRoomDto } from "#app/modules/operations/operations.contract";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";

/** A rooming write: sends, puts the answered list in place; resolves false when it failed. */
export type Write = RecordWrite<RoomingListDto>;

type EditState = "clean" | "dirty" | "saving";
const UnsavedContext = createContext<(key: string, state: EditState) => void>(() => {});

/**
 * What the rooming list's small forms (room numbers, hotel dates) have not saved yet. Each form
 * saves when the focus leaves it (Tab, a click elsewhere) or on Enter; until then, or when a save
 * failed, it is "dirty": closing the tab asks the browser's question, leaving by a link asks ours,
 * and a save still on its way is waited for before leaving (docs/product.md §Rooming list).
 */
export function UnsavedGuard({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("catalog_admin");
  const confirm = useConfirm();
  const [states, setStates] = useState<Record<string, EditState>>({});
  const report = useCallback(
    (key: string, state: EditState) =>
      setStates((s) => {
        if ((s[key] ?? "clean") === state) return s;
        const next = { ...s };
        if (state === "clean") delete next[key];
        else next[key] = state;
        return next;
      }),
    [],
  );
  const values = Object.values(states);
  const dirty = values.includes("dirty");
  const busy = values.length > 0;

  useEffect(() => {
    if (!busy) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [busy]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => busy && currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    // A save on its way (the click on a link left the field) finishes first, then the page goes.
    if (!busy) blocker.proceed();
    else if (dirty && !asking.current) {
      asking.current = true;
      void confirm({ text: t("ui.confirm_leave"), confirmLabel: t("ui.leave"), danger: true }).then((ok) => {
        asking.current = false;
        if (ok) blocker.proceed();
        else blocker.reset();
      });
    }
  }, [blocker, busy, dirty, confirm, t]);

  return <UnsavedContext.Provider value={report}>{children}</UnsavedContext.Provider>;
}

/**
 * A form that saves when the focus leaves it: `changed` says what it holds differs from the list,
 * `save` sends it. Returns the form's handlers and its state for the hint under it.
 */
function useSaveOnLeave(key: string, changed: boolean, save: () => Promise<boolean>) {
  const report = useContext(UnsavedContext);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const state: EditState = saving ? "saving" : changed ? "dirty" : "clean";
  useEffect(() => report(key, state), [report, key, state]);
  useEffect(() => () => report(key, "clean"), [report, key]);
  const send = async () => {
    if (!changed || saving) return;
    setSaving(true);
    const ok = await save();
    setSaving(false);
    setFailed(!ok);
  };
  return {
    state,
    failed: failed && changed,
    onSubmit: (e: React.FormEvent) => {
      e.preventDefault();
      void send();
    },
    // Leaving the form, not moving between its fields: the focus goes outside it (or nowhere).
    onBlur: (e: React.FocusEvent<HTMLFormElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) void send();
    },
  };
}

/** The hint under a form that saves on leaving: saving, not saved yet, or not saved (failed). */
function SaveHint({ state, failed, testId }: { state: EditState; failed: boolean; testId: string }) {
  const { t } = useTranslation("booking_panel");
  if (state === "clean") return null;
  return (
    <p
      className={`mt-2 text-xs ${failed ? "text-red-700" : "text-amber-900"}`}
      role="status"
      data-testid={testId}
      data-state={failed ? "failed" : state}
    >
      {state === "saving" ? t("rooming.saving") : failed ? t("rooming.not_saved") : t("rooming.unsaved")}
    </p>
  );
}

/** The room's numbers at each hotel city of the package (the hotel gives them on arrival). */
export function RoomNumbers({
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
  const changed = cities.some((c) => (numbers[c] ?? "").trim() !== (room.numbers[c] ?? ""));
  const form = useSaveOnLeave(`room-${room.id}`, changed, () =>
    write(() => roomingClient.setNumbers(timeId, room.id, numbers)),
  );
  if (cities.length === 0) return null;
  return (
    <form
      className="mt-3 border-t border-slate-100 pt-3"
      aria-label={`${t("rooming.numbers")} · ${roomName}`}
      onSubmit={form.onSubmit}
      onBlur={form.onBlur}
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
      <SaveHint state={form.state} failed={form.failed} testId="rooming-numbers-state" />
      {changed ? (
        <button type="submit" className={`${buttonClass.secondary} mt-2 w-full`} data-testid="rooming-save-numbers">
          {t("rooming.save_numbers")}
        </button>
      ) : null}
    </form>
  );
}

/**
 * The departure's check-in and check-out at each hotel city (the dates the hotels are given),
 * in the itinerary's order; printed and exported with the list.
 */
export function HotelStays({ list, timeId, write }: { list: RoomingListDto; timeId: number; write: Write }) {
  const { t } = useTranslation("booking_panel");
  const fmt = useBookingFormat();
  const baseId = useId();
  const saved = (city: string) => list.stays.find((s) => s.city === city);
  const [dates, setDates] = useState<Record<string, { check_in: string; check_out: string }>>(() =>
    Object.fromEntries(list.stays.map((s) => [s.city, { check_in: s.check_in ?? "", check_out: s.check_out ?? "" }])),
  );
  const cities = list.stays.map((s) => s.city);
  const changed = cities.some(
    (c) =>
      (dates[c]?.check_in ?? "") !== (saved(c)?.check_in ?? "") ||
      (dates[c]?.check_out ?? "") !== (saved(c)?.check_out ?? ""),
  );
  // Only complete stays are sent: a city with one date of two waits for the other.
  const complete = cities.filter((c) => dates[c]?.check_in && dates[c]?.check_out);
  const form = useSaveOnLeave("stays", changed, () =>
    write(() =>
      roomingClient.setStays(
        timeId,
        complete.map((city) => ({ city, check_in: dates[city].check_in, check_out: dates[city].check_out })),
      ),
    ),
  );
  if (cities.length === 0) return null;
  const set = (city: string, field: "check_in" | "check_out", value: string) =>
    setDates((d) => ({ ...d, [city]: { ...(d[city] ?? { check_in: "", check_out: "" }), [field]: value } }));
  return (
    <FormSection
      title={t("rooming.stays")}
      description={t("rooming.stays_hint")}
      className="mb-6"
      testId="rooming-stays"
    >
      <form onSubmit={form.onSubmit} onBlur={form.onBlur} aria-label={t("rooming.stays")}>
        <div className="grid gap-4 md:grid-cols-2">
          {cities.map((city, i) => (
            <fieldset key={city} className="rounded-lg border border-slate-200 p-3" data-testid="rooming-stay">
              <legend className="flex items-center gap-2 px-1 font-semibold text-slate-900">
                <CalendarDays aria-hidden className="size-4 text-slate-500" />
                {city}
              </legend>
              <div className="grid grid-cols-2 gap-2">
                {(["check_in", "check_out"] as const).map((field) => (
                  <div key={field}>
                    <label htmlFor={`${baseId}-${i}-${field}`} className="block text-xs font-medium text-slate-700">
                      {t(`rooming.${field}`)}
                    </label>
                    <input
                      id={`${baseId}-${i}-${field}`}
                      type="date"
                      className="mt-1 min-h-11 w-full rounded-md border border-slate-300 px-2 text-sm"
                      value={dates[city]?.[field] ?? ""}
                      min={list.time.start_date}
                      max={list.time.end_date}
                      onChange={(e) => set(city, field, e.target.value)}
                      data-testid={`rooming-${field}`}
                    />
                  </div>
                ))}
              </div>
              {saved(city)?.check_in && saved(city)?.check_out ? (
                <p className="mt-2 text-xs text-slate-600">
                  {fmt.range(saved(city)?.check_in ?? "", saved(city)?.check_out ?? "")}
                </p>
              ) : null}
            </fieldset>
          ))}
        </div>
        <SaveHint state={form.state} failed={form.failed} testId="rooming-stays-state" />
        {changed ? (
          <button type="submit" className={`${buttonClass.secondary} mt-3`} data-testid="rooming-save-stays">
            {t("rooming.save_stays")}
          </button>
        ) : null}
      </form>
    </FormSection>
  );
}
