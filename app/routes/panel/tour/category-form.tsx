import { useParams } from "react-router";
import { TaxonomyEditorPage } from "#app/modules/catalog/ui/taxonomy-editor";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/category-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: "category_id" in params ? t("category.edit_title") : t("category.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/category/create and /panel/tour/category/{id}. */
export default function CategoryForm() {
  const { category_id } = useParams();
  return <TaxonomyEditorPage kind="category" id={category_id ? Number(category_id) : undefined} />;
}
