import { ImageOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ImageDto } from "#app/modules/media/media.contract";
import { smallestVariant } from "#app/modules/media/ui/image-variants";
import { VariantImage } from "#app/shared/ui/variant-image";

/** One column on phones (page padding 16 px each side); beside the booking box from lg. */
const GALLERY_SIZES = "(min-width: 1280px) 860px, (min-width: 1024px) calc(100vw - 26rem), calc(100vw - 32px)";

/**
 * The package's photos: one large image and a row of thumbnail buttons that swap it. No
 * carousel library; the first image is the page's largest paint, so it loads with priority.
 */
export function TourGallery({ name, images }: { name: string; images: ImageDto[] }) {
  const { t } = useTranslation("catalog");
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  const total = images.length;
  return (
    <section aria-label={t("detail.gallery_label", { name })}>
      <div className="aspect-[4/3] overflow-hidden rounded-xl bg-slate-100 sm:aspect-[16/9]">
        {current ? (
          <VariantImage
            key={current.id}
            image={current}
            sizes={GALLERY_SIZES}
            fallback={[1600, 900]}
            alt={total > 1 ? t("detail.photo_alt", { name, n: index + 1, total }) : name}
            loading="eager"
            fetchPriority={index === 0 ? "high" : undefined}
            decoding={index === 0 ? "sync" : "async"}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <ImageOff aria-hidden="true" className="size-12" />
          </div>
        )}
      </div>
      {total > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={t("detail.show_photo", { n: i + 1, total })}
                className={`block overflow-hidden rounded-md ring-2 ring-offset-2 transition ${i === index ? "ring-brand-600" : "ring-transparent hover:ring-slate-300"}`}
              >
                <img
                  src={smallestVariant(image)}
                  width={96}
                  height={64}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
