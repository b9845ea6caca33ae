import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { DepartureFareDto, DepartureFareInput } from "#app/modules/catalog/catalog.contract";
import { MoneyField, NumberField } from "#app/shared/ui/bound-fields";
import { numberField } from "#app/shared/ui/form-values";

/** A room type of the package as the grid lists it (name in the reader's language). */
export interface GridRoomType {
  id: number;
  code: string;
  name: string;
  beds: number;
}

/** One row of the grid as the form holds it: empty price = not sold, empty allotment = seats only. */
export const fareRowSchema = z.object({ room_type_id: z.number(), price: z.string(), bed_allotment: z.string() });
export type FareRow = z.infer<typeof fareRowSchema>;

type Money = {
  fromField: (text: string | null | undefined) => number | undefined;
  toField: (minor: number | null | undefined) => string;
};

/** The grid's rows: one per room type of the package, filled from the departure's fares. */
export function fareRows(
  roomTypes: GridRoomType[],
  fares: DepartureFareDto[] | undefined,
  fallback: string,
  money: Money,
): FareRow[] {
  return roomTypes.map((r) => {
    const fare = fares?.find((f) => f.room_type_id === r.id);
    return {
      room_type_id: r.id,
      price: fares ? money.toField(fare?.price) : fallback,
      bed_allotment: fare?.bed_allotment == null ? "" : String(fare.bed_allotment),
    };
  });
}

/** Checks what the contract cannot see on a row (its text), on the row's own fields. */
export function checkFareRows(rows: FareRow[], money: Money, ctx: z.RefinementCtx) {
  rows.forEach((r, i) => {
    const price = money.fromField(r.price);
    if (price !== undefined && !(price >= 0))
      ctx.addIssue({ code: "custom", path: ["grid", i, "price"], message: "invalid" });
    const allotment = numberField(r.bed_allotment);
    if (allotment !== undefined && !(Number.isInteger(allotment) && allotment >= 0 && allotment <= 10_000))
      ctx.addIssue({ code: "custom", path: ["grid", i, "bed_allotment"], message: "invalid" });
  });
}

/** The rows with a price, as the contract's fares. */
export function faresOf(rows: FareRow[], money: Money): DepartureFareInput[] {
  return rows.flatMap((r) => {
    const price = money.fromField(r.price);
    return price === undefined
      ? []
      : [{ room_type_id: r.room_type_id, price, bed_allotment: numberField(r.bed_allotment) ?? null }];
  });
}

/**
 * The server names a fare by its place among the fares sent (`fares.1.bed_allotment`), which
 * skips the rows not sold: its messages are moved onto the grid's rows.
 */
export function gridErrors(errors: Record<string, string[]>, rows: FareRow[], money: Money) {
  const sold = rows.flatMap((r, i) => (money.fromField(r.price) === undefined ? [] : [i]));
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => {
      const m = /^fares\.(\d+)\.(.+)$/.exec(field);
      const row = m ? sold[Number(m[1])] : undefined;
      const at = row === undefined || !m ? field : `grid.${row}.${m[2] === "room_type_id" ? "price" : m[2]}`;
      return [at, messages];
    }),
  );
}

interface GridValues extends FieldValues {
  grid: FareRow[];
  child_no_bed_price: string;
  infant_price: string;
}

// The fares of the travellers without a bed of their own, under the room types' cards.
const TRAVELLER_FARES = [
  { field: "child_no_bed_price", label: "fares.child_no_bed", testId: "fare-child-no-bed" },
  { field: "infant_price", label: "fares.infant", testId: "fare-infant" },
] as const;

/**
 * The fare grid of a departure (docs/product.md §Rooms and travellers): for each room type the
 * price of one bed (empty = not sold) and an optional allotment of beds, with the beds already
 * held and left; then the fares of a child without a bed and of an infant (empty = not sold).
 * One card per room type: it reads the same on a phone and at a desk.
 */
export function FareGrid<T extends GridValues, O>({
  form,
  roomTypes,
  fares,
}: {
  form: UseFormReturn<T, unknown, O>;
  roomTypes: GridRoomType[];
  /** The saved grid with its beds held and left (none for a new departure). */
  fares?: DepartureFareDto[];
}) {
  const { t } = useTranslation("catalog_admin");
  const { errors } = form.formState;
  const gridError = (get(errors, "fares") as FieldError | undefined)?.message;
  const name = (path: string) => path as Path<T>;
  return (
    <fieldset className="space-y-3" data-testid="fare-grid">
      <legend className="text-base font-semibold text-slate-900">{t("fares.title")}</legend>
      <p className="text-sm text-slate-600">{t("fares.intro")}</p>
      {gridError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="fare-grid-error">
          {gridError}
        </p>
      ) : null}
      {roomTypes.length === 0 ? <p className="text-sm text-slate-600">{t("fares.no_room_types")}</p> : null}
      <ul className="space-y-3">
        {roomTypes.map((r, i) => {
          const saved = fares?.find((f) => f.room_type_id === r.id);
          return (
            <li
              key={r.id}
              className="rounded-lg border border-slate-200 bg-slate-50 p-3"
              data-testid={`fare-row-${r.code}`}
            >
              <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h3 className="font-semibold text-slate-900">{r.name}</h3>
                <span className="text-xs text-slate-600">{t("fares.beds_per_room", { count: r.beds })}</span>
              </div>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
                <MoneyField
                  form={form}
                  name={name(`grid.${i}.price`)}
                  label={t("fares.price", { name: r.name })}
                  hint={t("fares.price_hint")}
                  testId={`fare-price-${r.code}`}
                />
                <NumberField
                  form={form}
                  name={name(`grid.${i}.bed_allotment`)}
                  label={t("fares.allotment")}
                  optional
                  min={0}
                  data-testid={`fare-allotment-${r.code}`}
                />
              </div>
              {saved ? (
                <p className="mt-2 text-sm text-slate-700" data-testid={`fare-beds-${r.code}`}>
                  {t("fares.held", { count: saved.beds_held })}
                  {" · "}
                  {saved.beds_left === null ? t("fares.left_unlimited") : t("fares.left", { count: saved.beds_left })}
                  {saved.full ? <span className="ml-2 font-semibold text-red-700">{t("fares.full")}</span> : null}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        {TRAVELLER_FARES.map((fare) => (
          <MoneyField
            key={fare.field}
            form={form}
            name={name(fare.field)}
            label={t(fare.label)}
            optional
            hint={t("fares.not_sold_hint")}
            testId={fare.testId}
          />
        ))}
      </div>
    </fieldset>
  );
}
