import { ArrowRight, Compass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { serverT } from "../../shared/i18n/server";
import { useRootData } from "../../root";
import type { Route } from "./+types/home";
import type { loader as layoutLoader } from "./layout";
import { pageMeta } from "./main-layout/page-meta";

export function loader({ context }: Route.LoaderArgs) {
  // Meta runs outside React, so the translated title is made here, on the server.
  return { tagline: serverT(context.ctx.locale, "common")("home.tagline") };
}

// The home title leads with the site's name, then what it sells, in the visitor's language.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const setting = matches[0]?.loaderData?.setting;
  return pageMeta(setting, { fullTitle: [setting?.name, loaderData?.tagline].filter(Boolean).join(" | ") });
};

/**
 * The honest home page until the catalogue screens exist: who the agency is, where to find the
 * packages, and the real categories. No sample packages or invented testimonials.
 */
export default function Home() {
  const { t } = useTranslation("common");
  const { setting } = useRootData();
  const layout = useRouteLoaderData<typeof layoutLoader>("layout-main");
  const categories = layout?.categories ?? [];
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20 lg:px-6">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t("home.tagline")}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold sm:text-5xl">{setting.name}</h1>
          {setting.description ? (
            <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-50 sm:text-lg">{setting.description}</p>
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

      <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <h2 id="home-categories" className="text-2xl font-bold text-slate-900">
          {t("home.categories_title")}
        </h2>
        <p className="mt-2 text-slate-700">{t("home.categories_text")}</p>
        {categories.length > 0 ? (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/tour?category_id=${c.id}`}
                  className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
                >
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Compass aria-hidden="true" className="size-6" />
                  </span>
                  <span className="flex-1">
                    <span className="block text-lg font-semibold text-slate-900">{c.name}</span>
                    <span className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                      {t("home.category_cta")}
                      <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-lg bg-slate-50 p-6 text-slate-700">{t("home.no_categories")}</p>
        )}
      </section>
    </>
  );
}
