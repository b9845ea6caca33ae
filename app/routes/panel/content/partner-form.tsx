import { useParams } from "react-router";
import { contentQueries } from "#app/modules/content/content.api-client";
import { PARTNER_LIST, PartnerEditor } from "#app/modules/content/ui/partner-editor";
import { useContentT } from "#app/modules/content/ui/use-content-t";
import { serverT } from "#app/shared/i18n/server";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { RecordEditorPage } from "#app/shared/ui/record-editor-page";
import type { Route } from "./+types/partner-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: "partner_id" in params ? t("ui.partner.edit_title") : t("ui.partner.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/partner/create and /panel/partner/{id}: name, logo, link, order. */
export default function PartnerForm() {
  const { partner_id } = useParams();
  const id = partner_id ? Number(partner_id) : undefined;
  const { t } = useContentT();
  return (
    <RecordEditorPage
      title={id ? t("ui.partner.edit_title") : t("ui.partner.create_title")}
      description={t("ui.partner.form_intro")}
      back={{ to: PARTNER_LIST, label: t("ui.partner.back") }}
      load={id === undefined ? undefined : contentQueries.edit("partner", id)}
    >
      {(record) => <PartnerEditor record={record} />}
    </RecordEditorPage>
  );
}
