import { Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Outlet, redirect } from "react-router";
import { serverT } from "#app/shared/i18n/server";
import type { Route } from "./+types/layout";
import { loadPanelCatalogues } from "#app/shared/i18n/browser.client";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context;
  // Not logged in: log in, then come back to this printable page.
  if (!ctx.actor) {
    const url = new URL(request.url);
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { title: serverT(ctx.locale, "panel")("meta.print") };
}

// After a client-side navigation from the storefront, the panel's translations load with its
// data (storefront pages do not download them; see shared/i18n/browser.client.ts).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadPanelCatalogues()]);
  return data;
}

/** Fallback title of printable screens; private, never indexed. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = (matches.find((m) => m?.id === "root")?.data as { setting?: { name?: string } } | undefined)?.setting
    ?.name;
  return [
    { title: [loaderData?.title, site].filter(Boolean).join(" | ") },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

/** Print layout: only the routed page and a print button that itself never prints. */
export default function PrintLayout() {
  const { t } = useTranslation("panel");
  return (
    <div className="mx-auto max-w-4xl p-2 sm:p-6 print:max-w-none print:p-0">
      <div className="no-print mb-4 flex justify-end">
        <button
          type="button"
          onClick={() => window.print()}
          title={t("print.hint")}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white shadow-sm hover:bg-brand-800"
          data-testid="print-button"
        >
          <Printer aria-hidden className="size-5" />
          {t("print.button")}
        </button>
      </div>
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
