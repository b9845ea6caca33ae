import { Loader2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { lazy, type RefObject, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { LoginInput, RegisterInput } from "#app/modules/account/account.contract";
import type { AuthDraft } from "./use-auth-submit";
import type { Drafts, Tab } from "./auth-tabs";

export const loadTabs = () => import("./auth-tabs");
const AuthTabs = lazy(loadTabs);

export interface AuthModalProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Where the focus goes back when the modal closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  tab: Tab;
  setTab: (tab: Tab) => void;
  drafts: Drafts;
  succeed: () => Promise<void>;
  fail: (which: Tab) => (draft: AuthDraft<LoginInput> | AuthDraft<RegisterInput>) => void;
}

/** The modal of AuthDialog (Radix Dialog and the forms), loaded when it is first wanted. */
export default function AuthModal({ open, setOpen, trigger, tab, setTab, drafts, succeed, fail }: AuthModalProps) {
  const { t } = useTranslation("account");
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(92vw,40rem)] sm:max-h-[90vh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
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
          <Suspense
            fallback={
              <div className="flex justify-center py-16" role="status">
                <Loader2 aria-hidden="true" className="size-8 animate-spin text-brand-700" />
                <span className="sr-only">{t("auth.loading")}</span>
              </div>
            }
          >
            <AuthTabs tab={tab} setTab={setTab} drafts={drafts} onSuccess={succeed} onFailure={fail} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
