import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { StatementsScreen } from "#app/modules/payment/ui/statement-import";
import type { Route } from "./+types/statement-list";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.ctx.locale, "statement")("ui.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/statements: bank statement import (admin; docs/product.md §Bank statement import). */
export default function StatementList() {
  return <StatementsScreen />;
}
