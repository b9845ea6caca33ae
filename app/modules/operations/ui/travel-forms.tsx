import { BedDouble, Save } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { AGENCY_TIME_ZONE, formatDayRange } from "#app/shared/dates";
import { isTimeZone, zonedInstant, zonedLocal } from "#app/shared/zoned-time";
import { ApiError } from "#app/shared/http/client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { InputField, NumberField, SelectField, type SelectOption } from "#app/shared/ui/bound-fields";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { controlClass } from "#app/shared/ui/form-field";
import { DialogForm } from "#app/shared/ui/list-kit";
import { FormSection } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { useRootData } from "#app/modules/account/ui/root-data";
import { travelClient } from "#app/modules/operations/operations.api-client";
import {
  type BriefingDto,
  type BriefingInput,
  briefingInput,
  type FlightDto,
  type FlightLegInput,
  flightLegInput,
  type TravelDto,
} from "#app/modules/operations/operations.contract";
import { airportOf, legLine, stayNights } from "#app/modules/operations/travel.rules";

/** A write of the screen: sends, puts the answered view in place; resolves false when refused. */
export type TravelWrite = (request: () => Promise<{ message: string; data: TravelDto }>) => Promise<boolean>;

/** The IANA zones this browser knows, for an airport not in the table (and the meeting time). */
function zoneOptions(): SelectOption[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.filter((z) => z.includes("/")).map((z) => ({ value: z, label: z.replaceAll("_", " ") }));
}

// ---------------------------------------------------------------------------------------------
// A flight leg (add / edit dialog)

const flightFields = z.object({
  airline: z.string(),
  flight_number: z.string(),
  origin: z.string(),
  departs_local: z.string(),
  departs_zone: z.string(),
  destination: z.string(),
  arrives_local: z.string(),
  arrives_zone: z.string(),
  pnr: z.string(),
  group_size: z.string(),
});
type FlightFormValues = z.input<typeof flightFields>;
const flightForm = flightFields.transform(toLegInput).pipe(flightLegInput);

/** The form's text as the API takes it: a known airport's zone is the table's (sent empty). */
function toLegInput(v: FlightFormValues): FlightLegInput {
  const zone = (code: string, given: string) => (airportOf(code.trim().toUpperCase()) ? "" : given);
  return {
    ...v,
    departs_zone: zone(v.origin, v.departs_zone),
    arrives_zone: zone(v.destination, v.arrives_zone),
    group_size: v.group_size.trim() === "" ? null : Number(v.group_size),
  };
}

const EMPTY_LEG: FlightFormValues = {
  airline: "",
  flight_number: "",
  origin: "",
  departs_local: "",
  departs_zone: "",
  destination: "",
  arrives_local: "",
  arrives_zone: "",
  pnr: "",
  group_size: "",
};
const legValues = (leg: FlightDto): FlightFormValues => ({
  airline: leg.airline,
  flight_number: leg.flight_number,
  origin: leg.origin,
  departs_local: zonedLocal(new Date(leg.departs_at), leg.departs_zone),
  departs_zone: airportOf(leg.origin) ? "" : leg.departs_zone,
  destination: leg.destination,
  arrives_local: zonedLocal(new Date(leg.arrives_at), leg.arrives_zone),
  arrives_zone: airportOf(leg.destination) ? "" : leg.arrives_zone,
  pnr: leg.pnr,
  group_size: leg.group_size === null ? "" : String(leg.group_size),
});

