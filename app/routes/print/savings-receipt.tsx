import { redirect } from "react-router";
import { orNotFound, paramOr404 } from "#app/shared/loader";
import { planReceiptParams } from "#app/modules/savings/savings.contract";
import { printPlanReceipt } from "#app/modules/savings/.server/print-plan-receipt";
import { receiptPage } from "#app/modules/payment/.server/receipts/print-receipt";
import { ReceiptSheet } from "#app/modules/payment/ui/receipt-sheet";
import type { Route } from "./+types/savings-receipt";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { ctx } = context;
  const url = new URL(request.url);
  if (!ctx.actor) throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  const input = paramOr404(planReceiptParams, { id: params.plan_id, payment_id: params.payment_id });
  // The plan's customer or staff who read its branch's plans; anyone else, or a deposit without a receipt: 404.
  const receipt = await orNotFound(() => printPlanReceipt({ ctx, input }));
  return receiptPage(ctx, url, receipt);
}

/** "Kwitansi KW-2026-03-000012 | Amanah Tour & Travel"; private, never indexed. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: [loaderData?.title, loaderData?.setting.name].filter(Boolean).join(" | ") },
  { name: "robots", content: "noindex, nofollow" },
];

// Each view is a print, counted by the loader: it is not run again behind the reader's back.
export const shouldRevalidate = () => false;

/** /panel/savings/{id}/receipt/{payment_id}: a savings plan deposit's receipt, A5 (or ?size=a4), printable. */
export default function SavingsReceipt({ loaderData }: Route.ComponentProps) {
  return <ReceiptSheet receipt={loaderData.receipt} setting={loaderData.setting} size={loaderData.size} />;
}
