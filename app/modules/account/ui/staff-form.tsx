import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { staffClient } from "#app/modules/account/account.api-client";
import {
  type StaffDto,
  type StaffInviteInput,
  type StaffUpdateInput,
  staffInviteInput,
  staffUpdateInput,
} from "#app/modules/account/staff.contract";
import { handleWriteError } from "#app/shared/http/panel-api";
import { type Locale, toLocale } from "#app/shared/i18n/config";
import { STAFF_ROLES, type StaffRole } from "#app/shared/staff-access";
import { SelectField, type SelectOption } from "#app/shared/ui/bound-fields";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { ChoiceGroup, RadioOptions, radioOption } from "#app/shared/ui/choice-group";
import { CheckboxField, DialogForm } from "#app/shared/ui/list-kit";
import { Badge } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { useConfirmUpdate } from "#app/shared/ui/use-record-actions";
import { AccountFields, MailLanguageField } from "./account-fields";
import { useBranches } from "./use-branches";

/** The branch select's value: "" is every branch (null), else the branch's id. */
const toBranchId = (value: string): number | null => (value === "" ? null : Number(value));

const inviteForm = z
  .object({
    name: z.string(),
    email: z.string(),
    username: z.string(),
    staff_role: z.string(),
    branch_id: z.string(),
    locale: z.string(),
  })
  .transform(
    (v): StaffInviteInput => ({
      ...v,
      staff_role: v.staff_role as StaffRole,
      branch_id: toBranchId(v.branch_id),
      locale: v.locale as Locale,
    }),
  )
  .pipe(staffInviteInput);

const editForm = z
  .object({ staff_role: z.string(), branch_id: z.string(), active: z.boolean() })
  .transform(
    (v): StaffUpdateInput => ({
      staff_role: v.staff_role as StaffRole,
      branch_id: toBranchId(v.branch_id),
      active: v.active,
    }),
  )
  .pipe(staffUpdateInput);

/** What the invite and edit forms share: a role and a branch, held as text by the form. */
type RoleAndBranch = { staff_role: string; branch_id: string };
type StaffFieldsForm<T extends RoleAndBranch & FieldValues> = UseFormReturn<T, unknown, unknown>;

/**
 * A colleague's role, each with a line on what it may do, and their branch: the active branches
 * and "All branches" (the one they belong to stays listed, marked, when it has been deactivated).
 */
function RoleAndBranchFields<T extends RoleAndBranch & FieldValues>({
  form,
  currentBranch,
}: {
  form: StaffFieldsForm<T>;
  currentBranch?: number | null;
}) {
  const { t } = useTranslation("staff");
  const { branches, loading } = useBranches();
  const role = form.watch("staff_role" as Path<T>) as string;
  const roleError = form.formState.errors.staff_role?.message;
  const options: SelectOption[] = branches
    .filter((b) => b.active || b.id === currentBranch)
    .map((b) => ({ value: String(b.id), label: b.label }));
  return (
    <>
      <ChoiceGroup
        legend={t("form.role")}
        error={typeof roleError === "string" ? roleError : undefined}
        required
        testId="staff-role"
      >
        <div className="grid gap-2 sm:grid-cols-2">
          <RadioOptions
            registration={form.register("staff_role" as Path<T>)}
            value={role}
            options={STAFF_ROLES.map((r) => radioOption(r, t(`roles.${r}`), t(`role_help.${r}`), `staff-role-${r}`))}
          />
        </div>
      </ChoiceGroup>
      {/* Drawn once the branches are in, so the select shows the one the colleague belongs to. */}
      {loading ? null : (
        <SelectField
          form={form as unknown as Pick<UseFormReturn<RoleAndBranch>, "register" | "formState">}
          name="branch_id"
          label={t("form.branch")}
          hint={t("form.branch_hint")}
          options={options}
          emptyOption={t("all_branches")}
          data-testid="staff-branch"
        />
      )}
    </>
  );
}

/**
 * The save of a staff dialog: `write` sends the form's contract input; its message is toasted, the
 * list refreshed and the dialog closed. A refusal's field messages (422) go under the fields (the
 * shared handler toasts every refusal, a 409 too). `confirm` asks first (an edit).
 */
