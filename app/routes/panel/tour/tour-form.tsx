import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { catalogEditorTitle } from "#app/modules/catalog/.server/editor-title";
import { catalogQueries } from "#app/modules/catalog/catalog.api-client";
import { TourEditor } from "#app/modules/catalog/ui/tour-editor/tour-editor";
import { TourStatusBadge } from "#app/modules/catalog/ui/tour-status-badge";
import { toLocale } from "#app/shared/i18n/config";
import { pickLocale } from "#app/shared/translate";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/tour-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  return catalogEditorTitle(context.ctx.locale, "tour", "tour_id" in params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/** /panel/tour/create and /panel/tour/{id}: the package editor, loaded from the stored record. */
export default function TourForm() {
  const { tour_id } = useParams();
  const id = tour_id && /^\d+$/.test(tour_id) ? Number(tour_id) : undefined;
  const { t, i18n } = useTranslation("catalog_admin");
  const query = useQuery(catalogQueries.tourEdit(id));
  const record = query.data?.data;

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={id ? t("tour.edit_title") : t("tour.create_title")}
        description={
          record ? `${record.code} · ${pickLocale(record.name, toLocale(i18n.language) ?? "id")}` : t("tour.form_intro")
        }
        back={{ to: "/panel/tour", label: t("tour.back") }}
        actions={
          record ? (
            <div className="flex items-center gap-2">
              <TourStatusBadge status={record.status} />
              {record.status === "published" ? (
                <Link
                  to={`/tour/${record.id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {t("tour.view_public")}
                  <span className="sr-only"> ({t("ui.new_tab")})</span>
                </Link>
              ) : null}
            </div>
          ) : undefined
        }
      />
      {id === undefined ? (
        <TourEditor />
      ) : record ? (
        <TourEditor key={id} record={record} />
      ) : query.isError ? (
        <LoadFailed backTo="/panel/tour" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
