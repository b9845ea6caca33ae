import { UserRound } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useRevalidator } from "react-router";
import type { LoginInput, RegisterInput } from "#app/modules/account/account.contract";
import type { AuthDraft } from "./use-auth-submit";
import type { Drafts, Tab } from "./auth-tabs";

// The modal (Radix Dialog), the forms, zod and react-hook-form load when the modal is first
// wanted (hovered, focused or pressed), not with every storefront page: most visitors never open it.
const loadModal = () => import("./auth-modal");
const AuthModal = lazy(loadModal);
const preload = () => void loadModal().then((m) => m.loadTabs());

/**
 * The storefront's "login / register" button and its modal with two tabs (docs/product.md §Storefront pages). Success closes it and reloads the page data so the header shows the user.
 * Failure closes it too (docs/product.md §Errors and input: the toasts say why); the draft brings the
 * typed values and field errors back when the visitor opens it again.
 */
export function AuthDialog() {
  const { t } = useTranslation("account");
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  // Mounted once wanted, then kept so Radix can animate and restore focus on close.
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
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
    <>
      <button
        ref={trigger}
        type="button"
        data-testid="open-auth"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800"
      >
        <UserRound aria-hidden="true" className="size-5" />
        {/* Phones have room for the logo and two icon buttons only; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{t("auth.open")}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <AuthModal
            open={open}
            setOpen={setOpen}
            trigger={trigger}
            tab={tab}
            setTab={setTab}
            drafts={drafts}
            succeed={succeed}
            fail={fail}
          />
        </Suspense>
      ) : null}
    </>
  );
}
