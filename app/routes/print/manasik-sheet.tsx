import { redirect } from "react-router";
import { z } from "zod";
import { panelDepartureParams } from "#app/modules/catalog/catalog.contract";
import { getManasikSheet } from "#app/modules/operations/.server/manasik";
import { ManasikSheet } from "#app/modules/operations/ui/manasik-sheet";
import { childOr404, paramOr404 } from "#app/shared/loader";
import { serverT } from "#app/shared/i18n/server";
import type { Route } from "./+types/manasik-sheet";

const params = panelDepartureParams.extend({ session_id: z.coerce.number().int().positive().max(2_147_483_647) });

export async function loader({ context, params: raw, request }: Route.LoaderArgs) {
  const { ctx } = context;
  if (!ctx.actor) {
    const url = new URL(request.url);
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const { tour_id, time_id, session_id } = paramOr404(params, raw);
  // Staff with the departures permission; another package's departure or another departure's session: 404.
  const sheet = await childOr404(
    tour_id,
    () => getManasikSheet({ ctx, input: { time_id, session_id } }),
    (found) => found.departure.tour.id,
  );
  const t = serverT(ctx.locale, "operations");
  return { sheet, title: `${t("manasik.sheet_title")} · ${sheet.departure.tour.code} ${sheet.departure.start_date}` };
}

/** "Manasik attendance · UMR-12 2026-03-10 | Amanah Tour & Travel"; private, never indexed. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = (matches.find((m) => m?.id === "root")?.data as { setting?: { name?: string } } | undefined)?.setting
    ?.name;
  return [
    { title: [loaderData?.title, site].filter(Boolean).join(" | ") },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

/** /panel/tour/{id}/time/{time_id}/manasik/{session_id}/print: a session's attendance sheet on A4 (print layout). */
export default function ManasikSheetPrint({ loaderData }: Route.ComponentProps) {
  return <ManasikSheet sheet={loaderData.sheet} />;
}
