import { useTranslation } from "react-i18next";
import { listVideos } from "#app/modules/content/.server/gallery/list-videos";
import { GalleryNav } from "#app/modules/content/ui/gallery-nav";
import { LazyVideo } from "#app/modules/content/ui/video-gallery";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { serverT } from "#app/shared/i18n/server";
import { seoMeta } from "#app/modules/content/ui/site/seo-meta";
import type { Route } from "./+types/gallery-video";
import { SitePage } from "#app/shared/ui/site/site-page";

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context;
  const [videos, setting] = await Promise.all([
    listVideos({ ctx, input: { page: 1, limit: -1 } }),
    getSetting({ ctx }),
  ]);
  const t = serverT(ctx.locale, "content");
  return {
    videos: videos.data,
    title: t("video.title"),
    description: t("video.description", { name: setting.name }),
    whatsappSubject: t("video.title"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta({ matches, location }, { title: loaderData?.title, description: loaderData?.description });

/** /gallery/video: YouTube videos as light placeholders; the player loads only when one is played. */
export default function GalleryVideo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { videos } = loaderData;
  return (
    <SitePage title={t("video.title")} width="max-w-7xl">
      <GalleryNav />
      {videos.length > 0 ? (
        <>
          <p className="mt-4 text-sm text-slate-700">{t("video.note")}</p>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {videos.map((video) => (
              <li key={video.id}>
                <LazyVideo video={video} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-6 rounded-lg bg-slate-50 p-6 text-slate-700">{t("video.empty")}</p>
      )}
    </SitePage>
  );
}
