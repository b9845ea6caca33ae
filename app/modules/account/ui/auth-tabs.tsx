import { Tabs } from "radix-ui";
import { useTranslation } from "react-i18next";
import type { LoginInput, RegisterInput } from "#app/modules/account/account.contract";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import type { AuthDraft } from "./use-auth-submit";

export type Tab = "login" | "register";
export type Drafts = { login?: AuthDraft<LoginInput>; register?: AuthDraft<RegisterInput> };

const tabClass =
  "flex-1 rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:text-brand-800 " +
  "data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow";

/** The two tabs of the auth modal, loaded on demand by AuthDialog. */
export default function AuthTabs({
  tab,
  setTab,
  drafts,
  onSuccess,
  onFailure,
}: {
  tab: Tab;
  setTab: (tab: Tab) => void;
  drafts: Drafts;
  onSuccess: () => Promise<void>;
  onFailure: (which: Tab) => (draft: AuthDraft<LoginInput> | AuthDraft<RegisterInput>) => void;
}) {
  const { t } = useTranslation("account");
  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
      <Tabs.List aria-label={t("auth.tabs_label")} className="mb-5 flex gap-1 rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="login" data-testid="auth-tab-login" className={tabClass}>
          {t("auth.tab_login")}
        </Tabs.Trigger>
        <Tabs.Trigger value="register" data-testid="auth-tab-register" className={tabClass}>
          {t("auth.tab_register")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login" className="focus-visible:outline-none">
        <LoginForm draft={drafts.login} onSuccess={onSuccess} onFailure={onFailure("login")} />
      </Tabs.Content>
      <Tabs.Content value="register" className="focus-visible:outline-none">
        <RegisterForm draft={drafts.register} onSuccess={onSuccess} onFailure={onFailure("register")} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
