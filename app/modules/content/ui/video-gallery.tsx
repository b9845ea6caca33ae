import { Play } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { VideoDto } from "./types";

/**
 * One video as a light placeholder: the host's poster and a play button. Nothing from
 * YouTube but the poster image loads until the visitor plays it; then the privacy-enhanced
 * player replaces the placeholder and starts.
 */
export function LazyVideo({ video }: { video: VideoDto }) {
  const { t } = useTranslation("content");
  const [playing, setPlaying] = useState(false);
  return (
    <figure>
      <div className="relative aspect-video overflow-hidden rounded-lg bg-slate-900">
        {playing ? (
          <iframe
            data-testid="video-iframe"
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.video_id)}?autoplay=1`}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            data-testid="video-play"
            onClick={() => setPlaying(true)}
            aria-label={t("video.play", { title: video.title })}
            className="group absolute inset-0 size-full focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-600"
          >
            <img
              src={video.thumbnail_url}
              width={480}
              height={360}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover opacity-90 transition group-hover:opacity-100"
            />
            <span
              aria-hidden="true"
              className="absolute top-1/2 left-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-red-700 text-white shadow-lg transition group-hover:scale-110 motion-reduce:transition-none"
            >
              <Play className="ml-1 size-8 fill-current" />
            </span>
          </button>
        )}
      </div>
      <figcaption className="mt-2 font-semibold text-slate-900">{video.title}</figcaption>
    </figure>
  );
}
