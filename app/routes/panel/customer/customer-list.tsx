import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type CustomerListParams, customerQueries } from "#app/modules/account/account.api-client";
import { CustomerFilters, CustomerTable, readCustomerFilters } from "#app/modules/account/ui/customer-list";
import { serverT } from "#app/shared/i18n/server";
import { ListResults } from "#app/shared/ui/list-kit";
import { PageHeader } from "#app/shared/ui/page-header";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { useClampPage, useListParams } from "#app/shared/ui/use-list-params";
import type { Route } from "./+types/customer-list";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "customer_admin");
  return { title: t("list.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/**
 * /panel/customer: users of both roles (GET /customer), searched by name, user name or email,
 * filtered by role and status, sorted and paged by the server. The whole state lives in the URL.
 */
export default function CustomerList() {
  const { t } = useTranslation(["customer_admin", "catalog_admin"]);
  const list = useListParams();
  const filters = readCustomerFilters(list);
  const { role, active, sort } = filters;

  const params: CustomerListParams = {
    page: list.page,
    limit: list.limit,
    search: list.search,
    role,
    active,
    sort: sort === "latest" ? "" : sort,
  };
  const query = useQuery({ ...customerQueries.list(params), placeholderData: keepPreviousData });
  useClampPage(list, query.data?.meta);
  const filtered = Boolean(list.search || role || active);

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t("list.title")} description={t("list.intro")} />
      <CustomerFilters list={list} filters={filters} />
      <ListResults query={query} list={list} loadFailed={t("list.load_failed")}>
        <CustomerTable rows={query.data?.data} list={list} sort={sort} filtered={filtered} />
      </ListResults>
    </div>
  );
}
