import { ChevronRight, Clock, MapPin, Tag } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { smallestVariant } from "#app/modules/media/ui/image-variants";

export type CheckoutHeaderTour = Pick<
  TourDetailDto,
  "id" | "name" | "code" | "cover" | "destination" | "duration_days"
>;

/** The checkout's breadcrumb and the package being booked: cover, name, code, destination, duration. */
export function CheckoutHeader({ header }: { header: CheckoutHeaderTour }) {
  const { t } = useTranslation("booking");
  const tourHref = `/tour/${header.id}`;
  return (
    <>
      <nav aria-label={t("checkout.breadcrumb")} className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li className="flex items-center gap-1">
            <Link to="/tour" className="hover:text-brand-700 hover:underline">
              {t("checkout.packages")}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4" />
          </li>
          <li className="flex min-w-0 items-center gap-1">
            <Link to={tourHref} className="line-clamp-1 hover:text-brand-700 hover:underline">
              {header.name}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
          </li>
          <li aria-current="page" className="font-medium text-slate-800">
            {t("checkout.title")}
          </li>
        </ol>
      </nav>

      <header className="mb-6 flex items-start gap-4">
        {header.cover ? (
          <img
            src={smallestVariant(header.cover)}
            alt=""
            width={80}
            height={60}
            className="hidden aspect-[4/3] w-20 shrink-0 rounded-md bg-slate-100 object-cover sm:block"
          />
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("checkout.title")}</h1>
          <p className="mt-1 text-lg font-semibold text-slate-800" data-testid="checkout-tour-name">
            {header.name}
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
            <li className="flex items-center gap-1.5">
              <Tag aria-hidden="true" className="size-4 text-brand-700" />
              {t("checkout.code")}: <span className="font-mono font-semibold text-slate-900">{header.code}</span>
            </li>
            {header.destination ? (
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-brand-700" />
                <span className="sr-only">{t("checkout.destination")}: </span>
                {header.destination.name}
              </li>
            ) : null}
            {header.duration_days ? (
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 text-brand-700" />
                {t("checkout.duration", { count: header.duration_days })}
              </li>
            ) : null}
          </ul>
        </div>
      </header>
    </>
  );
}
