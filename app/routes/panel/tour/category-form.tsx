import { useParams } from "react-router";
import { catalogEditorTitle } from "#app/modules/catalog/.server/editor-title";
import { TaxonomyEditorPage } from "#app/modules/catalog/ui/taxonomy-editor";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/category-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  return catalogEditorTitle(context.ctx.locale, "category", "category_id" in params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/category/create and /panel/tour/category/{id}. */
export default function CategoryForm() {
  const { category_id } = useParams();
  return <TaxonomyEditorPage kind="category" id={category_id ? Number(category_id) : undefined} />;
}
