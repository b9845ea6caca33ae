import { useParams } from "react-router";
import { editorTitle } from "#app/modules/content/.server/editor-title";
import { ContentEditorPage } from "#app/modules/content/ui/content-editor-page";
import { FAQ_LIST, FaqEditor } from "#app/modules/content/ui/faq-editor";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/faq-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  return editorTitle(context.ctx.locale, "faq", "faq_id" in params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/faq/create and /panel/faq/{id}: question and answer per language, order. */
export default function FaqForm() {
  return <ContentEditorPage name="faq" id={useParams().faq_id} listPath={FAQ_LIST} Editor={FaqEditor} />;
}
