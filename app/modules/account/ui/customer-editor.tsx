import { useQueryClient } from "@tanstack/react-query";
import { CalendarDays, Mail, Phone, ReceiptText, TicketPlus } from "lucide-react";
import { Switch } from "radix-ui";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { customerClient, customerKeys } from "#app/modules/account/account.api-client";
import {
  type CustomerDto,
  type CustomerUpdateInput,
  customerUpdateInput,
  USER_ROLES,
} from "#app/modules/account/customer.contract";
import { useRootData } from "#app/modules/account/ui/root-data";
import { useCan } from "#app/modules/account/ui/use-can";
import { handleWriteError } from "#app/shared/http/panel-api";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { FormActions } from "#app/shared/ui/form-actions";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { useFormatDate } from "#app/shared/ui/format-date";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { useConfirmUpdate } from "#app/shared/ui/use-record-actions";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { AccountFields, FieldsSection } from "./account-fields";
import { ActiveBadge, RoleBadge, UserAvatar } from "./customer-kit";
import { CustomerWhatsapp } from "./customer-whatsapp";
import { PasswordLinkCard } from "./password-link";
import { detailsOf, PersonalFields } from "./personal-fields";

// The form edits details and role; the active switch saves on its own (with its own confirmation).
const customerForm = customerUpdateInput.omit({ active: true });
type FormValues = Omit<CustomerUpdateInput, "active">;

/** The details as the form holds them: text inputs, "" for nothing. */
function toFormValues(c: CustomerDto): FormValues {
  return { ...detailsOf(c), role: c.role };
}

/** Puts a saved user in the cache (the screen shows it at once) and refreshes the lists. */
function useCustomerSaved() {
  const queryClient = useQueryClient();
  return async (data: CustomerDto) => {
    queryClient.setQueryData(customerKeys.detail(data.id), { data });
    await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
  };
}

/**
 * An admin's editor of one user: details and role (saved with the form), whether the account may
 * log in (saved by its switch), a summary card; `bookings` is the screen's list of the user's bookings,
 * `messages` what they were sent (both under the form, full width).
 */
