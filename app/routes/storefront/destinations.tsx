import { useTranslation } from "react-i18next";
import { listDestinations } from "#app/modules/catalog/.server/taxonomy/list-destinations";
import { DestinationCard } from "#app/modules/catalog/ui/destination-card";
import { serverT } from "#app/shared/i18n/server";
import { seoMeta } from "#app/modules/content/ui/site/seo-meta";
import type { Route } from "./+types/destinations";

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  const destinations = await listDestinations({ ctx, input: { page: 1, limit: -1 } });
  const t = serverT(ctx.locale, "catalog");
  return {
    destinations: destinations.data,
    seo: { title: t("destinations.title"), description: t("destinations.description") },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(
    { matches, location },
    {
      title: loaderData?.seo.title,
      description: loaderData?.seo.description,
      image: loaderData?.destinations.find((d) => d.image)?.image,
      imageAlt: loaderData?.seo.title,
    },
  );

/** /destination: where the packages go, each linking to its packages on /tour. */
export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { destinations } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10 lg:px-6">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("destinations.title")}</h1>
        <p className="mt-2 text-slate-700">{t("destinations.intro")}</p>
      </header>
      {destinations.length > 0 ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {destinations.map((d, i) => (
            <li key={d.id}>
              <DestinationCard destination={d} headingLevel={2} eager={i < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t("destinations.empty")}</p>
      )}
    </div>
  );
}
