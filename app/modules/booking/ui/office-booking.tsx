import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Mail, Phone, UserPlus, UserRound } from "lucide-react";
import { type ComponentType, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate } from "react-router";
import { customerQueries } from "#app/modules/account/account.api-client";
import type { CustomerDto } from "#app/modules/account/customer.contract";
import { CounterCustomerForm } from "#app/modules/account/ui/counter-customer-form";
import { SearchInput } from "#app/shared/ui/list-controls";
import { buttonClass } from "#app/shared/ui/page-header";
import { CheckoutForm, type CheckoutPaymentOptionsProps, type CheckoutTour, Step } from "./checkout-form";
import type { QuoteDto } from "#app/modules/catalog/catalog.contract";

/** The customer being booked for, as the screen shows them. */
export interface OfficeCustomer {
  id: number;
  name: string;
  username: string;
  phone: string | null;
  email: string | null;
}

export interface OfficeBookingProps {
  customer: OfficeCustomer | null;
  /** Published packages to choose from (id, name, code). */
  packages: { id: number; name: string; code: string }[];
  /** The chosen package's checkout, once a customer and a package are chosen. */
  checkout: {
    tour: CheckoutTour;
    initialTimeId: number | null;
    initialQuote: QuoteDto | null;
    requestedTimeGone: boolean;
  } | null;
  termsHref: string | null;
  onDeparturesStale: () => void;
  paymentOptions: ComponentType<CheckoutPaymentOptionsProps>;
  /**
   * An agent books for their own pilgrim (decision 078 §3): the customer is one of theirs (no
   * search, "change" goes back to their pilgrims), no channel to choose, and the booking opens in
   * the agent's workspace.
   */
  byAgent?: boolean;
}

/**
 * A booking taken by staff for a customer (docs/product.md §Bookings taken by staff): find the
 * customer (or register them on the spot), choose the package, then the checkout's own form for
 * that customer. Each choice is in the URL (?customer=&tour_id=), so a reload or a shared link
 * keeps it. Phone-sized first: a clerk at the counter uses a phone or a tablet.
 */
export function OfficeBooking({
  customer,
  packages,
  checkout,
  termsHref,
  onDeparturesStale,
  paymentOptions,
  byAgent = false,
}: OfficeBookingProps) {
  const { t } = useTranslation("booking_panel");
  return (
    <div className="space-y-6">
      <Step number={1} title={t("office.step_customer")}>
        {customer ? (
          <ChosenCustomer customer={customer} changeHref={byAgent ? "/panel/agent/pilgrims" : "/panel/booking/new"} />
        ) : (
          <CustomerFinder hrefFor={(id) => `/panel/booking/new?customer=${id}`} />
        )}
      </Step>
      {customer ? (
        <Step number={2} title={t("office.step_package")}>
          <PackageChoice customerId={customer.id} packages={packages} chosen={checkout?.tour.id ?? null} />
        </Step>
      ) : null}
      {customer && checkout ? (
        <CheckoutForm
          key={`${customer.id}-${checkout.tour.id}`}
          tour={checkout.tour}
          initialTimeId={checkout.initialTimeId}
          initialQuote={checkout.initialQuote}
          requestedTimeGone={checkout.requestedTimeGone}
          bookingName={customer.name}
          defaultCountry=""
          termsHref={termsHref}
          onDeparturesStale={onDeparturesStale}
          paymentOptions={paymentOptions}
          takenFor={{
            customerId: customer.id,
            customerName: customer.name,
            ...(byAgent
              ? {
                  agent: {
                    bookingPath: (id: string) => `/panel/agent/bookings/${id}`,
                    record: { name: customer.name, phone: customer.phone, email: customer.email },
                  },
                }
              : {}),
          }}
        />
      ) : null}
    </div>
  );
}

