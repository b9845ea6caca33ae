import { useTranslation } from "react-i18next";
import type { TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import { useCatalogFormat } from "./format";

type Discount = Pick<TourSummaryDto, "discount_type" | "discount_value">;

/** "10% off" or "Save Rp 500.000": what the discount is worth per pax. */
export function DiscountBadge({ discount_type, discount_value, className = "" }: Discount & { className?: string }) {
  const { t } = useTranslation("catalog");
  const { money } = useCatalogFormat();
  if (!discount_type || discount_value <= 0) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white ${className}`}
    >
      {discount_type === "percentage"
        ? t("price.discount_percent", { value: discount_value })
        : t("price.discount_fixed", { amount: money(discount_value) })}
    </span>
  );
}

/**
 * A per-pax price as the server computed it: the price after the discount and, when there is
 * a discount, the normal price struck through and the discount badge; a "from" price names its
 * room type. Amounts are minor units.
 */
export function Price({
  base,
  price,
  discount,
  from = false,
  size = "md",
  className = "",
  testId,
  roomType = null,
}: {
  base: number;
  price: number;
  discount: Discount;
  from?: boolean;
  /** The room type of a "from" price (its cheapest bed): "from Rp 27.000.000 per pax · Quad". */
  roomType?: string | null;
  size?: "sm" | "md" | "lg";
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation("catalog");
  const { money } = useCatalogFormat();
  // A room type's from price is not the base price after the discount: the base price struck
  // through would be no bed's normal price, so only the discount is shown.
  const discounted = price < base && !roomType;
  const hasDiscount = Boolean(discount.discount_type) && discount.discount_value > 0;
  const priceClass = size === "lg" ? "text-3xl" : size === "md" ? "text-xl" : "text-lg";
  return (
    <div className={className} data-testid={testId}>
      {from ? <p className="text-xs font-medium text-slate-600">{t("price.from")}</p> : null}
      {discounted || (roomType && hasDiscount) ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {discounted ? (
            <del className="text-sm text-slate-600" suppressHydrationWarning>
              <span className="sr-only">{t("price.normal")} </span>
              {money(base)}
            </del>
          ) : null}
          <DiscountBadge {...discount} />
        </p>
      ) : null}
      <p className="text-slate-900">
        {discounted ? <span className="sr-only">{t("price.now")} </span> : null}
        <strong className={`${priceClass} font-bold text-brand-700`} suppressHydrationWarning>
          {money(price)}
        </strong>{" "}
        <span className="text-sm text-slate-600">{t("price.per_pax")}</span>
        {roomType ? (
          <span className="text-sm font-medium text-slate-800" data-testid="from-room-type">
            {" · "}
            {roomType}
          </span>
        ) : null}
      </p>
    </div>
  );
}

/** A package's "from" price (its cheapest bed after the discount), as its card and its page show it. */
export function FromPrice({
  tour,
  ...look
}: {
  tour: Discount & Pick<TourSummaryDto, "base_price" | "display_price" | "from_room_type">;
  size: "sm" | "lg";
  className?: string;
  testId?: string;
}) {
  return (
    <Price
      base={tour.base_price}
      price={tour.display_price}
      discount={tour}
      roomType={tour.from_room_type}
      from
      {...look}
    />
  );
}