export function CustomerEditor({
  record,
  bookings,
  messages,
}: {
  record: CustomerDto;
  bookings?: React.ReactNode;
  messages?: React.ReactNode;
}) {
  const { t } = useTranslation(["customer_admin", "account", "catalog_admin"]);
  const { user: me } = useRootData();
  const isSelf = me?.id === record.id;
  // Making someone staff, or a customer again, is the staff permission's (the owner's): for
  // others the role stays as it is and is left out of the body, as for oneself.
  const mayChangeRole = useCan("staff") && !isSelf;
  const confirmUpdate = useConfirmUpdate();
  const saved = useCustomerSaved();
  const defaultValues = useMemo(() => toFormValues(record), [record]);
  const form = useContractForm(customerForm, { defaultValues, shouldFocusError: true });
  const { errors, isSubmitting } = form.formState;
  // The switch saved the record meanwhile: take its values, keep what the admin is typing.
  useEffect(() => form.reset(defaultValues, { keepDirtyValues: true }), [defaultValues, form]);

  const submit = form.handleSubmit(async (input) => {
    if (!(await confirmUpdate())) return;
    try {
      const res = await customerClient.update(record.id, input);
      toast.success(res.message);
      await saved(res.data);
      form.reset(toFormValues(res.data));
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <div className="space-y-6 lg:col-span-1 lg:order-2">
        <SummaryCard record={record} isSelf={isSelf} />
        {/* Only an active customer can be given a link (the API refuses the others). */}
        {record.role === "customer" && record.active && !record.login_ready ? (
          <PasswordLinkCard record={record} />
        ) : null}
        <AccessCard record={record} isSelf={isSelf} />
        {record.role === "customer" ? <CustomerWhatsapp record={record} /> : null}
      </div>
      <form onSubmit={submit} noValidate className="space-y-6 lg:col-span-2" data-testid="customer-form">
        <FieldsSection title={t("edit.section_account")}>
          <AccountFields form={form} own={false} testIdPrefix="customer" emailOptional />
        </FieldsSection>

        <FormSection title={t("edit.section_role")} description={t("edit.role_intro")}>
          {/* FormField, not SelectField: the register options disable the role for oneself, which also leaves it out of the body. */}
          <FormField
            label={t("column.role")}
            error={errors.role?.message}
            hint={isSelf ? t("edit.role_self") : t("edit.role_hint")}
            className="max-w-sm"
          >
            {(a11y) => (
              <select
                {...a11y}
                {...form.register("role", { disabled: !mayChangeRole })}
                className={controlClass}
                data-testid="customer-role"
              >
                {USER_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`role.${r}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </FormSection>

        <FieldsSection title={t("account:register.section_personal")}>
          <PersonalFields form={form} storedTitle={record.title} own={false} testIdPrefix="customer" />
        </FieldsSection>
        <FormActions saving={isSubmitting} cancelTo="/panel/customer" saveTestId="customer-save" />
      </form>
      <div className="lg:order-3 lg:col-span-3">{bookings}</div>
      {messages ? <div className="lg:order-4 lg:col-span-3">{messages}</div> : null}
    </div>
  );
}

/** Who the user is at a glance: picture, role and status, contacts, dates and bookings. */
function SummaryCard({ record, isSelf }: { record: CustomerDto; isSelf: boolean }) {
  const { t } = useTranslation("customer_admin");
  const formatDate = useFormatDate();
  // A booking taken for them by staff (docs/product.md §Bookings taken by staff).
  const mayBook = useCan("bookings_manage") && record.role === "customer" && record.active;
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby="customer-summary"
      data-testid="customer-summary"
    >
      <div className="flex items-start gap-4">
        <UserAvatar name={record.name} src={record.profile_picture_url} size="lg" />
        <div className="min-w-0">
          <h2 id="customer-summary" className="text-lg font-semibold break-words text-slate-900">
            {record.name}
          </h2>
          <p className="text-sm break-all text-slate-600">@{record.username}</p>
          <p className="mt-2 flex flex-wrap gap-2">
            <RoleBadge role={record.role} testId="customer-role-badge" />
            <ActiveBadge active={record.active} testId="customer-status-badge" />
            {isSelf ? <span className="text-xs font-medium text-slate-600">{t("list.you")}</span> : null}
          </p>
        </div>
      </div>
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
        {record.email ? (
          <SummaryRow icon={<Mail aria-hidden className="size-4" />} label={t("column.email")}>
            <a href={`mailto:${record.email}`} className="break-all text-brand-800 underline-offset-2 hover:underline">
              {record.email}
            </a>
          </SummaryRow>
        ) : null}
        {record.phone ? (
          <SummaryRow icon={<Phone aria-hidden className="size-4" />} label={t("column.phone")}>
            {record.phone}
          </SummaryRow>
        ) : null}
        <SummaryRow icon={<CalendarDays aria-hidden className="size-4" />} label={t("column.registered")}>
          {formatDate(record.created_at, "long")}
        </SummaryRow>
        <SummaryRow icon={<ReceiptText aria-hidden className="size-4" />} label={t("bookings.title")}>
          <span data-testid="customer-booking-count">{t("bookings.count", { count: record.counts.bookings })}</span>
        </SummaryRow>
      </dl>
      {mayBook ? (
        <Link
          to={`/panel/booking/new?customer=${record.id}`}
          className={`${buttonClass.primary} mt-4 w-full`}
          data-testid="customer-new-booking"
        >
          <TicketPlus aria-hidden className="size-5" />
          {t("edit.new_booking")}
        </Link>
      ) : null}
    </section>
  );
}

function SummaryRow({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex shrink-0 items-center gap-2 text-slate-600">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Whether the user may log in. The switch saves at once: turning it off asks first, then logs
 * the user out everywhere; an admin cannot turn their own account off.
 */
function AccessCard({ record, isSelf }: { record: CustomerDto; isSelf: boolean }) {
  const { t } = useTranslation(["customer_admin", "catalog_admin"]);
  const confirm = useConfirm();
  const saved = useCustomerSaved();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const switchId = useId();
  const hintId = useId();

  const change = async (active: boolean) => {
    if (
      !active &&
      !(await confirm({
        title: t("access.confirm_title", { name: record.name }),
        text: t("access.confirm_text"),
        confirmLabel: t("access.deactivate"),
        danger: true,
      }))
    )
      return;
    setBusy(true);
    try {
      // The saved details with the new flag: what the admin is typing in the form stays unsaved.
      const body: CustomerUpdateInput = {
        name: record.name,
        email: record.email,
        username: record.username,
        title: record.title,
        is_number: record.is_number,
        phone: record.phone,
        birth_place: record.birth_place,
        birth_date: record.birth_date,
        address: record.address,
        active,
      };
      const res = await customerClient.update(record.id, body);
      toast.success(
        active ? t("access.activated", { name: record.name }) : t("access.deactivated", { name: record.name }),
      );
      await saved(res.data);
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className={`rounded-xl border p-4 shadow-sm sm:p-6 ${record.active ? "border-slate-200 bg-white" : "border-red-200 bg-red-50"}`}
      aria-labelledby={titleId}
      data-testid="customer-access"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t("access.title")}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <Switch.Root
          id={switchId}
          checked={record.active}
          onCheckedChange={(v) => void change(v)}
          disabled={isSelf || busy}
          aria-describedby={hintId}
          className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
          data-testid="customer-active"
        >
          <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] motion-reduce:transition-none" />
        </Switch.Root>
        <label htmlFor={switchId} className="font-medium text-slate-900">
          {t("access.label")}
        </label>
      </div>
      <p id={hintId} className="mt-3 text-sm text-slate-700">
        {isSelf ? t("access.self") : record.active ? t("access.on") : t("access.off")}
      </p>
    </section>
  );
}
