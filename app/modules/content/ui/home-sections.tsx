import { ArrowRight, Star, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { WhatsappIcon } from "#app/shared/ui/brand-icons";
import { whatsappHref } from "#app/shared/whatsapp";
import { isInternalLink, type PartnerDto, type PhotoDto, type TestimonyDto } from "./types";
import { VariantImage } from "#app/shared/ui/variant-image";
import { HomeSectionHeader, homeSectionClass, homeSectionTitleClass } from "#app/shared/ui/site/home-section";

/** A 1–5 rating as stars, read out as "4 of 5". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation("content");
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-5 ${n <= value ? "fill-amber-500 text-amber-600" : "fill-slate-200 text-slate-400"}`}
        />
      ))}
      <span className="ml-2 text-sm font-medium text-slate-700">{t("testimonials.rating", { rating: value })}</span>
    </p>
  );
}

export function Testimonials({ testimonies }: { testimonies: TestimonyDto[] }) {
  const { t } = useTranslation("content");
  if (testimonies.length === 0) return null;
  return (
    <section aria-labelledby="home-testimonials" className="bg-brand-50">
      <div className={homeSectionClass}>
        <h2 id="home-testimonials" className={homeSectionTitleClass}>
          {t("testimonials.title")}
        </h2>
        <p className="mt-2 text-slate-700">{t("testimonials.text")}</p>
        <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {testimonies.map((item) => (
            <li key={item.id} data-testid="testimonial">
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <Stars rating={item.rating} />
                <blockquote className="mt-3 flex-1 leading-relaxed whitespace-pre-line text-slate-800">
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className="mt-4 flex items-center gap-3">
                  {item.photo ? (
                    <img
                      src={item.photo.url}
                      srcSet={item.photo.srcset}
                      sizes="48px"
                      width={48}
                      height={48}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="size-12 rounded-full object-cover"
                    />
                  ) : (
                    <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                      <UserRound aria-hidden="true" className="size-6" />
                    </span>
                  )}
                  <span className="font-semibold text-slate-900">{item.name}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Partners({ partners }: { partners: PartnerDto[] }) {
  const { t } = useTranslation("content");
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="home-partners" className={homeSectionClass}>
      <h2 id="home-partners" className={homeSectionTitleClass}>
        {t("partners.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("partners.text")}</p>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {partners.map((p) => {
          const body = p.logo ? (
            <VariantImage
              image={p.logo}
              sizes="160px"
              fallback={[160, 80]}
              alt={p.name}
              loading="lazy"
              decoding="async"
              className="max-h-16 w-auto max-w-full object-contain"
            />
          ) : (
            <span className="text-center font-semibold text-slate-800">{p.name}</span>
          );
          const boxClass =
            "flex h-24 items-center justify-center rounded-lg border border-slate-200 bg-white p-3 transition hover:border-brand-600";
          return (
            <li key={p.id} data-testid="partner">
              {p.link ? (
                isInternalLink(p.link) ? (
                  <Link to={p.link} className={boxClass}>
                    {body}
                  </Link>
                ) : (
                  <a href={p.link} target="_blank" rel="noopener noreferrer" className={boxClass}>
                    {body}
                  </a>
                )
              ) : (
                <div className={boxClass}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function GalleryPreview({ photos }: { photos: PhotoDto[] }) {
  const { t } = useTranslation("content");
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="home-gallery" data-testid="gallery-preview" className={homeSectionClass}>
      <HomeSectionHeader
        id="home-gallery"
        title={t("gallery_preview.title")}
        text={t("gallery_preview.text")}
        more={{ to: "/gallery", label: t("gallery_preview.see_all") }}
      />
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <Link to="/gallery" className="group block overflow-hidden rounded-lg bg-slate-100">
              <VariantImage
                image={photo.image}
                sizes="(min-width: 1280px) 400px, (min-width: 640px) 33vw, 50vw"
                fallback={[640, 480]}
                alt={photo.caption || t("gallery.photo_alt", { n: i + 1 })}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WhatsappCta({ number, siteName }: { number: string | null; siteName: string }) {
  const { t } = useTranslation("content");
  const href = whatsappHref(number, t("whatsapp_cta.message", { name: siteName }));
  if (!href) return null;
  return (
    <section aria-labelledby="home-whatsapp" className={homeSectionClass}>
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <div>
          <h2 id="home-whatsapp" className="text-2xl font-bold">
            {t("whatsapp_cta.title")}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">{t("whatsapp_cta.text")}</p>
        </div>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="whatsapp-cta"
          className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-[#075e4c] hover:bg-brand-50"
        >
          <WhatsappIcon className="size-6" />
          {t("whatsapp_cta.button")}
        </a>
      </div>
    </section>
  );
}

/**
 * The introduction under the slides: the agency's name (the page's h1), what it sells and the
 * ways on. With slides above, it stays but takes less room.
 */
export function HomeIntro({ name, description, slides }: { name: string; description: string; slides: number }) {
  const { t } = useTranslation("common");
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-700 text-white">
      <div className={`mx-auto max-w-7xl px-4 lg:px-6 ${slides > 0 ? "py-8 sm:py-10" : "py-14 sm:py-20"}`}>
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t("home.tagline")}</p>
        <h1 className={`mt-2 max-w-3xl font-bold ${slides > 0 ? "text-2xl sm:text-4xl" : "text-3xl sm:text-5xl"}`}>
          {name}
        </h1>
        {description ? (
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-50 sm:text-lg">{description}</p>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/tour"
            className="inline-flex min-h-12 items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t("home.cta_packages")}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to="/contact-us"
            className="inline-flex min-h-12 items-center rounded-md border border-white/80 px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            {t("home.cta_contact")}
          </Link>
        </div>
      </div>
    </section>
  );
}
