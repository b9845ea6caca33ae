import { CheckCircle2, ClipboardCheck, Pencil } from "lucide-react";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { agencyToday } from "#app/shared/dates";
import { handleWriteError } from "#app/shared/http/panel-api";
import { localeTag } from "#app/shared/i18n/config";
import { InputField } from "#app/shared/ui/bound-fields";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { Badge, buttonClass, FormSection } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { useRootData } from "#app/modules/account/ui/root-data";
import { useCan } from "#app/modules/account/ui/use-can";
import { bookingClient } from "#app/modules/booking/booking.api-client";
import { type BookingDto, type GuestDto, guestMinistryInput } from "#app/modules/booking/booking.contract";
import { type MinistryField, ministryDueOn, missingMinistryFields } from "#app/modules/booking/ministry.rules";
import { useBooking, useBookingChanged, useBookingFormat } from "./booking-kit";
import { MinistrySection } from "./ministry-section";

/**
 * The "Ministry data" card of an umrah booking's page (docs/product.md §Ministry data, decision
 * 081): each guest's data complete, or what is still missing (`missingMinistryFields`), the day it
 * is due (`ministryDueOn`), and a dialog to complete it with the checkout's fields and pickers. The
 * booking's customer and staff with the documents permission edit it (PUT
 * /api/booking/{id}/guest/{guest_id}/ministry); others read it. Reads the booking page's own query.
 * Nothing for a tour, nor for the pilgrim's agent, whose view of the guests has no ministry data.
 */
export function BookingMinistry({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation("ministry");
  const { user } = useRootData();
  const canStaff = useCan("documents");
  const fmt = useBookingFormat();
  const booking = useBooking(bookingId).data;
  const [editing, setEditing] = useState<GuestDto | null>(null);
  if (booking?.tour?.kind !== "umrah") return null;
  const guests = [...booking.guests].sort((a, b) => a.position - b.position);
  if (!guests.every((g) => "father_name" in g)) return null;

  const mine = user?.role === "customer" && user.id === booking.customer.id;
  const open = booking.status !== "canceled";
  const canEdit = open && (mine || (user?.role === "admin" && canStaff));
  const missing = new Map(guests.map((g) => [g.id, missingMinistryFields(g)]));
  const complete = guests.every((g) => missing.get(g.id)?.length === 0);
  const due = booking.time ? ministryDueOn(booking.time.start_date, agencyToday(new Date(booking.created_at))) : null;
  const overdue = due !== null && !complete && agencyToday(new Date()) > due;
  const list = new Intl.ListFormat(localeTag[fmt.locale], { type: "conjunction" });
  const labels: Record<MinistryField, string> = {
    father_name: t("field.father_name"),
    passport_name: t("field.passport_name"),
    passport_office: t("field.passport_office"),
    birth_place: t("field.birth_place"),
    address: t("field.address"),
    marital_status: t("field.marital_status"),
    education: t("field.education"),
    occupation: t("field.occupation"),
    nationality: t("field.nationality"),
    ic_number: t("field.ic_number"),
    phone: t("field.phone"),
  };

  return (
    <FormSection
      title={t("card.title")}
      description={t("card.intro")}
      className="mt-6"
      testId="booking-ministry"
      actions={
        complete ? (
          <Badge tone="green" testId="ministry-complete">
            <CheckCircle2 aria-hidden className="size-3.5" />
            {t("card.all_complete")}
          </Badge>
        ) : due ? (
          <Badge tone={overdue ? "red" : "amber"} testId="ministry-due">
            {overdue ? t("card.overdue", { date: fmt.date(due) }) : t("card.due", { date: fmt.date(due) })}
          </Badge>
        ) : null
      }
    >
      {open ? null : <p className="mb-3 text-sm text-slate-700">{t("card.closed")}</p>}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {guests.map((g) => {
          const gaps = missing.get(g.id) ?? [];
          return (
            <li
              key={g.id}
              className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid={`ministry-guest-${g.position}`}
              data-complete={gaps.length === 0}
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span className="break-words">{g.full_name}</span>
                  {gaps.length === 0 ? (
                    <Badge tone="green">{t("card.complete")}</Badge>
                  ) : (
                    <Badge tone={overdue ? "red" : "amber"}>{t("card.missing", { count: gaps.length })}</Badge>
                  )}
                </p>
                {gaps.length > 0 ? (
                  <p className="mt-1 text-sm text-slate-700" data-testid={`ministry-missing-${g.position}`}>
                    {t("card.missing_list", { fields: list.format(gaps.map((f) => labels[f])) })}
                  </p>
                ) : g.region ? (
                  <p className="mt-1 text-sm text-slate-600">
                    {[g.region.village, g.region.district, g.region.regency, g.region.province]
                      .filter(Boolean)
                      .join(", ")}
                  </p>
                ) : null}
              </div>
              {canEdit ? (
                <button
                  type="button"
                  className={`${gaps.length > 0 ? buttonClass.primary : buttonClass.secondary} shrink-0`}
                  onClick={() => setEditing(g)}
                  aria-label={
                    gaps.length > 0
                      ? t("card.edit_named", { name: g.full_name })
                      : t("card.correct_named", { name: g.full_name })
                  }
                  data-testid={`ministry-edit-${g.position}`}
                >
                  {gaps.length > 0 ? (
                    <ClipboardCheck aria-hidden className="size-4" />
                  ) : (
                    <Pencil aria-hidden className="size-4" />
                  )}
                  {gaps.length > 0 ? t("card.edit") : t("card.correct")}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FormDialog
        open={editing !== null}
        onOpenChange={(next) => (next ? null : setEditing(null))}
        title={t("card.dialog_title", { name: editing?.full_name ?? "" })}
        testId="ministry-dialog"
      >
        {editing ? (
          <MinistryForm
            booking={booking}
            guest={editing}
            index={guests.findIndex((g) => g.id === editing.id)}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
    </FormSection>
  );
}

/** The dialog's form: the checkout's ministry section for one guest, with the IC number and the phone. */
function MinistryForm({
  booking,
  guest: g,
  index,
  onDone,
}: {
  booking: BookingDto;
  guest: GuestDto;
  index: number;
  onDone: () => void;
}) {
  const { t } = useTranslation(["ministry", "catalog_admin"]);
  const changed = useBookingChanged();
  const form = useContractForm(guestMinistryInput, {
    defaultValues: {
      father_name: g.father_name ?? "",
      passport_name: g.passport_name ?? "",
      passport_office: g.passport_office ?? "",
      birth_place: g.birth_place ?? "",
      region_code: g.region_code ?? "",
      state: g.state ?? "",
      postal_code: g.postal_code ?? "",
      marital_status: g.marital_status ?? "",
      education: g.education ?? "",
      occupation: g.occupation ?? "",
      nationality: g.nationality ?? "",
      ic_number: g.ic_number ?? "",
      phone: g.phone ?? "",
    } as never,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await bookingClient.saveMinistry(booking.id, g.id, values);
      toast.success(res.message);
      await changed(res.data);
      onDone();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="ministry-form">
        <MinistrySection
          prefix=""
          index={index}
          fullName={g.full_name}
          country={g.country}
          young={g.traveller_type !== "adult"}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="ic_number"
            label={t("field.ic_number")}
            autoComplete="off"
            data-testid={`guest-${index}-ic_number`}
          />
          <InputField
            form={form}
            name="phone"
            label={t("field.phone")}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            data-testid={`guest-${index}-phone`}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            className={buttonClass.primary}
            disabled={form.formState.isSubmitting}
            data-testid="ministry-save"
          >
            {t("card.save")}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={onDone}>
            {t("card.cancel")}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
