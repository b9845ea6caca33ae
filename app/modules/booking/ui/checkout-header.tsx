import { Clock, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { smallestVariant } from "#app/modules/media/ui/image-variants";
import { Breadcrumb } from "#app/shared/ui/site/breadcrumb";
import { CodeFact, IconFact } from "#app/shared/ui/site/icon-fact";

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
      <Breadcrumb
        label={t("checkout.breadcrumb")}
        links={[
          { to: "/tour", label: t("checkout.packages") },
          { to: tourHref, label: header.name, long: true },
        ]}
        current={t("checkout.title")}
      />

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
            <CodeFact label={t("checkout.code")} code={header.code} />
            {header.destination ? (
              <IconFact icon={MapPin}>
                <span className="sr-only">{t("checkout.destination")}: </span>
                {header.destination.name}
              </IconFact>
            ) : null}
            {header.duration_days ? (
              <IconFact icon={Clock}>{t("checkout.duration", { count: header.duration_days })}</IconFact>
            ) : null}
          </ul>
        </div>
      </header>
    </>
  );
}
