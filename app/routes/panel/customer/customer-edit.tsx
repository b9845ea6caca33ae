import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { customerQueries } from "#app/modules/account/account.api-client";
import { CustomerEditor } from "#app/modules/account/ui/customer-editor";
import { serverT } from "#app/shared/i18n/server";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import type { Route } from "./+types/customer-edit";
import { CustomerBookings } from "#app/modules/booking/ui/customer-bookings";
import { CustomerMessages } from "#app/modules/account/ui/customer-messages";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "customer_admin");
  return { title: t("edit.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/**
 * /panel/customer/{id}: an admin edits a user's details and role, turns the account on or off
 * (deactivating logs the user out everywhere) and sees the user's bookings and messages.
 */
export default function CustomerEdit() {
  const { customer_id } = useParams();
  const id = Number(customer_id);
  const { t } = useTranslation("customer_admin");
  const query = useQuery({
    ...customerQueries.detail(id),
    select: (r) => r.data,
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
  const record = query.data;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={record?.name ?? t("edit.title")}
        description={t("edit.intro")}
        back={{ to: "/panel/customer", label: t("edit.back") }}
      />
      {record ? (
        <CustomerEditor
          key={record.id}
          record={record}
          bookings={<CustomerBookings customerId={record.id} role={record.role} />}
          messages={<CustomerMessages customerId={record.id} />}
        />
      ) : query.isError || !(id > 0) ? (
        <LoadFailed backTo="/panel/customer" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
