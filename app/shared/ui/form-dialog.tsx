import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";

/**
 * A modal dialog holding a small form (an extra-price detail, a departure): focus moves into it
 * and back to the button that opened it, Escape and the close button dismiss it, the page
 * behind is inert. On phones it fills the width and scrolls.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: React.ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(96vw,40rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6"
          data-testid={testId}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t("ui.close")}</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The dialog of a list whose records are added and edited in a dialog: open while `editing` is
 * "new" or a record, titled the first of `titles` (add) or the second (edit); `children` draws
 * the form of the record (undefined for a new one). Dismissing it calls `onClose`.
 */
export function EditDialog<T>({
  editing,
  onClose,
  titles: [addTitle, editTitle],
  description,
  testId,
  children,
}: {
  editing: T | "new" | null;
  onClose: () => void;
  titles: readonly [add: string, edit: string];
  description?: string;
  testId: string;
  children: (record: T | undefined) => React.ReactNode;
}) {
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing === "new" ? addTitle : editTitle}
      description={description}
      testId={testId}
    >
      {editing !== null ? children(editing === "new" ? undefined : editing) : null}
    </FormDialog>
  );
}
