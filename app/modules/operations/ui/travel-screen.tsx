import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plane, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatZoned } from "#app/shared/zoned-time";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { EditDialog } from "#app/shared/ui/form-dialog";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { useDeleteRecord, useRecordWrite } from "#app/shared/ui/use-record-actions";
import { useRootData } from "#app/modules/account/ui/root-data";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { travelClient, travelKeys, travelQueries } from "#app/modules/operations/operations.api-client";
import type { FlightDto, TravelDto } from "#app/modules/operations/operations.contract";
import { DepartureScreen } from "./departure-nav";
import { BriefingSection, FlightEditor, HotelsSection, TicketsSection, type TravelWrite } from "./travel-forms";

/**
 * /panel/tour/{id}/time/{time_id}/travel (staff with the departures permission): a departure's
 * flight legs (each time on its airport's clock), its guests' ticket numbers, its hotels per city
 * with their Nusuk Masar references, the tour leader and the meeting point (docs/product.md
 * §Departure operations). What the pilgrims then see on their booking page and in the reminder.
 */
export function TravelScreen({ tourId, timeId }: { tourId: number; timeId: number }) {
  const { t } = useTranslation(["operations", "catalog_admin"]);
  const fmt = useBookingFormat();
  const queryClient = useQueryClient();
  const query = useQuery(travelQueries.departure(timeId));
  const travel = query.data?.data;
  const frame = { tourId, timeId, title: t("travel.title"), backLabel: t("travel.back"), query };
  const write: TravelWrite = useRecordWrite<TravelDto>(query, travelKeys.departure(timeId));
  const [editing, setEditing] = useState<FlightDto | "new" | null>(null);

  if (!travel) return <DepartureScreen {...frame} loaded={false} />;

  return (
    <DepartureScreen
      {...frame}
      loaded
      description={t("travel.heading", {
        tour: `${travel.tour.name} (${travel.tour.code})`,
        dates: fmt.range(travel.time.start_date, travel.time.end_date),
      })}
    >
      <FlightsSection travel={travel} timeId={timeId} onEdit={setEditing} />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={[t("travel.flights.add"), t("travel.flights.edit")]}
        description={t("travel.flights.dialog_hint")}
        testId="leg-dialog"
      >
        {(leg) => <FlightEditor timeId={timeId} leg={leg} onDone={() => setEditing(null)} write={write} />}
      </EditDialog>
      <TicketsSection travel={travel} timeId={timeId} write={write} />
      <HotelsSection travel={travel} timeId={timeId} write={write} />
      <BriefingSection
        key={travel.briefing.updated_at ?? "new"}
        travel={travel}
        timeId={timeId}
        onSaved={(briefing) =>
          queryClient.setQueryData(travelKeys.departure(timeId), { data: { ...travel, briefing } })
        }
      />
    </DepartureScreen>
  );
}

/** A leg's flight: "SV 817" and the airline's name when known. */
const flightName = (leg: FlightDto) => `${leg.airline} ${leg.flight_number}`;

function FlightsSection({
  travel,
  timeId,
  onEdit,
}: {
  travel: TravelDto;
  timeId: number;
  onEdit: (leg: FlightDto | "new") => void;
}) {
  const { t } = useTranslation("operations");
  const { locale } = useRootData();
  const deleteRecord = useDeleteRecord();
  const queryClient = useQueryClient();
  const at = (iso: string, zone: string) => formatZoned(new Date(iso), locale, zone);
  // The answer is the view without the leg (the confirmation and the toast are useDeleteRecord's).
  const remove = (leg: FlightDto) =>
    void deleteRecord(
      async () => {
        const res = await travelClient.deleteFlight(timeId, leg.id);
        queryClient.setQueryData(travelKeys.departure(timeId), { data: res.data });
        return res;
      },
      { name: flightName(leg) },
    );
  return (
    <FormSection
      title={t("travel.flights.title")}
      description={t("travel.flights.hint")}
      className="mb-6"
      testId="travel-flights"
      actions={
        <ActionButton look="primary" icon={Plus} onClick={() => onEdit("new")} data-testid="leg-add">
          {t("travel.flights.add")}
        </ActionButton>
      }
    >
      {travel.flights.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="flights-empty">
          <Plane aria-hidden className="size-4 text-slate-500" />
          {t("travel.flights.empty")}
        </p>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label={t("travel.flights.title")}
          className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
        >
          {/* On a phone each leg is a card (its cells one under the other), so nothing scrolls sideways. */}
          <table className="w-full text-sm sm:min-w-[36rem]">
            <thead className="max-sm:sr-only">
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t("travel.flights.col_flight")}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t("travel.flights.col_departs")}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t("travel.flights.col_arrives")}
                </th>
                <th scope="col" className="w-px py-2 font-medium">
                  <span className="sr-only">{t("travel.flights.col_actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {travel.flights.map((leg) => (
                <tr
                  key={leg.id}
                  className="border-b border-slate-100 align-top max-sm:relative max-sm:block max-sm:py-2"
                  data-testid="leg-row"
                >
                  <th scope="row" className="py-2 pr-3 text-left font-normal max-sm:block max-sm:py-0 max-sm:pr-24">
                    <span className="block font-semibold text-slate-900">{flightName(leg)}</span>
                    {leg.airline_name ? <span className="block text-slate-600">{leg.airline_name}</span> : null}
                    <span className="block text-xs text-slate-700">
                      {[
                        leg.pnr ? t("travel.flights.pnr", { pnr: leg.pnr }) : t("travel.flights.no_pnr"),
                        leg.group_size ? t("travel.flights.seats", { count: leg.group_size }) : "",
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </th>
                  <td className="py-2 pr-3 max-sm:block max-sm:py-1">
                    <span className="block text-xs text-slate-600 sm:hidden">{t("travel.flights.col_departs")}</span>
                    <span className="block font-medium text-slate-900">
                      {leg.origin}
                      {leg.origin_city ? ` · ${leg.origin_city}` : ""}
                    </span>
                    <span className="block tabular-nums" data-testid="leg-departs">
                      {at(leg.departs_at, leg.departs_zone)}
                    </span>
                  </td>
                  <td className="py-2 pr-3 max-sm:block max-sm:py-1">
                    <span className="block text-xs text-slate-600 sm:hidden">{t("travel.flights.col_arrives")}</span>
                    <span className="block font-medium text-slate-900">
                      {leg.destination}
                      {leg.destination_city ? ` · ${leg.destination_city}` : ""}
                    </span>
                    <span className="block tabular-nums" data-testid="leg-arrives">
                      {at(leg.arrives_at, leg.arrives_zone)}
                    </span>
                  </td>
                  <td className="py-1 whitespace-nowrap max-sm:absolute max-sm:top-0 max-sm:right-0">
                    <button
                      type="button"
                      className={buttonClass.icon}
                      onClick={() => onEdit(leg)}
                      data-testid="leg-edit"
                    >
                      <Pencil aria-hidden className="size-4" />
                      <span className="sr-only">{t("travel.flights.edit_named", { flight: flightName(leg) })}</span>
                    </button>
                    <button
                      type="button"
                      className={buttonClass.iconDanger}
                      onClick={() => remove(leg)}
                      data-testid="leg-delete"
                    >
                      <Trash2 aria-hidden className="size-4" />
                      <span className="sr-only">{t("travel.flights.delete_named", { flight: flightName(leg) })}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </FormSection>
  );
}
