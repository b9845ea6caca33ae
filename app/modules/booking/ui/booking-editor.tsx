import { AlertTriangle, Trash2, UserPlus } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { FormProvider, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "#app/shared/ui/toast";
import {
  type BookingDto,
  type BookingUpdateInput,
  bookingUpdateInput,
  MAX_GUESTS,
} from "#app/modules/booking/booking.contract";
import { passportExpiryMinimum } from "#app/modules/booking/booking.rules";
import { emptyGuest, GuestFields, guestToInput, uploadDocument } from "#app/modules/booking/ui/guest-fields";
import { InputField, TextareaField } from "#app/shared/ui/bound-fields";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { FormActions } from "#app/shared/ui/form-actions";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { handleWriteError } from "#app/shared/http/panel-api";
import { useConfirmUpdate } from "#app/shared/ui/use-record-actions";
import { useBookingChanged, useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { bookingClient } from "#app/modules/booking/booking.api-client";
import { catalogQueries } from "#app/modules/catalog/catalog.api-client";
import { relationsAfterRemoval } from "./guest-relation";
import { GuestRoomChoice } from "./guest-room-choice";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
export function BookingEditor({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const navigate = useNavigate();
  const confirmUpdate = useConfirmUpdate();
  const changed = useBookingChanged();
  const fmt = useBookingFormat();
  const showTo = `/panel/booking-history/${booking.id}`;
  // The server refuses a passport that expires less than six months after the trip ends.
  const passportMin = booking.time ? passportExpiryMinimum(booking.time.end_date.slice(0, 10)) : null;

  const defaultValues = useMemo<BookingUpdateInput>(
    () => ({
      booking_name: booking.booking_name,
      special_request: booking.special_request ?? "",
      guests: [...booking.guests]
        .sort((a, b) => a.position - b.position)
        // An adult without a room type (converted before room types) sends none: the server
        // keeps what the booking has rather than the form moving the guest by itself.
        .map((g) => ({
          ...guestToInput(g),
          room_type_id: g.traveller_type === "adult" && g.room_type_id === null ? undefined : g.room_type_id,
        })),
      reason: "",
    }),
    [booking],
  );
  const form = useContractForm(bookingUpdateInput, { defaultValues, shouldFocusError: true });
  const { errors, isSubmitting } = form.formState;
  const guests = useFieldArray({ control: form.control, name: "guests" });
  const count = useWatch({ control: form.control, name: "guests" })?.length ?? guests.fields.length;
  const paxChanged = count !== booking.pax;
  const guestsError = (errors.guests as { message?: string; root?: { message?: string } } | undefined)?.message;
  // The room types sold on the booking's departure, with their prices and whether they are full.
  const departures = useQuery({
    ...catalogQueries.departures(booking.tour?.id ?? 0),
    enabled: Boolean(booking.tour && booking.time),
  });
  const departure = departures.data?.find((d) => d.id === booking.time?.id);
  const money = (minor: number) => fmt.money(minor, booking.currency);
  const soldNames = useMemo(
    () =>
      new Map(
        booking.guests.flatMap((g) =>
          g.room_type_id !== null && g.room_type_name ? [[g.room_type_id, g.room_type_name]] : [],
        ) as [number, string][],
      ),
    [booking.guests],
  );

  const submit = form.handleSubmit(async (input) => {
    if (!(await confirmUpdate())) return;
    try {
      const res = await bookingClient.update(booking.id, input);
      toast.success(res.message);
      await changed(res.data);
      navigate(showTo);
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6" data-testid="booking-edit-form">
        <FormSection title={t("edit.booking_section")}>
          <div className="grid gap-4">
            <InputField
              form={form}
              name="booking_name"
              label={t("column.booking_name")}
              required
              type="text"
              data-testid="edit-booking-name"
            />
            <TextareaField
              form={form}
              name="special_request"
              label={t("detail.special_request")}
              optional
              rows={3}
              data-testid="edit-special-request"
            />
          </div>
        </FormSection>

        {guests.fields.map((field, index) => (
          <FormSection
            key={field.id}
            title={index === 0 ? t("edit.guest_lead", { n: index + 1 }) : t("edit.guest_n", { n: index + 1 })}
            testId={`edit-guest-${index}`}
            actions={
              guests.fields.length > 1 ? (
                <button
                  type="button"
                  className={buttonClass.danger}
                  onClick={() => {
                    // Relations count guests by number: those after the removed guest follow it down.
                    const changes = relationsAfterRemoval(form.getValues("guests"), index);
                    guests.remove(index);
                    for (const c of changes) {
                      form.setValue(`guests.${c.index}.relation`, c.relation);
                      form.setValue(`guests.${c.index}.related_to`, c.related_to);
                    }
                  }}
                  data-testid={`edit-guest-remove-${index}`}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t("edit.remove_guest")}
                  <span className="sr-only"> {t("edit.guest_n", { n: index + 1 })}</span>
                </button>
              ) : null
            }
          >
            <GuestFields
              prefix={`guests.${index}`}
              index={index}
              onUploadVisa={uploadDocument}
              passportExpiryMin={passportMin}
              formatDate={fmt.date}
              startDate={booking.time?.start_date.slice(0, 10)}
              ministry={booking.tour?.kind === "umrah"}
              room={
                // Without a fare grid (none sold, or not loaded) the server keeps the guests' rooms.
                departure && departure.fares.length > 0 ? (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <GuestRoomChoice index={index} departure={departure} money={money} soldNames={soldNames} />
                  </div>
                ) : null
              }
            />
          </FormSection>
        ))}

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <ActionButton
            look="secondary"
            icon={UserPlus}
            large
            disabled={count >= MAX_GUESTS}
            onClick={() =>
              guests.append({
                ...emptyGuest(booking.guests[0]?.country ?? ""),
                // A new guest takes a bed of the first room type on sale until the admin chooses.
                room_type_id: departure?.fares[0]?.room_type_id,
              })
            }
            data-testid="edit-guest-add"
          >
            {t("edit.add_guest")}
          </ActionButton>
          {guestsError ? (
            <p role="alert" className="text-sm text-red-700">
              {guestsError}
            </p>
          ) : null}
        </div>

        {paxChanged ? (
          <p
            className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
            data-testid="edit-requote"
          >
            <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
            <span>
              {t("edit.requote", {
                from: fmt.number(booking.pax),
                to: fmt.number(count),
                total: fmt.money(booking.total, booking.currency),
              })}
            </span>
          </p>
        ) : null}

        <FormSection title={t("edit.reason_section")}>
          <TextareaField
            form={form}
            name="reason"
            label={t("edit.reason")}
            hint={t("edit.reason_hint")}
            optional
            rows={2}
            data-testid="edit-reason"
          />
        </FormSection>

        <FormActions saving={isSubmitting} cancelTo={showTo} saveTestId="edit-save" />
      </form>
    </FormProvider>
  );
}
