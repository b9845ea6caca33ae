import { useTranslation } from "react-i18next";
import { redirect, useSearchParams } from "react-router";
import { LinkPagination } from "#app/shared/ui/link-pagination";
import { listPhotos } from "#app/modules/content/.server/gallery/list-photos";
import { GalleryNav } from "#app/modules/content/ui/gallery-nav";
import { PhotoGallery } from "#app/modules/content/ui/photo-gallery";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { serverT } from "#app/shared/i18n/server";
import { seoMeta } from "#app/modules/content/ui/site/seo-meta";
import type { Route } from "./+types/gallery";
import { SitePage } from "#app/shared/ui/site/site-page";

const PER_PAGE = 24;

function galleryHref(page: number, lang: string | null) {
  const q = new URLSearchParams();
  if (page > 1) q.set("page", String(page));
  if (lang) q.set("lang", lang);
  const s = q.toString();
  return `/gallery${s ? `?${s}` : ""}`;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  const url = new URL(request.url);
  const raw = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
  const [photos, setting] = await Promise.all([
    listPhotos({ ctx, input: { page, limit: PER_PAGE } }),
    getSetting({ ctx }),
  ]);
  if (photos.meta.total > 0 && page > photos.meta.last_page)
    throw redirect(galleryHref(photos.meta.last_page, url.searchParams.get("lang")));
  const t = serverT(ctx.locale, "content");
  const title = t("gallery.title");
  return {
    photos: photos.data,
    meta: photos.meta,
    title: page > 1 ? t("gallery.page_title", { title, page }) : title,
    description: t("gallery.description", { name: setting.name }),
    whatsappSubject: title,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(
    { matches, location },
    {
      title: loaderData?.title,
      description: loaderData?.description,
      image: loaderData?.photos[0]?.image,
      imageAlt: loaderData?.photos[0]?.caption || loaderData?.title,
      params: { page: loaderData && loaderData.meta.page > 1 ? loaderData.meta.page : null },
    },
  );

/** /gallery: the photo grid with its lightbox, paged. */
export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { photos, meta } = loaderData;
  const [search] = useSearchParams();
  const lang = search.get("lang");
  return (
    <SitePage title={t("gallery.title")} width="max-w-7xl">
      <GalleryNav />
      <div className="mt-6">
        {photos.length > 0 ? (
          <PhotoGallery photos={photos} offset={(meta.page - 1) * meta.limit} />
        ) : (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t("gallery.empty")}</p>
        )}
      </div>
      <LinkPagination page={meta.page} lastPage={meta.last_page} href={(p) => galleryHref(p, lang)} />
    </SitePage>
  );
}
