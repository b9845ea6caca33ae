import { useParams } from "react-router";
import { editorTitle } from "#app/modules/content/.server/editor-title";
import { ContentEditorPage } from "#app/modules/content/ui/content-editor-page";
import { PARTNER_LIST, PartnerEditor } from "#app/modules/content/ui/partner-editor";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/partner-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  return editorTitle(context.ctx.locale, "partner", "partner_id" in params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/partner/create and /panel/partner/{id}: name, logo, link, order. */
export default function PartnerForm() {
  return (
    <ContentEditorPage name="partner" id={useParams().partner_id} listPath={PARTNER_LIST} Editor={PartnerEditor} />
  );
}
