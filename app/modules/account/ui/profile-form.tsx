import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { accountClient } from "#app/modules/account/account.client";
import { type ProfileInput, profileInput, type UserDto } from "#app/modules/account/account.contract";
import { storeSet } from "#app/shared/session/client-store";
import { FormActions } from "#app/shared/ui/form-actions";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { Badge, FormSection } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { useConfirmUpdate } from "#app/shared/ui/use-record-actions";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { AvatarField, type PictureValue } from "./avatar-field";
import { useAccountSubmit } from "./use-account-submit";

// Stored as these codes (the API keeps free text up to 20 characters); labels are translated.
const TITLES = ["Mr", "Mrs", "Ms"] as const;

function toFormValues(u: UserDto): ProfileInput {
  return {
    name: u.name,
    email: u.email,
    username: u.username,
    title: u.title ?? "",
    is_number: u.is_number ?? "",
    phone: u.phone ?? "",
    birth_place: u.birth_place ?? "",
    birth_date: u.birth_date ?? "",
    address: u.address ?? "",
  };
}

/**
 * The user's own details and picture (both roles). Saving refreshes the root loader, so the top
 * bar's picture and name change at once.
 */
export function ProfileForm({ user }: { user: UserDto }) {
  const { t } = useTranslation("account");
  const { t: tp } = useTranslation("panel");
  const revalidator = useRevalidator();
  const confirmUpdate = useConfirmUpdate();
  const defaultValues = useMemo(() => toFormValues(user), [user]);
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
  const optional = t("register.optional");
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

      <FormSection title={t("register.section_account")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("register.name")} error={errors.name?.message} required className="sm:col-span-2">
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("name")}
                type="text"
                autoComplete="name"
                className={controlClass}
                data-testid="profile-name"
              />
            )}
          </FormField>
          <FormField label={t("register.email")} error={errors.email?.message} required>
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("email")}
                type="email"
                autoComplete="email"
                className={controlClass}
                data-testid="profile-email"
              />
            )}
          </FormField>
          <FormField
            label={t("register.username")}
            error={errors.username?.message}
            hint={t("register.username_hint")}
            required
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("username")}
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                className={controlClass}
                data-testid="profile-username"
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <p className="text-sm font-medium text-slate-800">{t("profile.role")}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge tone={user.role === "admin" ? "blue" : "slate"} testId="profile-role">
                {tp(`role.${user.role}`)}
              </Badge>
              {t("profile.role_hint")}
            </p>
          </div>
        </div>
      </FormSection>

      <FormSection title={t("register.section_personal")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("register.title_field")} error={errors.title?.message} optionalLabel={optional}>
            {(a11y) => (
              <select {...a11y} {...form.register("title")} autoComplete="honorific-prefix" className={controlClass}>
                <option value="">{t("register.title_choose")}</option>
                {TITLES.map((code) => (
                  <option key={code} value={code}>
                    {t(`register.titles.${code}`)}
                  </option>
                ))}
                {/* A title an API client stored in its own words stays choosable. */}
                {user.title && !(TITLES as readonly string[]).includes(user.title) ? (
                  <option value={user.title}>{user.title}</option>
                ) : null}
              </select>
            )}
          </FormField>
          <FormField label={t("register.is_number")} error={errors.is_number?.message} optionalLabel={optional}>
            {(a11y) => <input {...a11y} {...form.register("is_number")} type="text" className={controlClass} />}
          </FormField>
          <FormField label={t("register.phone")} error={errors.phone?.message} optionalLabel={optional}>
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("phone")}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                className={controlClass}
                data-testid="profile-phone"
              />
            )}
          </FormField>
          <FormField label={t("register.birth_place")} error={errors.birth_place?.message} optionalLabel={optional}>
            {(a11y) => <input {...a11y} {...form.register("birth_place")} type="text" className={controlClass} />}
          </FormField>
          <FormField label={t("register.birth_date")} error={errors.birth_date?.message} optionalLabel={optional}>
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("birth_date")}
                type="date"
                autoComplete="bday"
                className={controlClass}
              />
            )}
          </FormField>
          <FormField
            label={t("register.address")}
            error={errors.address?.message}
            optionalLabel={optional}
            className="sm:col-span-2"
          >
            {(a11y) => (
              <textarea
                {...a11y}
                {...form.register("address")}
                rows={3}
                autoComplete="street-address"
                className={controlClass}
              />
            )}
          </FormField>
        </div>
      </FormSection>

      <FormActions saving={isSubmitting} cancelTo="/panel" saveTestId="profile-save" />
    </form>
  );
}
