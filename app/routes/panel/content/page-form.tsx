import { useParams } from "react-router";
import { editorTitle } from "#app/modules/content/.server/editor-title";
import { ContentEditorPage } from "#app/modules/content/ui/content-editor-page";
import { PAGE_LIST, PageEditor } from "#app/modules/content/ui/page-editor";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/page-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  return editorTitle(context.ctx.locale, "page", "page_id" in params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/page/Create and /panel/page/{id}: title and body per language, group, branch details. */
export default function PageForm() {
  return (
    <ContentEditorPage
      name="page"
      id={useParams().page_id}
      listPath={PAGE_LIST}
      width="max-w-4xl"
      Editor={PageEditor}
    />
  );
}
