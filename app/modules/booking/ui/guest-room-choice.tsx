import { useEffect } from "react";
import { type FieldError, get, useController, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { BookingUpdateInput } from "#app/modules/booking/booking.contract";
import type { DepartureDto } from "#app/modules/catalog/catalog.contract";
import { type TravellerType, travellerType } from "#app/modules/catalog/rooms.rules";
import { controlClass, FormField } from "#app/shared/ui/form-field";

const NO_BED = "no_bed";
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The traveller type the server will give a guest born on `birth` (adult until a date is typed). */
function typeOf(birth: unknown, startDate: string): TravellerType {
  if (typeof birth !== "string" || !ISO_DAY.test(birth)) return "adult";
  try {
    return travellerType(birth, startDate);
  } catch {
    return "adult";
  }
}

/**
 * A guest's room in the admin's booking editor, as at checkout: a bed of one of the room types
 * sold on the booking's departure (price per bed, full ones marked), no bed for a child, the
 * infant fare for an infant (no choice). Sends `guests.{i}.room_type_id` (null = no bed or
 * infant); the server re-quotes and refuses what does not fit on that field.
 */
export function GuestRoomChoice({
  index,
  departure,
  money,
  soldNames,
}: {
  index: number;
  departure: DepartureDto;
  money: (minor: number) => string;
  /** Names of the room types the booking's guests hold (as sold), for one no longer on sale. */
  soldNames: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation("booking_panel");
  const { control, setValue, getValues, formState } = useFormContext<BookingUpdateInput>();
  const name = `guests.${index}.room_type_id` as const;
  const birth = useWatch({ control, name: `guests.${index}.birth_date` });
  const type = typeOf(birth, departure.start_date);
  const { field } = useController({ control, name });
  const error = (get(formState.errors, name) as FieldError | undefined)?.message;

  // Keep the choice fitting the type as the birth date changes: an infant takes no bed, an adult
  // always takes one (the first on sale). Left alone otherwise: absent (a guest converted
  // without a room type) keeps what the booking has.
  useEffect(() => {
    const current = getValues(name);
    if (type === "infant" && current !== null) setValue(name, null, { shouldDirty: true });
    if (type === "adult" && current === null && departure.fares[0])
      setValue(name, departure.fares[0].room_type_id, { shouldDirty: true });
  }, [type, name, departure, getValues, setValue]);

  const value = field.value === null ? NO_BED : field.value === undefined ? "" : String(field.value);
  // A room type the guest holds but no longer sold on the departure stays listed, so that
  // saving other changes does not move the guest by itself.
  const known = departure.fares.some((f) => String(f.room_type_id) === value);
  return (
    <FormField
      label={t("guest.room_type")}
      hint={t("edit.room_hint", { type: t(`traveller.${type}`) })}
      error={error}
      required
      className="sm:col-span-2"
    >
      {(a11y) =>
        type === "infant" ? (
          <p {...a11y} className="py-2 text-sm text-slate-800" data-testid={`edit-guest-room-${index}`}>
            {departure.infant_price === null
              ? t("bed.infant")
              : t("edit.infant_option", { price: money(departure.infant_price) })}
          </p>
        ) : (
          <select
            {...a11y}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={value}
            onChange={(e) =>
              field.onChange(e.target.value === NO_BED ? null : e.target.value ? Number(e.target.value) : undefined)
            }
            className={controlClass}
            data-testid={`edit-guest-room-${index}`}
          >
            {value === "" || (!known && value !== NO_BED) ? (
              <option value={value}>{soldNames.get(Number(value)) ?? t("bed.unknown")}</option>
            ) : null}
            {departure.fares.map((f) => (
              <option key={f.room_type_id} value={String(f.room_type_id)}>
                {t(f.full ? "edit.room_option_full" : "edit.room_option", { name: f.name, price: money(f.price) })}
              </option>
            ))}
            {type === "child" && (departure.child_no_bed_price !== null || value === NO_BED) ? (
              <option value={NO_BED}>
                {departure.child_no_bed_price === null
                  ? t("bed.no_bed")
                  : t("edit.no_bed_option", { price: money(departure.child_no_bed_price) })}
              </option>
            ) : null}
          </select>
        )
      }
    </FormField>
  );
}
