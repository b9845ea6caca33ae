import { useQuery } from "@tanstack/react-query";
import { contentQueries } from "#app/modules/content/content.api-client";
import type { PageSummaryDto } from "#app/modules/content/content.contract";
import { settingQueries } from "#app/modules/setting/setting.api-client";
import { SettingEditor } from "#app/modules/setting/ui/setting-editor";
import { CancellationPolicyEditor } from "#app/modules/setting/ui/cancellation-policy-editor";
import { useContentT } from "#app/modules/content/ui/use-content-t";
import { serverT } from "#app/shared/i18n/server";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/setting-form";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: t("ui.setting.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

const NO_PAGES: PageSummaryDto[] = [];

/** /panel/setting: the agency's identity, contacts, social links, map, currency and rules. */
export default function SettingForm() {
  const { t } = useContentT();
  const query = useQuery(settingQueries.edit());
  // The terms page choices are loaded first, so the select shows the saved page at once.
  const pages = useQuery(contentQueries.allPages());
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t("ui.setting.title")} description={t("ui.setting.intro")} />
      {query.data && !pages.isPending ? (
        <SettingEditor record={query.data.data} pages={pages.data?.data ?? NO_PAGES} />
      ) : query.isError ? (
        <LoadFailed backTo="/panel" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
      <div className="mt-6">
        <CancellationPolicyEditor />
      </div>
    </div>
  );
}
