import { useTranslation } from "react-i18next";
import { Step } from "#app/modules/booking/ui/checkout-form";
import { ChosenCustomer, CustomerFinder, type OfficeCustomer } from "#app/modules/booking/ui/office-booking";
import { PageHeader } from "#app/shared/ui/page-header";
import { OpenPlanForm } from "./open-plan-form";

/**
 * /panel/savings/new?customer= (staff with bookings_manage; decision 084, docs/product.md §Savings
 * plans): a plan opened at the office counter for a walk-in customer. The customer is found (or
 * registered on the spot) with the counter booking's finder, the choice kept in the URL; then the
 * customer's own open-a-plan form, sent with their `customer_id`.
 */
export function StaffOpenPlan({ customer }: { customer: OfficeCustomer | null }) {
  const { t } = useTranslation("savings");
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={customer ? t("ui.open_title_for", { name: customer.name }) : t("ui.open_title")}
        description={t("ui.open_intro_staff")}
        back={{ to: "/panel/savings", label: t("ui.back") }}
      />
      <div className="space-y-6">
        <Step number={1} title={t("ui.step_customer")}>
          {customer ? (
            <ChosenCustomer customer={customer} changeHref="/panel/savings/new" />
          ) : (
            <CustomerFinder hrefFor={(id) => `/panel/savings/new?customer=${id}`} />
          )}
        </Step>
        {customer ? <OpenPlanForm key={customer.id} customerId={customer.id} /> : null}
      </div>
    </div>
  );
}
