import { Loader2, UserRound, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useRevalidator } from "react-router";
import type { LoginInput, RegisterInput } from "../account.contract";
import type { AuthDraft } from "./use-auth-submit";
import type { Drafts, Tab } from "./auth-tabs";

// The forms (and zod, react-hook-form) load when the modal is first wanted, not with every
// storefront page: most visitors never open it.
const loadTabs = () => import("./auth-tabs");
const AuthTabs = lazy(loadTabs);

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
        onPointerEnter={() => void loadTabs()}
        onFocus={() => void loadTabs()}
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