/** The customer chosen at the counter, with "Change" back to the finder (the counter booking's, a savings plan's). */
export function ChosenCustomer({ customer, changeHref }: { customer: OfficeCustomer; changeHref: string }) {
  const { t } = useTranslation("booking_panel");
  return (
    <div className="flex flex-wrap items-start gap-3" data-testid="office-customer">
      <UserRound aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900" data-testid="office-customer-name">
          {customer.name}
        </p>
        {customer.username ? <p className="text-sm text-slate-700">{customer.username}</p> : null}
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {customer.phone ? (
            <span className="inline-flex items-center gap-1">
              <Phone aria-hidden="true" className="size-4" />
              {customer.phone}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Mail aria-hidden="true" className="size-4" />
            {customer.email ?? t("office.no_email")}
          </span>
        </p>
      </div>
      <Link to={changeHref} className={buttonClass.secondary} data-testid="office-customer-change">
        {t("office.change")}
      </Link>
    </div>
  );
}

/**
 * The counter's customer finder: search by name, phone, e-mail or document number, or register a
 * new customer on the spot; the chosen one's page is `hrefFor(id)` (the counter booking's,
 * savings' open-a-plan page).
 */
export function CustomerFinder({ hrefFor }: { hrefFor: (id: number) => string }) {
  const { t } = useTranslation("booking_panel");
  const navigate = useNavigate();
  // The panel lists' search box: the text counts once typing pauses (or on Enter).
  const [search, setSearch] = useState("");
  const [adding, setAdding] = useState(false);
  const asked = search.length >= 2;
  const query = useQuery({
    ...customerQueries.list({
      search,
      role: "customer",
      active: "true",
      sort: "name_asc",
      page: 1,
      limit: 10,
    }),
    enabled: asked,
    placeholderData: keepPreviousData,
  });
  const found = asked ? (query.data?.data ?? []) : [];
  const choose = (id: number) => navigate(hrefFor(id));
  return (
    <div className="space-y-4">
      <div>
        <p className="mb-1 font-medium text-slate-900">{t("office.search")}</p>
        <SearchInput
          value={search}
          onSearch={setSearch}
          label={t("office.search")}
          placeholder={t("office.search_hint")}
          testId="office-customer-search"
        />
      </div>
      <div aria-live="polite" aria-busy={query.isFetching || undefined}>
        {!asked ? null : found.length === 0 && !query.isFetching ? (
          <p className="text-sm text-slate-700" data-testid="office-customer-none">
            {t("office.search_empty")}
          </p>
        ) : (
          <ul
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
            data-testid="office-customer-results"
          >
            {found.map((c) => (
              <li key={c.id} className="flex items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{c.name}</p>
                  <p className="truncate text-sm text-slate-700">
                    {[c.phone, c.email ?? t("office.no_email"), c.username].filter(Boolean).join(" · ")}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void choose(c.id)}
                  className={buttonClass.secondary}
                  aria-label={`${t("office.choose")}: ${c.name}`}
                  data-testid="office-customer-choose"
                >
                  {t("office.choose")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        onClick={() => setAdding(true)}
        className={buttonClass.primary}
        data-testid="office-customer-new"
      >
        <UserPlus aria-hidden="true" className="size-5" />
        {t("office.new_customer")}
      </button>
      <CounterCustomerForm
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(created: CustomerDto) => {
          setAdding(false);
          void choose(created.id);
        }}
      />
    </div>
  );
}

/** A plain GET form: the choice goes into the URL, and the route's loader prepares the checkout. */
function PackageChoice({
  customerId,
  packages,
  chosen,
}: {
  customerId: number;
  packages: OfficeBookingProps["packages"];
  chosen: number | null;
}) {
  const { t } = useTranslation("booking_panel");
  const selectId = useId();
  return (
    <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end" data-testid="office-package-form">
      <input type="hidden" name="customer" value={customerId} />
      <div className="min-w-0 flex-1">
        <label htmlFor={selectId} className="mb-1 block font-medium text-slate-900">
          {t("office.package")}
        </label>
        <select
          id={selectId}
          name="tour_id"
          defaultValue={chosen ?? ""}
          required
          className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          data-testid="office-package"
        >
          <option value="">{t("office.package_choose")}</option>
          {packages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.code})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass.primary} data-testid="office-package-continue">
        {t("office.continue")}
      </button>
    </Form>
  );
}
