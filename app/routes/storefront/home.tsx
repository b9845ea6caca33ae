import { useRouteLoaderData } from "react-router";
import { listDestinations } from "#app/modules/catalog/.server/taxonomy/list-destinations";
import { listTours } from "#app/modules/catalog/.server/list-tours";
import { listPartners } from "#app/modules/content/.server/list-partners";
import { listPhotos } from "#app/modules/content/.server/gallery/list-photos";
import { listSliders } from "#app/modules/content/.server/gallery/list-sliders";
import { listTestimonies } from "#app/modules/content/.server/list-testimonies";
import { HomeSlider } from "#app/modules/content/ui/home-slider";
import { GalleryPreview, HomeIntro, Partners, Testimonials, WhatsappCta } from "#app/modules/content/ui/home-sections";
import { HomeCategories, HomeDestinations, HomeTours } from "#app/modules/catalog/ui/home-catalog";
import { serverT } from "#app/shared/i18n/server";
import { useRootData } from "#app/modules/account/ui/root-data";
import { seoMeta } from "#app/modules/content/ui/site/seo-meta";
import type { Route } from "./+types/home";
import type { loader as layoutLoader } from "./layout";

const HOME_LIMIT = 6;

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  const [featured, destinations, slides, testimonies, partners, photos] = await Promise.all([
    listTours({ ctx, input: { page: 1, limit: HOME_LIMIT, featured: true, sort: "latest" } }),
    listDestinations({ ctx, input: { page: 1, limit: HOME_LIMIT } }),
    listSliders({ ctx, input: { page: 1, limit: 8 } }),
    listTestimonies({ ctx, input: { page: 1, limit: 6 } }),
    listPartners({ ctx, input: { page: 1, limit: 12 } }),
    listPhotos({ ctx, input: { page: 1, limit: 6 } }),
  ]);
  // No package marked featured yet: the newest ones stand in, under an honest title.
  const latest =
    featured.data.length > 0 ? null : await listTours({ ctx, input: { page: 1, limit: HOME_LIMIT, sort: "latest" } });
  return {
    // Meta runs outside React, so the translated title is made here, on the server.
    tagline: serverT(ctx.locale, "common")("home.tagline"),
    tours: latest ? latest.data : featured.data,
    toursKind: latest ? ("latest" as const) : ("featured" as const),
    destinations: destinations.data,
    slides: slides.data,
    testimonies: testimonies.data,
    partners: partners.data,
    photos: photos.data,
  };
}

// The home title leads with the site's name, then what it sells, in the visitor's language.
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const setting = matches[0]?.loaderData?.setting;
  return seoMeta(
    { matches, location },
    {
      fullTitle: [setting?.name, loaderData?.tagline].filter(Boolean).join(" | "),
      image: loaderData?.slides[0]?.image ?? loaderData?.tours.find((tour) => tour.cover)?.cover,
      imageAlt: setting?.name,
    },
  );
};

/**
 * Home: who the agency is, its featured packages, the package categories and the
 * destinations. Only real data: sections without any stay out.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { setting } = useRootData();
  const layout = useRouteLoaderData<typeof layoutLoader>("layout-main");
  const { tours, toursKind, destinations, slides, testimonies, partners, photos } = loaderData;
  return (
    <>
      <HomeSlider slides={slides} />
      <HomeIntro name={setting.name} description={setting.description} slides={slides.length} />
      <HomeTours tours={tours} kind={toursKind} />
      <HomeCategories categories={layout?.categories ?? NO_CATEGORIES} />
      <HomeDestinations destinations={destinations} />
      <Testimonials testimonies={testimonies} />
      <GalleryPreview photos={photos} />
      <Partners partners={partners} />
      <WhatsappCta number={setting.whatsapp} siteName={setting.name} />
    </>
  );
}

const NO_CATEGORIES: { id: number; name: string }[] = [];
