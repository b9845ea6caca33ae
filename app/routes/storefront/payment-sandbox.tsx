import { serverT } from "#app/shared/i18n/server";
import { QueryProvider } from "#app/shared/ui/query-provider";
import { pageMeta } from "#app/shared/ui/site/page-meta";
import { SandboxCheckout } from "#app/modules/gateway/ui/online-payment";
import type { Route } from "./+types/payment-sandbox";

export async function loader({ context, params }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "payment")("sandbox.meta_title"), checkoutId: params.checkout_id };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches[0]?.loaderData?.setting, { title: loaderData?.title }),
  { name: "robots", content: "noindex, nofollow" },
];

/** /payment/sandbox/{checkoutId}: the offline sandbox provider's payment page (decision 037). */
export default function PaymentSandbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <QueryProvider>
        <SandboxCheckout checkoutId={loaderData.checkoutId} />
      </QueryProvider>
    </div>
  );
}