/** An airport's code with its zone: the table's (named under it), else a select of IANA zones. */
function AirportFields({
  form,
  side,
}: {
  form: ReturnType<typeof useContractForm<typeof flightForm>>;
  side: "departs" | "arrives";
}) {
  const { t } = useTranslation("operations");
  const codeName = side === "departs" ? "origin" : "destination";
  const code = (form.watch(codeName) ?? "").trim().toUpperCase();
  const airport = airportOf(code);
  const asksZone = !airport && /^[A-Z]{3}$/.test(code);
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {side === "departs" ? t("travel.leg.from") : t("travel.leg.to")}
      </legend>
      <InputField
        form={form}
        name={codeName}
        label={t("travel.leg.airport")}
        hint={
          airport
            ? t("travel.leg.airport_known", { city: airport.city, zone: airport.zone })
            : t("travel.leg.airport_hint")
        }
        required
        maxLength={3}
        autoCapitalize="characters"
        autoComplete="off"
        controlClassName="uppercase"
        data-testid={`leg-${codeName}`}
      />
      <InputField
        form={form}
        name={`${side}_local`}
        label={side === "departs" ? t("travel.leg.departs_local") : t("travel.leg.arrives_local")}
        hint={t("travel.leg.local_hint")}
        required
        type="datetime-local"
        data-testid={`leg-${side}-local`}
      />
      {asksZone ? (
        <SelectField
          form={form}
          name={`${side}_zone`}
          label={t("travel.leg.zone", { code })}
          hint={t("travel.leg.zone_hint")}
          required
          options={zoneOptions()}
          emptyOption={t("travel.leg.zone_choose")}
          className="sm:col-span-2"
          data-testid={`leg-${side}-zone`}
        />
      ) : null}
    </fieldset>
  );
}

/** The add / edit form of a flight leg (inside the screen's dialog). */
export function FlightEditor({
  timeId,
  leg,
  onDone,
  write,
}: {
  timeId: number;
  leg?: FlightDto;
  onDone: () => void;
  write: TravelWrite;
}) {
  const { t } = useTranslation(["operations", "catalog_admin"]);
  const form = useContractForm(flightForm, { defaultValues: leg ? legValues(leg) : EMPTY_LEG });
  const [saving, setSaving] = useState(false);
  const submit = form.handleSubmit(async () => {
    const body = toLegInput(form.getValues());
    setSaving(true);
    try {
      const res = leg
        ? await travelClient.editFlight(timeId, leg.id, body)
        : await travelClient.addFlight(timeId, body);
      await write(async () => res);
      onDone();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    } finally {
      setSaving(false);
    }
  });
  return (
    <DialogForm testId="leg" onSubmit={submit} saving={saving} onCancel={onDone}>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          form={form}
          name="airline"
          label={t("travel.leg.airline")}
          hint={t("travel.leg.airline_hint")}
          required
          maxLength={2}
          autoCapitalize="characters"
          autoComplete="off"
          controlClassName="uppercase"
          data-testid="leg-airline"
        />
        <InputField
          form={form}
          name="flight_number"
          label={t("travel.leg.flight_number")}
          hint={t("travel.leg.flight_number_hint")}
          required
          maxLength={5}
          inputMode="text"
          autoComplete="off"
          data-testid="leg-flight-number"
        />
      </div>
      <AirportFields form={form} side="departs" />
      <AirportFields form={form} side="arrives" />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          form={form}
          name="pnr"
          label={t("travel.leg.pnr")}
          hint={t("travel.leg.pnr_hint")}
          optional
          maxLength={8}
          autoCapitalize="characters"
          autoComplete="off"
          controlClassName="uppercase"
          data-testid="leg-pnr"
        />
        <NumberField
          form={form}
          name="group_size"
          label={t("travel.leg.group_size")}
          optional
          min={1}
          data-testid="leg-group-size"
        />
      </div>
    </DialogForm>
  );
}

// ---------------------------------------------------------------------------------------------
// Ticket numbers of the departure's guests

/**
 * The field messages of a refused write ("tickets.2.ticket_number": "…") by the key the screen
 * knows each sent line by ("41.ticket_number").
 */
function fieldMessages(err: unknown, list: string, keyOf: (index: number) => string | number) {
  const out: Record<string, string> = {};
  if (!(err instanceof ApiError) || !err.body.errors) return out;
  for (const [field, messages] of Object.entries(err.body.errors)) {
    const m = /^([a-z_]+)\.(\d+)\.([a-z_]+)$/.exec(field);
    if (m && m[1] === list && messages[0]) out[`${keyOf(Number(m[2]))}.${m[3]}`] = messages[0];
  }
  return out;
}

/**
 * Each guest's e-ticket number, typed in a table and saved at once: only the changed ones are
 * sent; a number another guest holds comes back on its row (docs/product.md §Departure operations).
 */
