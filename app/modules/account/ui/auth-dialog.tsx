import { UserRound, X } from "lucide-react";
import { Dialog, Tabs } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useRevalidator } from "react-router";
import type { LoginInput, RegisterInput } from "../account.contract";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import type { AuthDraft } from "./use-auth-submit";

type Tab = "login" | "register";
type Drafts = { login?: AuthDraft<LoginInput>; register?: AuthDraft<RegisterInput> };

const tabClass =
  "flex-1 rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:text-brand-800 " +
  "data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow";

/**
 * The storefront's "login / register" button and its modal with two tabs (product.md
 * section 2). Success closes it and reloads the page data so the header shows the user.
 * Failure closes it too (product.md section 8: the toasts say why); the draft brings the
 * typed values and field errors back when the visitor opens it again.
 */
export function AuthDialog() {
  const { t } = useTranslation("account");
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>("login");
  const [drafts, setDrafts] = useState<Drafts>({});

  // Following a link inside the modal (forgot password) leaves it behind.
  const { pathname } = useLocation();
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }

  const succeed = async () => {
    setDrafts({});
    setOpen(false);
    await revalidator.revalidate();
  };
  const fail = (which: Tab) => (draft: AuthDraft<LoginInput> | AuthDraft<RegisterInput>) => {
    setDrafts((d) => ({ ...d, [which]: draft }));
    setTab(which);
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        data-testid="open-auth"
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800"
      >
        <UserRound aria-hidden="true" className="size-5" />
        {/* Phones have room for the logo and two icon buttons only; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{t("auth.open")}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(92vw,40rem)] sm:max-h-[90vh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-slate-900">{t("auth.title")}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{t("auth.description")}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t("auth.close")}
              className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
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
              <LoginForm draft={drafts.login} onSuccess={succeed} onFailure={fail("login")} />
            </Tabs.Content>
            <Tabs.Content value="register" className="focus-visible:outline-none">
              <RegisterForm draft={drafts.register} onSuccess={succeed} onFailure={fail("register")} />
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
