import { useParams } from "react-router";
import { contentQueries } from "#app/modules/content/content.api-client";
import { PAGE_LIST, PageEditor } from "#app/modules/content/ui/page-editor";
import { useContentT } from "#app/modules/content/ui/use-content-t";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { RecordEditorPage } from "#app/shared/ui/record-editor-page";
import type { Route } from "./+types/page-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: "page_id" in params ? t("ui.page.edit_title") : t("ui.page.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/page/Create and /panel/page/{id}: title and body per language, group, branch details. */
export default function PageForm() {
  const { page_id } = useParams();
  const id = page_id ? Number(page_id) : undefined;
  const { t } = useContentT();
  return (
    <RecordEditorPage
      title={id ? t("ui.page.edit_title") : t("ui.page.create_title")}
      description={t("ui.page.form_intro")}
      back={{ to: PAGE_LIST, label: t("ui.page.back") }}
      width="max-w-4xl"
      load={id === undefined ? undefined : contentQueries.edit("page", id)}
    >
      {(record) => <PageEditor record={record} />}
    </RecordEditorPage>
  );
}
