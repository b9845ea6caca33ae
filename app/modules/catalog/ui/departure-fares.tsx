import { useTranslation } from "react-i18next";
import type { DepartureDto } from "#app/modules/catalog/catalog.contract";
import { type Discount, fareAfterDiscount } from "#app/modules/catalog/catalog.rules";
import { useCatalogFormat } from "./format";

/**
 * One departure's fare table (docs/product.md §Rooms and travellers): each room type sold with
 * its price per bed after the package's discount, the beds left (when the agency set an
 * allotment) or "full", then the child-without-bed and infant fares when sold. A list of rows
 * rather than a table, so it reads on a phone without scrolling sideways.
 */
export function DepartureFares({ departure, discount }: { departure: DepartureDto; discount: Discount }) {
  const { t } = useTranslation("catalog");
  const { money } = useCatalogFormat();
  const d = departure;
  if (d.fares.length === 0) return null;
  // Per person after the discount, the same figure the checkout shows (decision 057): a fixed
  // discount counts seats, so it lowers a child's fare and leaves an infant's whole.
  const extra = [
    d.child_no_bed_price !== null
      ? {
          key: "child",
          label: t("fares.child_no_bed"),
          price: fareAfterDiscount(d.child_no_bed_price, "child", discount),
        }
      : null,
    d.infant_price !== null
      ? { key: "infant", label: t("fares.infant"), price: fareAfterDiscount(d.infant_price, "infant", discount) }
      : null,
  ].filter((x) => x !== null);
  return (
    <div className="rounded-md bg-white ring-1 ring-slate-200" data-testid={`fares-${d.id}`}>
      <p className="border-b border-slate-100 px-3 py-1.5 text-xs font-semibold text-slate-700">{t("fares.caption")}</p>
      <ul className="divide-y divide-slate-100 text-sm">
        {d.fares.map((f) => {
          const price = fareAfterDiscount(f.price, "adult", discount);
          return (
            <li
              key={f.room_type_id}
              className={`flex items-center justify-between gap-3 px-3 py-2 ${f.full ? "text-slate-500" : ""}`}
              data-testid={`fare-${d.id}-${f.code}`}
              data-full={f.full ? "true" : undefined}
            >
              <span className="min-w-0">
                <span className={`font-medium ${f.full ? "text-slate-600 line-through" : "text-slate-900"}`}>
                  {f.name}
                </span>{" "}
                <span className="text-xs text-slate-600">{t("fares.room_beds", { count: f.beds })}</span>
              </span>
              <span className="flex shrink-0 flex-col items-end">
                <span className={`font-semibold ${f.full ? "" : "text-slate-900"}`} suppressHydrationWarning>
                  {money(price)}
                </span>
                {price < f.price ? (
                  <del className="text-xs text-slate-600" suppressHydrationWarning>
                    <span className="sr-only">{t("price.normal")} </span>
                    {money(f.price)}
                  </del>
                ) : null}
                {f.full ? (
                  <span className="mt-0.5 inline-flex rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-700/30 ring-inset">
                    {t("fares.room_full")}
                  </span>
                ) : f.beds_left !== null ? (
                  <span className="text-xs font-medium text-brand-800">
                    <span className="sr-only">{t("fares.col_beds")}: </span>
                    {t("fares.beds_left", { count: f.beds_left })}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
        {extra.map((x) => (
          <li
            key={x.key}
            className="flex items-center justify-between gap-3 px-3 py-2"
            data-testid={`fare-${d.id}-${x.key}`}
          >
            <span className="text-slate-800">{x.label}</span>
            <span className="shrink-0 font-semibold text-slate-900" suppressHydrationWarning>
              {money(x.price)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
