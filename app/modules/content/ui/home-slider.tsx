import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isInternalLink, type SliderDto } from "./types";
import { VariantImage } from "#app/shared/ui/variant-image";

const INTERVAL_MS = 6000;

/**
 * The home carousel (WAI-ARIA carousel pattern): previous/next buttons, one indicator per
 * slide, a pause/play button, rotation that stops on hover and keyboard focus and never
 * starts for visitors who prefer reduced motion. Only the first image loads with priority.
 */
export function HomeSlider({ slides }: { slides: SliderDto[] }) {
  const { t } = useTranslation("content");
  const total = slides.length;
  const [index, setIndex] = useState(0);
  // Rotation starts in the browser only, after the reduced-motion check.
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchX = useRef<number | null>(null);

  useEffect(() => {
    if (total < 2) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    setPlaying(!reduce.matches);
    const onChange = () => reduce.matches && setPlaying(false);
    reduce.addEventListener("change", onChange);
    return () => reduce.removeEventListener("change", onChange);
  }, [total]);

  const go = useCallback((to: number) => setIndex(((to % total) + total) % total), [total]);
  const rotating = playing && !hovered && !focused && total > 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a manual change of slide restarts the timer
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % total), INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, total, index]);

  if (total === 0) return null;
  const controlClass =
    "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("slider.label")}
      data-testid="home-slider"
      className="relative bg-slate-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 40) return;
        go(end < start ? index + 1 : index - 1);
      }}
    >
      <div
        aria-live={rotating ? "off" : "polite"}
        className="relative mx-auto aspect-[4/3] max-h-[560px] w-full overflow-hidden sm:aspect-[16/7]"
      >
        {slides.map((slide, i) => {
          const active = i === index;
          const label = t("slider.slide_label", { n: i + 1, total });
          return (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group, not a form fieldset
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={label}
              data-testid="slide"
              data-active={active || undefined}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${active ? "opacity-100" : "opacity-0"}`}
            >
              <VariantImage
                image={slide.image}
                sizes="100vw"
                fallback={[1600, 700]}
                alt=""
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "low"}
                decoding={i === 0 ? "sync" : "async"}
                className="size-full object-cover"
              />
              <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/25 to-transparent" />
              <div className="absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-4 pb-16 sm:pb-20 lg:px-6">
                <h2 className="max-w-3xl text-2xl font-bold text-white sm:text-4xl">{slide.title}</h2>
                {slide.caption ? (
                  <p className="mt-2 line-clamp-3 max-w-2xl text-base text-white sm:text-lg">{slide.caption}</p>
                ) : null}
                {slide.link ? (
                  isInternalLink(slide.link) ? (
                    <Link
                      to={slide.link}
                      className="mt-4 inline-flex min-h-11 items-center gap-1 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      {t("slider.more")}
                      <span className="sr-only">: {slide.title}</span>
                    </Link>
                  ) : (
                    <a
                      href={slide.link}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="mt-4 inline-flex min-h-11 items-center gap-1 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      {t("slider.more")}
                      <span className="sr-only">: {slide.title}</span>
                    </a>
                  )
                ) : null}
              </div>
            </div>
          );
        })}
      </div>

      {total > 1 ? (
        <div className="absolute inset-x-0 bottom-3 mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 lg:px-6">
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => setPlaying((p) => !p)}
              aria-label={playing ? t("slider.pause") : t("slider.play")}
              className={controlClass}
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-5" />
              ) : (
                <Play aria-hidden="true" className="size-5" />
              )}
            </button>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t("slider.previous")}
              data-testid="slider-prev"
              className={controlClass}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={t("slider.next")}
              data-testid="slider-next"
              className={controlClass}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </div>
          <ul aria-label={t("slider.indicators")} className="flex items-center">
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t("slider.go_to", { n: i + 1 })}
                  aria-current={i === index ? "true" : undefined}
                  className="group inline-flex size-11 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block size-3 rounded-full ring-2 ring-white transition ${i === index ? "bg-white" : "bg-white/30 group-hover:bg-white/70"}`}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
