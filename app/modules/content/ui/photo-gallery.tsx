import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PhotoDto } from "./types";
import { VariantImage } from "#app/shared/ui/variant-image";

/**
 * The gallery grid: each photo is a button that opens it large in a modal dialog (radix:
 * focus moves in, stays in, Escape closes). Previous/next buttons and the arrow keys page
 * through the photos; closing returns focus to the photo that opened the dialog.
 */
export function PhotoGallery({ photos, offset = 0 }: { photos: PhotoDto[]; offset?: number }) {
  const { t } = useTranslation("content");
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const total = photos.length;
  const current = open === null ? null : photos[open];
  const go = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + total) % total));
  const number = (i: number) => offset + i + 1;

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, i) => (
          <li key={photo.id} data-testid="gallery-item">
            <button
              type="button"
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(i);
              }}
              aria-label={
                photo.caption
                  ? t("gallery.open", { n: number(i), caption: photo.caption })
                  : t("gallery.open_untitled", { n: number(i) })
              }
              aria-haspopup="dialog"
              className="group block w-full overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <VariantImage
                image={photo.image}
                sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                fallback={[640, 480]}
                alt=""
                loading={i < 4 ? "eager" : "lazy"}
                decoding="async"
                className="aspect-[4/3] w-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
            </button>
            {photo.caption ? <p className="mt-1 line-clamp-2 text-sm text-slate-700">{photo.caption}</p> : null}
          </li>
        ))}
      </ul>

      <Dialog.Root open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/95" />
          <Dialog.Content
            data-testid="lightbox"
            aria-modal="true"
            aria-describedby={current?.caption ? "lightbox-caption" : undefined}
            onKeyDown={(e) => {
              if (e.key === "ArrowRight") {
                e.preventDefault();
                go(1);
              } else if (e.key === "ArrowLeft") {
                e.preventDefault();
                go(-1);
              }
            }}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              opener.current?.focus();
            }}
            className="fixed inset-0 z-50 flex flex-col items-center justify-center p-2 focus:outline-none sm:p-6"
          >
            {current && open !== null ? (
              <>
                <div className="flex w-full max-w-6xl items-center justify-between gap-2 pb-2 text-white">
                  <Dialog.Title className="text-base font-semibold">
                    {t("gallery.lightbox_label", { n: number(open), total: offset + total })}
                  </Dialog.Title>
                  <Dialog.Close
                    data-testid="lightbox-close"
                    aria-label={t("gallery.close")}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/15 hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <X aria-hidden="true" className="size-6" />
                  </Dialog.Close>
                </div>
                <figure className="flex min-h-0 w-full max-w-6xl flex-1 flex-col items-center justify-center">
                  <VariantImage
                    key={current.id}
                    image={current.image}
                    sizes="(min-width: 1200px) 1152px, 100vw"
                    fallback={[1600, 1200]}
                    alt={current.caption || t("gallery.photo_alt", { n: number(open) })}
                    className="max-h-[calc(100dvh-11rem)] w-auto max-w-full rounded object-contain"
                  />
                  {current.caption ? (
                    <figcaption id="lightbox-caption" className="mt-3 max-w-3xl text-center text-white">
                      {current.caption}
                    </figcaption>
                  ) : null}
                </figure>
                {total > 1 ? (
                  <div className="flex items-center gap-4 pt-3">
                    <button
                      type="button"
                      onClick={() => go(-1)}
                      aria-label={t("gallery.previous")}
                      data-testid="lightbox-prev"
                      className="inline-flex size-12 items-center justify-center rounded-full bg-white text-slate-900 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    >
                      <ChevronLeft aria-hidden="true" className="size-6" />
                    </button>
                    <span className="min-w-16 text-center text-sm text-white" aria-hidden="true">
                      {t("gallery.counter", { n: open + 1, total })}
                    </span>
                    <button
                      type="button"
                      onClick={() => go(1)}
                      aria-label={t("gallery.next")}
                      data-testid="lightbox-next"
                      className="inline-flex size-12 items-center justify-center rounded-full bg-white text-slate-900 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    >
                      <ChevronRight aria-hidden="true" className="size-6" />
                    </button>
                  </div>
                ) : null}
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
