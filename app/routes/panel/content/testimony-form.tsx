import { useParams } from "react-router";
import { contentQueries } from "#app/modules/content/content.api-client";
import { TESTIMONY_LIST, TestimonyEditor } from "#app/modules/content/ui/testimony-editor";
import { useContentT } from "#app/modules/content/ui/use-content-t";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { RecordEditorPage } from "#app/shared/ui/record-editor-page";
import type { Route } from "./+types/testimony-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: "testimony_id" in params ? t("ui.testimony.edit_title") : t("ui.testimony.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/testimony/create and /panel/tour/testimony/{id}. */
export default function TestimonyForm() {
  const { testimony_id } = useParams();
  const id = testimony_id ? Number(testimony_id) : undefined;
  const { t } = useContentT();
  return (
    <RecordEditorPage
      title={id ? t("ui.testimony.edit_title") : t("ui.testimony.create_title")}
      description={t("ui.testimony.form_intro")}
      back={{ to: TESTIMONY_LIST, label: t("ui.testimony.back") }}
      load={id === undefined ? undefined : contentQueries.edit("testimony", id)}
    >
      {(record) => <TestimonyEditor record={record} />}
    </RecordEditorPage>
  );
}
