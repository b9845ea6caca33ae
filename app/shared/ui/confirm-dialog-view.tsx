import { TriangleAlert } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import type { ConfirmOptions } from "./confirm-dialog";

/** The confirmation dialog's markup, loaded on demand by ConfirmProvider. */
export default function ConfirmView({ options, onClose }: { options: ConfirmOptions; onClose: (ok: boolean) => void }) {
  const { t } = useTranslation("common");
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-center shadow-xl">
          <TriangleAlert aria-hidden className="mx-auto size-12 text-amber-500" />
          <AlertDialog.Title className="mt-3 text-lg font-semibold text-slate-900">
            {options.title ?? t("confirm.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">{options.text}</AlertDialog.Description>
          <div className="mt-6 flex justify-center gap-3">
            <AlertDialog.Cancel className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50">
              {options.cancelLabel ?? t("confirm.cancel")}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={() => onClose(true)}
              className={`rounded-md px-4 py-2 font-medium text-white ${options.danger ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"}`}
            >
              {options.confirmLabel ?? t("confirm.continue")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
