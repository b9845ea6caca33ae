import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { accountClient } from "#app/modules/account/account.api-client";
import { type ProfileInput, profileInput, type UserDto } from "#app/modules/account/account.contract";
import type { WhatsappConsentStateDto } from "#app/modules/notification/whatsapp-consent.contract";
import { WhatsappConsentField, WhatsappConsentStatus } from "#app/modules/notification/ui/whatsapp-consent-field";
import { storeSet } from "#app/shared/session/client-store";
import { FormActions } from "#app/shared/ui/form-actions";
import { Badge, FormSection } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { useConfirmUpdate } from "#app/shared/ui/use-record-actions";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { AccountFields, FieldsSection, MailLanguageField } from "./account-fields";
import { AvatarField, type PictureValue } from "./avatar-field";
import { detailsOf, PersonalFields } from "./personal-fields";
import { useAccountSubmit } from "./use-account-submit";

function toFormValues(u: UserDto, whatsapp: WhatsappConsentStateDto): ProfileInput {
  return {
    ...detailsOf(u),
    locale: u.locale,
    whatsapp_opt_in: whatsapp.opted_in,
    whatsapp_number: whatsapp.number ?? "",
  };
}

/**
 * The user's own details and picture (both roles), and their WhatsApp choice (unticking the box
 * opts out). Saving refreshes the loaders, so the top bar's picture and name change at once.
 */
export function ProfileForm({ user, whatsapp }: { user: UserDto; whatsapp: WhatsappConsentStateDto }) {
  const { t } = useTranslation("account");
  const { t: tp } = useTranslation("panel");
  const revalidator = useRevalidator();
  const confirmUpdate = useConfirmUpdate();
  const defaultValues = useMemo(() => toFormValues(user, whatsapp), [user, whatsapp]);
  const form = useContractForm(profileInput, { defaultValues, shouldFocusError: true });
  const [picture, setPicture] = useState<PictureValue>({ id: undefined, url: user.profile_picture_url });

  // After a save the loaders run again: the form shows what the server kept.
  useEffect(() => {
    form.reset(defaultValues);
    setPicture({ id: undefined, url: user.profile_picture_url });
  }, [defaultValues, form, user.profile_picture_url]);

  const submit = useAccountSubmit(
    form,
    async (values) => {
      if (!(await confirmUpdate())) return null;
      const body = picture.id === undefined ? values : { ...values, profile_picture: picture.id };
      return accountClient.updateProfile(body);
    },
    async (res) => {
      if (!res) return;
      toast.success(res.message);
      storeSet("user", res.user);
      await revalidator.revalidate();
    },
  );
  const { errors, isSubmitting } = form.formState;
  const name = form.watch("name");

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="profile-form">
      <FormSection title={t("profile.picture")}>
        <AvatarField
          name={name || user.name}
          value={picture}
          onChange={setPicture}
          error={errors.profile_picture?.message}
        />
      </FormSection>

      <FieldsSection title={t("register.section_account")}>
        <AccountFields form={form} own testIdPrefix="profile" />
        <div className="sm:col-span-2">
          <p className="text-sm font-medium text-slate-800">{t("profile.role")}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone={user.role === "admin" ? "blue" : "slate"} testId="profile-role">
              {tp(`role.${user.role}`)}
            </Badge>
            {t("profile.role_hint")}
          </p>
        </div>
      </FieldsSection>

      <FieldsSection title={t("register.section_personal")}>
        <PersonalFields form={form} storedTitle={user.title} own testIdPrefix="profile" />
      </FieldsSection>

      {/* docs/product.md §Mail and notifications: every mail and its links follow this choice. */}
      <FieldsSection title={t("profile.section_mail")}>
        <MailLanguageField
          form={form}
          label={t("profile.mail_language")}
          hint={t("profile.mail_language_hint")}
          testId="profile-locale"
        />
      </FieldsSection>

      {/* docs/product.md §WhatsApp: booking updates on WhatsApp instead of mail; unticked, none. */}
      <FormSection title={t("whatsapp_consent:consent.title")}>
        <div className="space-y-3">
          <WhatsappConsentStatus state={whatsapp} testId="profile-whatsapp-state" />
          <WhatsappConsentField form={form} suggest={() => form.getValues("phone")} testId="profile-whatsapp" />
        </div>
      </FormSection>

      <FormActions saving={isSubmitting} cancelTo="/panel" saveTestId="profile-save" />
    </form>
  );
}
