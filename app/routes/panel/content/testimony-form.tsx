import { useParams } from "react-router";
import { editorTitle } from "#app/modules/content/.server/editor-title";
import { ContentEditorPage } from "#app/modules/content/ui/content-editor-page";
import { TESTIMONY_LIST, TestimonyEditor } from "#app/modules/content/ui/testimony-editor";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/testimony-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  return editorTitle(context.ctx.locale, "testimony", "testimony_id" in params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/testimony/create and /panel/tour/testimony/{id}. */
export default function TestimonyForm() {
  return (
    <ContentEditorPage
      name="testimony"
      id={useParams().testimony_id}
      listPath={TESTIMONY_LIST}
      Editor={TestimonyEditor}
    />
  );
}
