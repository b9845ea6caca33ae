import { TriangleAlert } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { createContext, useCallback, useContext, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type ConfirmOptions = { title?: string; text: string; confirmLabel?: string; danger?: boolean };
type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * One accessible confirmation dialog for the whole app (warning icon, text, cancel and
 * continue), used as `if (await confirm({ text: t("logout.text") })) ...`.
 */
export function ConfirmProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("common");
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
      <AlertDialog.Root open={options !== null} onOpenChange={(open) => !open && close(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-center shadow-xl">
            <TriangleAlert aria-hidden className="mx-auto size-12 text-amber-500" />
            <AlertDialog.Title className="mt-3 text-lg font-semibold text-slate-900">
              {options?.title ?? t("confirm.title")}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-slate-600">{options?.text}</AlertDialog.Description>
            <div className="mt-6 flex justify-center gap-3">
              <AlertDialog.Cancel className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50">
                {t("confirm.cancel")}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                onClick={() => close(true)}
                className={`rounded-md px-4 py-2 font-medium text-white ${options?.danger ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"}`}
              >
                {options?.confirmLabel ?? t("confirm.continue")}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs <ConfirmProvider>");
  return confirm;
}
