import { useParams } from "react-router";
import { contentQueries } from "#app/modules/content/content.api-client";
import { FAQ_LIST, FaqEditor } from "#app/modules/content/ui/faq-editor";
import { useContentT } from "#app/modules/content/ui/use-content-t";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { RecordEditorPage } from "#app/shared/ui/record-editor-page";
import type { Route } from "./+types/faq-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: "faq_id" in params ? t("ui.faq.edit_title") : t("ui.faq.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/faq/create and /panel/faq/{id}: question and answer per language, order. */
export default function FaqForm() {
  const { faq_id } = useParams();
  const id = faq_id ? Number(faq_id) : undefined;
  const { t } = useContentT();
  return (
    <RecordEditorPage
      title={id ? t("ui.faq.edit_title") : t("ui.faq.create_title")}
      description={t("ui.faq.form_intro")}
      back={{ to: FAQ_LIST, label: t("ui.faq.back") }}
      load={id === undefined ? undefined : contentQueries.edit("faq", id)}
    >
      {(record) => <FaqEditor record={record} />}
    </RecordEditorPage>
  );
}
