import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { agentClient, agentKeys } from "#app/modules/agent/agent.api-client";
import { type AgentPilgrimDto, agentPilgrimInput } from "#app/modules/agent/agent.contract";
import { handleWriteError } from "#app/shared/http/panel-api";
import { locales, toLocale } from "#app/shared/i18n/config";
import { InputField, SelectField, TextareaField } from "#app/shared/ui/bound-fields";
import { buttonClass } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";

/** The languages a pilgrim's mails and WhatsApp messages may be in, each named in itself. */
const LANGUAGE_NAMES: Record<(typeof locales)[number], string> = {
  id: "Bahasa Indonesia",
  en: "English",
  my: "Bahasa Melayu",
};

/**
 * An agent registers a pilgrim (POST /agent/pilgrims, decision 078 §3): the counter's customer
 * form without the branch: name and phone, an e-mail, ID number and address when they have them,
 * and the language of their messages. One column, for the agent's phone.
 */
export function AgentPilgrimForm({
  onCreated,
  onCancel,
}: {
  onCreated: (pilgrim: AgentPilgrimDto) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation("agent");
  const queryClient = useQueryClient();
  const form = useContractForm(agentPilgrimInput, {
    defaultValues: {
      name: "",
      phone: "",
      email: "",
      is_number: "",
      address: "",
      locale: toLocale(i18n.language) ?? "id",
    },
    shouldFocusError: true,
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await agentClient.registerPilgrim(input);
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: agentKeys.pilgrims() });
      onCreated(res.data);
    } catch (err) {
      handleWriteError(err, t("pilgrims.unavailable"), form);
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4"
      data-testid="agent-pilgrim-form"
      aria-label={t("pilgrims.form_title")}
    >
      <InputField
        form={form}
        name="name"
        label={t("pilgrims.name")}
        required
        autoComplete="off"
        data-testid="agent-pilgrim-name"
      />
      <InputField
        form={form}
        name="phone"
        label={t("pilgrims.phone")}
        hint={t("pilgrims.phone_hint")}
        required
        type="tel"
        inputMode="tel"
        autoComplete="off"
        data-testid="agent-pilgrim-phone"
      />
      <InputField
        form={form}
        name="email"
        label={t("pilgrims.email")}
        hint={t("pilgrims.email_hint")}
        optional
        type="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        autoComplete="off"
        data-testid="agent-pilgrim-email"
      />
      <InputField
        form={form}
        name="is_number"
        label={t("pilgrims.is_number")}
        optional
        autoComplete="off"
        data-testid="agent-pilgrim-is-number"
      />
      <TextareaField
        form={form}
        name="address"
        label={t("pilgrims.address")}
        optional
        rows={2}
        autoComplete="off"
        data-testid="agent-pilgrim-address"
      />
      <SelectField
        form={form}
        name="locale"
        label={t("pilgrims.locale")}
        hint={t("pilgrims.locale_hint")}
        options={locales.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        data-testid="agent-pilgrim-locale"
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          {t("pilgrims.cancel")}
        </button>
        <SubmitButton
          loading={form.formState.isSubmitting}
          loadingLabel={t("pilgrims.saving")}
          data-testid="agent-pilgrim-save"
        >
          {t("pilgrims.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
