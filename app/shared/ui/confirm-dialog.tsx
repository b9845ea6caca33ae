import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState } from "react";

export type ConfirmOptions = {
  title?: string;
  text: string;
  confirmLabel?: string;
  /** The "no" button; give it when the action's own word is "cancel" (a booking), so the two differ. */
  cancelLabel?: string;
  danger?: boolean;
};

// The dialog itself (Radix AlertDialog) loads the first time a confirmation is asked.
const ConfirmView = lazy(() => import("./confirm-dialog-view"));
type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * One accessible confirmation dialog for the whole app (warning icon, text, cancel and
 * continue), used as `if (await confirm({ text: t("logout.text") })) ...`.
 */
export function ConfirmProvider({ children }: { children: React.ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<(ok: boolean) => void>(undefined);

  const confirm = useCallback<Confirm>(
    (opts) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setOptions(opts);
      }),
    [],
  );
  const close = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = undefined;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options ? (
        <Suspense fallback={null}>
          <ConfirmView options={options} onClose={close} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs <ConfirmProvider>");
  return confirm;
}