function useDialogSave<T extends FieldValues, I>(
  form: UseFormReturn<T, unknown, I>,
  {
    write,
    invalidate,
    onDone,
    confirm,
  }: {
    write: (input: I) => Promise<{ message: string }>;
    invalidate: QueryKey;
    onDone: () => void;
    confirm?: () => Promise<boolean>;
  },
) {
  const { t } = useTranslation("catalog_admin");
  const queryClient = useQueryClient();
  return form.handleSubmit(async (input) => {
    if (confirm && !(await confirm())) return;
    try {
      const res = await write(input);
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: invalidate });
      onDone();
    } catch (err) {
      handleWriteError(err, t("ui.unavailable"), form);
    }
  });
}

/** The invitation of a new colleague (the list's "Invite" dialog): who, which role and branch, which language. */
export function StaffInviteForm({ onDone, invalidate }: { onDone: () => void; invalidate: QueryKey }) {
  const { t, i18n } = useTranslation("staff");
  const form = useContractForm(inviteForm, {
    defaultValues: {
      name: "",
      email: "",
      username: "",
      staff_role: "sales",
      branch_id: "",
      locale: toLocale(i18n.language) ?? "id",
    },
  });

  const submit = useDialogSave(form, { write: staffClient.invite, invalidate, onDone });

  return (
    <DialogForm testId="staff-invite" onSubmit={submit} saving={form.formState.isSubmitting} onCancel={onDone}>
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountFields form={form} own={false} testIdPrefix="staff" />
      </div>
      <RoleAndBranchFields form={form} />
      <MailLanguageField form={form} label={t("form.locale")} hint={t("form.locale_hint")} testId="staff-locale" />
    </DialogForm>
  );
}

/**
 * A colleague's role, branch and status (the list's edit dialog), and a new invitation for one who
 * has not joined yet. `self`: the owner's own account, whose role and status the API keeps (409).
 */
export function StaffEditForm({
  record,
  self,
  onDone,
  invalidate,
}: {
  record: StaffDto;
  self: boolean;
  onDone: () => void;
  invalidate: QueryKey;
}) {
  const { t } = useTranslation("staff");
  const confirm = useConfirmUpdate();
  const form = useContractForm(editForm, {
    defaultValues: {
      staff_role: record.staff_role,
      branch_id: record.branch_id === null ? "" : String(record.branch_id),
      active: record.active,
    },
  });

  const write = (input: StaffUpdateInput) => staffClient.update(record.id, input);
  const submit = useDialogSave(form, { write, invalidate, onDone, confirm });

  return (
    <DialogForm testId="staff-edit" onSubmit={submit} saving={form.formState.isSubmitting} onCancel={onDone}>
      <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="staff-edit-who">
        <p className="font-semibold break-words text-slate-900">{record.name}</p>
        <p className="break-all text-slate-700">
          @{record.username} · {record.email}
        </p>
        {self ? <p className="mt-2 text-slate-700">{t("form.own_account")}</p> : null}
      </div>
      {record.invited && record.active ? <Reinvite record={record} /> : null}
      <RoleAndBranchFields form={form} currentBranch={record.branch_id} />
      <CheckboxField
        label={t("form.active")}
        hint={t("form.active_hint")}
        inputProps={form.register("active")}
        testId="staff-active"
      />
    </DialogForm>
  );
}

/** "Not joined yet" and a button that mails a new invitation link. */
function Reinvite({ record }: { record: StaffDto }) {
  const { t } = useTranslation(["staff", "catalog_admin"]);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      toast.success((await staffClient.reinvite(record.id)).message);
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-amber-950">{t("form.invited_note", { name: record.name })}</p>
      <ActionButton
        look="secondary"
        icon={Send}
        className="shrink-0"
        onClick={() => void send()}
        disabled={sending}
        data-testid="staff-reinvite"
      >
        {t("form.reinvite")}
      </ActionButton>
    </div>
  );
}

/** A colleague's status: invited (not joined yet), else active or inactive. */
export function StaffStatusBadge({ staff, testId }: { staff: StaffDto; testId?: string }) {
  const { t } = useTranslation("staff");
  const status = !staff.active ? "inactive" : staff.invited ? "invited" : "active";
  const tone = { active: "green", invited: "amber", inactive: "slate" } as const;
  return (
    <Badge tone={tone[status]} testId={testId}>
      {t(`status.${status}`)}
    </Badge>
  );
}