export function TicketsSection({ travel, timeId, write }: { travel: TravelDto; timeId: number; write: TravelWrite }) {
  const { t } = useTranslation(["operations", "catalog_admin"]);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const saved = (id: number) => travel.guests.find((g) => g.id === id)?.ticket_number ?? "";
  const current = (id: number) => edits[id] ?? saved(id);
  const changed = travel.guests.filter((g) => current(g.id).trim() !== saved(g.id));

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (changed.length === 0 || saving) return;
    const lines = changed.map((g) => ({ guest_id: g.id, ticket_number: current(g.id).trim() }));
    setSaving(true);
    setErrors({});
    try {
      const res = await travelClient.setTickets(timeId, lines);
      await write(async () => res);
      setEdits({});
    } catch (err) {
      setErrors(fieldMessages(err, "tickets", (i) => lines[i]?.guest_id ?? ""));
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormSection
      title={t("travel.tickets.title")}
      description={t("travel.tickets.hint")}
      className="mb-6"
      testId="travel-tickets"
    >
      {travel.guests.length === 0 ? (
        <p className="text-sm text-slate-700">{t("travel.tickets.empty")}</p>
      ) : (
        <form onSubmit={(e) => void save(e)} noValidate aria-label={t("travel.tickets.title")}>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            aria-label={t("travel.tickets.title")}
            className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
          >
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-700">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("travel.tickets.col_guest")}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t("travel.tickets.col_ticket")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {travel.guests.map((g) => {
                  const error = errors[`${g.id}.ticket_number`];
                  const id = `ticket-${g.id}`;
                  return (
                    <tr key={g.id} className="border-b border-slate-100 align-top" data-testid="ticket-row">
                      <th scope="row" className="py-2 pr-3 text-left font-normal">
                        <label htmlFor={id} className="block font-medium break-words text-slate-900">
                          {g.full_name}
                        </label>
                        <span className="text-xs text-slate-600">{g.booking_code}</span>
                      </th>
                      <td className="py-2">
                        <input
                          id={id}
                          className={`${controlClass} min-w-44 font-mono`}
                          value={current(g.id)}
                          inputMode="numeric"
                          autoComplete="off"
                          maxLength={20}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          onChange={(e) => setEdits((d) => ({ ...d, [g.id]: e.target.value }))}
                          data-testid="ticket-input"
                        />
                        {error ? (
                          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                            {error}
                          </p>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <SubmitButton loading={saving} loadingLabel={t("catalog_admin:ui.saving")} data-testid="tickets-save">
              {t("travel.tickets.save")}
            </SubmitButton>
            {changed.length > 0 ? (
              <span className="text-sm text-amber-900" role="status">
                {t("travel.tickets.unsaved", { count: changed.length })}
              </span>
            ) : null}
          </div>
        </form>
      )}
    </FormSection>
  );
}

// ---------------------------------------------------------------------------------------------
// Hotels per city

type StayDraft = { check_in: string; check_out: string; hotel: string; nusuk_ref: string };

/**
 * Each hotel city's stay: dates, the hotel and its Nusuk Masar reference, the nights counted
 * from the dates. A city with a hotel but no dates is not sent (the dates come first).
 */
export function HotelsSection({ travel, timeId, write }: { travel: TravelDto; timeId: number; write: TravelWrite }) {
  const { t } = useTranslation(["operations", "catalog_admin"]);
  const { locale } = useRootData();
  const baseId = useId();
  const [edits, setEdits] = useState<Record<string, StayDraft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const saved = (city: string): StayDraft => {
    const s = travel.stays.find((x) => x.city === city);
    return {
      check_in: s?.check_in ?? "",
      check_out: s?.check_out ?? "",
      hotel: s?.hotel ?? "",
      nusuk_ref: s?.nusuk_ref ?? "",
    };
  };
  const current = (city: string) => edits[city] ?? saved(city);
  const set = (city: string, field: keyof StayDraft, value: string) =>
    setEdits((d) => ({ ...d, [city]: { ...current(city), [field]: value } }));
  const cities = travel.stays.map((s) => s.city);
  const changed = cities.some((c) => JSON.stringify(current(c)) !== JSON.stringify(saved(c)));

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!changed || saving) return;
    const missing: Record<string, string> = {};
    for (const c of cities) {
      const v = current(c);
      const dated = v.check_in !== "" && v.check_out !== "";
      if (!dated && (v.check_in || v.check_out || v.hotel.trim() || v.nusuk_ref.trim()))
        missing[`${c}.${v.check_in ? "check_out" : "check_in"}`] = t("travel.hotels.dates_needed");
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const sent = cities.filter((c) => current(c).check_in && current(c).check_out);
    setSaving(true);
    try {
      const res = await travelClient.setHotels(
        timeId,
        sent.map((city) => ({ city, ...current(city) })),
      );
      await write(async () => res);
      setEdits({});
    } catch (err) {
      setErrors(fieldMessages(err, "stays", (i) => sent[i] ?? ""));
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormSection
      title={t("travel.hotels.title")}
      description={t("travel.hotels.hint")}
      className="mb-6"
      testId="travel-hotels"
    >
      {cities.length === 0 ? (
        <p className="text-sm text-slate-700">{t("travel.hotels.no_cities")}</p>
      ) : (
        <form onSubmit={(e) => void save(e)} noValidate aria-label={t("travel.hotels.title")}>
          <div className="grid gap-4 md:grid-cols-2">
            {cities.map((city, i) => {
              const v = current(city);
              const nights =
                v.check_in && v.check_out && v.check_out > v.check_in ? stayNights(v.check_in, v.check_out) : null;
              const field = (
                name: keyof StayDraft,
                label: string,
                input: React.InputHTMLAttributes<HTMLInputElement>,
              ) => {
                const id = `${baseId}-${i}-${name}`;
                const error = errors[`${city}.${name}`];
                return (
                  <div className={name === "hotel" || name === "nusuk_ref" ? "col-span-2" : ""}>
                    <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
                      {label}
                    </label>
                    <input
                      id={id}
                      className={controlClass}
                      value={v[name]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(e) => set(city, name, e.target.value)}
                      data-testid={`hotel-${name}`}
                      {...input}
                    />
                    {error ? (
                      <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              };
              return (
                <fieldset key={city} className="rounded-lg border border-slate-200 p-3" data-testid="hotel-stay">
                  <legend className="flex items-center gap-2 px-1 font-semibold text-slate-900">
                    <BedDouble aria-hidden className="size-4 text-slate-500" />
                    {city}
                  </legend>
                  <div className="grid grid-cols-2 gap-3">
                    {field("check_in", t("travel.hotels.check_in"), {
                      type: "date",
                      min: travel.time.start_date,
                      max: travel.time.end_date,
                    })}
                    {field("check_out", t("travel.hotels.check_out"), {
                      type: "date",
                      min: travel.time.start_date,
                      max: travel.time.end_date,
                    })}
                    {field("hotel", t("travel.hotels.hotel"), { maxLength: 120, autoComplete: "off" })}
                    {field("nusuk_ref", t("travel.hotels.nusuk_ref"), {
                      maxLength: 40,
                      autoComplete: "off",
                      autoCapitalize: "characters",
                      className: `${controlClass} font-mono uppercase`,
                    })}
                  </div>
                  <p className="mt-2 text-xs text-slate-700" data-testid="hotel-nights">
                    {nights !== null
                      ? `${formatDayRange(v.check_in, v.check_out, locale)} · ${t("travel.hotels.nights", { count: nights })}`
                      : t("travel.hotels.no_dates")}
                  </p>
                </fieldset>
              );
            })}
          </div>
          <div className="mt-3">
            <SubmitButton loading={saving} loadingLabel={t("catalog_admin:ui.saving")} data-testid="hotels-save">
              {t("travel.hotels.save")}
            </SubmitButton>
          </div>
        </form>
      )}
    </FormSection>
  );
}

// ---------------------------------------------------------------------------------------------
// Tour leader, meeting point and the reminder's flight (the departure's briefing)

const briefingForm = z
  .object({
    tour_leader: z.string(),
    tour_leader_phone: z.string(),
    meeting_point: z.string(),
    meeting_local: z.string(),
    meeting_zone: z.string(),
    flight: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.meeting_local !== "" && !zonedInstant(v.meeting_local, v.meeting_zone))
      ctx.addIssue({ code: "custom", path: ["meeting_local"], message: "local_time_skipped" });
  })
  .transform(
    (v): BriefingInput => ({
      tour_leader: v.tour_leader,
      tour_leader_phone: v.tour_leader_phone,
      meeting_point: v.meeting_point,
      meeting_at: v.meeting_local ? (zonedInstant(v.meeting_local, v.meeting_zone)?.toISOString() ?? "") : "",
      flight: v.flight,
    }),
  )
  .pipe(briefingInput);

/**
 * The tour leader and their phone, the meeting point and time (on the first leg's airport's
 * clock, the agency's before any leg) and the flight the reminder names (empty: the first leg).
 */
export function BriefingSection({
  travel,
  timeId,
  onSaved,
}: {
  travel: TravelDto;
  timeId: number;
  onSaved: (briefing: BriefingDto) => void;
}) {
  const { t } = useTranslation(["operations", "catalog_admin"]);
  const { locale } = useRootData();
  const b = travel.briefing;
  const first = travel.flights[0];
  const zone = first?.departs_zone ?? AGENCY_TIME_ZONE;
  const form = useContractForm(briefingForm, {
    defaultValues: {
      tour_leader: b.tour_leader,
      tour_leader_phone: b.tour_leader_phone,
      meeting_point: b.meeting_point,
      meeting_local: b.meeting_at ? zonedLocal(new Date(b.meeting_at), zone) : "",
      meeting_zone: isTimeZone(zone) ? zone : AGENCY_TIME_ZONE,
      flight: b.flight,
    },
  });
  const [saving, setSaving] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      const res = await travelClient.setBriefing(timeId, values);
      onSaved(res.data);
      toast.success(t("travel.briefing.saved"));
      form.reset(form.getValues());
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    } finally {
      setSaving(false);
    }
  });
  const PHONE = { type: "tel", inputMode: "tel", autoComplete: "off" } as const;
  return (
    <FormSection
      title={t("travel.briefing.title")}
      description={t("travel.briefing.hint")}
      className="mb-6"
      testId="travel-briefing"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label={t("travel.briefing.title")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="tour_leader"
            label={t("travel.briefing.tour_leader")}
            optional
            maxLength={120}
            autoComplete="off"
            data-testid="briefing-tour-leader"
          />
          <InputField
            form={form}
            name="tour_leader_phone"
            label={t("travel.briefing.tour_leader_phone")}
            optional
            maxLength={20}
            {...PHONE}
            data-testid="briefing-tour-leader-phone"
          />
          <InputField
            form={form}
            name="meeting_point"
            label={t("travel.briefing.meeting_point")}
            optional
            maxLength={300}
            className="sm:col-span-2"
            data-testid="briefing-meeting-point"
          />
          <InputField
            form={form}
            name="meeting_local"
            label={t("travel.briefing.meeting_local")}
            optional
            type="datetime-local"
            data-testid="briefing-meeting-local"
          />
          <SelectField
            form={form}
            name="meeting_zone"
            label={t("travel.briefing.meeting_zone")}
            options={zoneOptions()}
            data-testid="briefing-meeting-zone"
          />
          <InputField
            form={form}
            name="flight"
            label={t("travel.briefing.flight")}
            hint={
              first
                ? t("travel.briefing.flight_hint", { line: legLine(first, locale) })
                : t("travel.briefing.flight_hint_none")
            }
            optional
            maxLength={200}
            className="sm:col-span-2"
            data-testid="briefing-flight"
          />
        </div>
        <ActionButton
          look="primary"
          icon={Save}
          type="submit"
          disabled={saving}
          aria-busy={saving}
          data-testid="briefing-save"
        >
          {saving ? t("catalog_admin:ui.saving") : t("travel.briefing.save")}
        </ActionButton>
      </form>
    </FormSection>
  );
}
