import { BedDouble, Users } from "lucide-react";
import { useEffect, useId } from "react";
import { type FieldError, get, useController, useFormContext, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { DepartureDto } from "#app/modules/catalog/catalog.contract";
import { type TravellerType, travellerType } from "#app/modules/catalog/rooms.rules";
import { type Discount, fareAfterDiscount } from "#app/modules/catalog/catalog.rules";
import type { CheckoutInput } from "#app/modules/booking/booking.contract";
import { choiceInputClass } from "#app/shared/ui/choice-group";
import type { QuoteGuest } from "./use-checkout-quote";

/** The guest's traveller type on the departure's start date, for display only (the server decides); null without a birth date. */
export function guestType(birthDate: string | null | undefined, startDate: string | undefined): TravellerType | null {
  if (!birthDate || !startDate) return null;
  try {
    return travellerType(birthDate, startDate);
  } catch {
    return null;
  }
}

/** The bed a guest gets when nothing is chosen: the first room type with beds for sale. */
export function defaultRoomTypeId(departure: DepartureDto | null): number | undefined {
  return departure?.fares.find((f) => !f.full)?.room_type_id;
}

/**
 * The guests as the quote prices them. A guest without a birth date yet is quoted as an adult
 * (what the server assumes of a client that sends no guests); nothing is sent while no guest has
 * a birth date or a choice of its own, so the first render's quote still fits.
 */
export function quoteGuests(
  guests: { birth_date?: string | null; room_type_id?: number | null }[],
  departure: DepartureDto | null,
): QuoteGuest[] | undefined {
  if (!departure || departure.fares.length === 0) return undefined;
  const fallback = defaultRoomTypeId(departure);
  const own = guests.some((g) => g.birth_date || (g.room_type_id !== undefined && g.room_type_id !== fallback));
  if (!own) return undefined;
  const adult = `${Number(departure.start_date.slice(0, 4)) - 30}${departure.start_date.slice(4)}`;
  return guests.map((g) => ({
    birth_date: g.birth_date && guestType(g.birth_date, departure.start_date) ? g.birth_date : adult,
    room_type_id: g.room_type_id === undefined ? fallback : g.room_type_id,
  }));
}

/**
 * One guest's room (docs/product.md §Rooms and travellers): the traveller type the birth date
 * gives on the departure date, then a bed of a room type on sale (price per bed; full ones
 * disabled), "no bed" for a child when the departure sells it, or the infant fare. The value is
 * `room_type_id` of the guest (null = no bed or infant). `problem` is the quote's refusal of
 * this guest; the form's own error (a 422 of the checkout) shows otherwise. Fares are shown per
 * person after the package's discount, the figure of the package page and the summary
 * (catalog.rules fareAfterDiscount, decision 057).
 */
export function GuestRoom({
  index,
  departure,
  money,
  discount = null,
  problem,
  shared,
}: {
  index: number;
  departure: DepartureDto | null;
  money: (minor: number) => string;
  discount?: Discount;
  problem?: string;
  /** The beds of the chosen room left to other pilgrims of the same gender (rooming.rules). */
  shared?: { count: number; beds: number; name: string } | null;
}) {
  const { t } = useTranslation("booking");
  const { control } = useFormContext<CheckoutInput>();
  const path = `guests.${index}.room_type_id` as const;
  const birthDate = useWatch({ control, name: `guests.${index}.birth_date` }) as string | null | undefined;
  const { field } = useController({ control, name: path });
  const { errors } = useFormState({ control, name: path });
  const error = problem ?? (get(errors, path) as FieldError | undefined)?.message;
  const id = useId();
  const type = guestType(birthDate, departure?.start_date);
  const fares = departure?.fares ?? [];
  const value = field.value as number | null | undefined;
  const fallback = defaultRoomTypeId(departure);
  const onChange = field.onChange;
  // What one traveller of this type pays for a fare (an unknown type is shown as an adult's).
  const fare = (price: number) => money(fareAfterDiscount(price, type ?? "adult", discount));

  // Keep the choice one the guest may take: an infant has the infant fare, an adult a bed (the
  // first on sale unless chosen), a room type not sold on this departure falls back to the first.
  useEffect(() => {
    if (!departure || fares.length === 0) return;
    if (type === "infant") {
      if (value !== null) onChange(null);
    } else if (
      value === null ? type !== "child" : value === undefined || !fares.some((f) => f.room_type_id === value)
    ) {
      if (fallback !== undefined && fallback !== value) onChange(fallback);
    }
  }, [departure, fares, type, value, fallback, onChange]);

  if (!departure || fares.length === 0) return null;
  const typeLabel =
    type === "adult"
      ? t("room.type_adult")
      : type === "child"
        ? t("room.type_child")
        : type === "infant"
          ? t("room.type_infant")
          : null;

  return (
    <fieldset
      className="rounded-lg border border-slate-200 p-4"
      data-invalid={error ? "true" : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid={`guest-${index}-room`}
    >
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold tracking-wide text-brand-800 uppercase">
        <BedDouble aria-hidden="true" className="size-4" />
        {t("room.legend")}
      </legend>
      <p className="mb-3 text-sm text-slate-700" data-testid={`guest-${index}-type`} data-type={type ?? undefined}>
        {typeLabel ? t("room.type_on_departure", { type: typeLabel }) : t("room.type_unknown")}
      </p>
      {type === "infant" ? (
        <p className="text-sm text-slate-900">
          {departure.infant_price !== null
            ? t("room.infant_fare", { price: fare(departure.infant_price) })
            : t("room.infant_no_fare")}
        </p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {fares.map((f) => (
            <label
              key={f.room_type_id}
              className={`flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 ${
                f.full
                  ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500"
                  : "cursor-pointer border-slate-300"
              } ${value === f.room_type_id ? "border-brand-700 bg-brand-50" : ""}`}
            >
              <input
                type="radio"
                name={`${id}-room`}
                className={choiceInputClass}
                checked={value === f.room_type_id}
                disabled={f.full}
                onChange={() => onChange(f.room_type_id)}
                data-testid={`guest-${index}-room-${f.code}`}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{f.name}</span>
                <span className="block text-xs text-slate-600">
                  {f.full ? t("room.full") : t("room.per_bed", { price: fare(f.price) })}
                </span>
              </span>
            </label>
          ))}
          {type === "child" && departure.child_no_bed_price !== null ? (
            <label
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 ${
                value === null ? "border-brand-700 bg-brand-50" : ""
              }`}
            >
              <input
                type="radio"
                name={`${id}-room`}
                className={choiceInputClass}
                checked={value === null}
                onChange={() => onChange(null)}
                data-testid={`guest-${index}-room-no_bed`}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{t("room.no_bed")}</span>
                <span className="block text-xs text-slate-600">{fare(departure.child_no_bed_price)}</span>
              </span>
            </label>
          ) : null}
        </div>
      )}
      {shared && type !== "infant" ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700" data-testid={`guest-${index}-room-share`}>
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {t("room.share_note", { count: shared.count, beds: shared.beds, name: shared.name })}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          className="mt-2 text-sm text-red-700"
          role="alert"
          data-testid={`guest-${index}-room-error`}
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
