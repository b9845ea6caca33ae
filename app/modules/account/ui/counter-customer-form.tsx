import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { customerClient, customerKeys } from "#app/modules/account/account.api-client";
import {
  type CounterCustomerInput,
  type CustomerDto,
  counterCustomerInput,
} from "#app/modules/account/customer.contract";
import { handleWriteError } from "#app/shared/http/panel-api";
import { type Locale, toLocale } from "#app/shared/i18n/config";
import { SelectField, TextareaField } from "#app/shared/ui/bound-fields";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { DialogForm } from "#app/shared/ui/list-kit";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { WhatsappConsentField } from "#app/modules/notification/ui/whatsapp-consent-field";
import { type FieldLine, FieldLines, fieldOf, type GroupForm, MailLanguageField } from "./account-fields";
import { useRootData } from "./root-data";
import { useBranches } from "./use-branches";

/**
 * The form holds text (selects included); the contract checks what it becomes. `branch_id` is
 * left out for a clerk of one branch (the API gives their customers that branch); for staff of
 * every branch "" is the head office (none).
 */
const counterForm = z
  .object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    is_number: z.string(),
    address: z.string(),
    locale: z.string(),
    branch_id: z.string().optional(),
    whatsapp_opt_in: z.boolean(),
    whatsapp_number: z.string(),
  })
  .transform(
    ({ branch_id, ...v }): CounterCustomerInput => ({
      ...v,
      locale: v.locale as Locale,
      ...(branch_id === undefined ? {} : { branch_id: branch_id === "" ? null : Number(branch_id) }),
    }),
  )
  .pipe(counterCustomerInput);

/**
 * The customer's one-line details (labels in the `account` catalogue, as register names them):
 * name and phone always, e-mail and ID number when they have them. Staff type someone else's
 * details, so the browser fills in none of its own (`off`).
 */
const NEEDED: FieldLine[] = [
  { name: "name", label: "register.name", type: "text", autoComplete: "name" },
  {
    name: "phone",
    label: "register.phone",
    hint: "customer_admin:counter.phone_hint",
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel",
  },
];
const IF_ANY: FieldLine[] = [
  {
    name: "email",
    label: "register.email",
    hint: "customer_admin:counter.email_hint",
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    autoCapitalize: "none",
    spellCheck: false,
  },
  { name: "is_number", label: "register.is_number", testId: "is-number", type: "text", autoComplete: "off" },
];
const off = () => "off";

export interface CounterCustomerFormProps {
  open: boolean;
  /** The dialog was dismissed (cancel, Escape, the close button), and after a customer is registered. */
  onClose: () => void;
  /** The registered customer (their generated user name, `login_ready: false`), before `onClose`. */
  onCreated: (customer: CustomerDto) => void;
}

/**
 * A customer met at the counter or on the phone, registered by staff (docs/product.md §Bookings
 * taken by staff): name and phone, and when they have them an e-mail address (an invitation to
 * choose a password goes to it), an ID number and an address; the language of their mails; the
 * branch that serves them (staff of every branch only). One column, for a clerk's phone or tablet.
 */
export function CounterCustomerForm({ open, onClose, onCreated }: CounterCustomerFormProps) {
  const { t } = useTranslation("customer_admin");
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t("counter.title")}
      description={t("counter.intro")}
      testId="counter-customer-dialog"
    >
      {/* Mounted while open: each opening starts from an empty form. */}
      {open ? <CounterCustomerFields onClose={onClose} onCreated={onCreated} /> : null}
    </FormDialog>
  );
}

function CounterCustomerFields({ onClose, onCreated }: Omit<CounterCustomerFormProps, "open">) {
  const { t, i18n } = useTranslation(["customer_admin", "account", "catalog_admin"]);
  const me = useRootData()?.user;
  // A clerk of one branch registers their branch's customers; the others choose.
  const choosesBranch = me?.branch_id === null || me?.branch_id === undefined;
  const queryClient = useQueryClient();
  const form = useContractForm(counterForm, {
    defaultValues: {
      name: "",
      phone: "",
      email: "",
      is_number: "",
      address: "",
      locale: toLocale(i18n.language) ?? "id",
      branch_id: choosesBranch ? "" : undefined,
      whatsapp_opt_in: false,
      whatsapp_number: "",
    },
    shouldFocusError: true,
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await customerClient.create(input);
      toast.success(res.message);
      // The editor the caller may open next shows the customer at once.
      queryClient.setQueryData(customerKeys.detail(res.data.id), { data: res.data });
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      onCreated(res.data);
      onClose();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });

  return (
    <DialogForm testId="counter-customer" onSubmit={submit} saving={form.formState.isSubmitting} onCancel={onClose}>
      <FieldLines form={form} lines={NEEDED} testIdPrefix="counter-customer" auto={off} required />
      <FieldLines form={form} lines={IF_ANY} testIdPrefix="counter-customer" auto={off} optional />
      <TextareaField
        form={form}
        name="address"
        label={t("account:register.address")}
        optional
        rows={2}
        autoComplete="off"
        data-testid="counter-customer-address"
      />
      <MailLanguageField
        form={form}
        label={t("counter.locale")}
        hint={t("counter.locale_hint")}
        testId="counter-customer-locale"
      />
      {choosesBranch ? <BranchField form={form} /> : null}
      <WhatsappConsentField
        form={form}
        label={t("whatsapp_consent:consent.box_customer")}
        suggest={() => form.getValues("phone")}
        testId="counter-customer-whatsapp"
      />
    </DialogForm>
  );
}

/** The branch that serves the customer: the active branches, and the head office (none). */
function BranchField<T extends { branch_id?: string }>({ form }: { form: GroupForm<T> }) {
  const { t } = useTranslation("customer_admin");
  const { branches, loading } = useBranches();
  // Drawn once the branches are in, so the select keeps its value.
  if (loading) return null;
  return (
    <SelectField
      form={form}
      name={fieldOf<T>("branch_id")}
      label={t("counter.branch")}
      hint={t("counter.branch_hint")}
      options={branches.filter((b) => b.active).map((b) => ({ value: String(b.id), label: b.label }))}
      emptyOption={t("counter.head_office")}
      data-testid="counter-customer-branch"
    />
  );
}
