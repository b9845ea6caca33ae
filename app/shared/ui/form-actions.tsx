import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SubmitButton } from "./submit-button";
import { buttonClass } from "./page-header";
import { ActionButton } from "./buttons/action-button";

/**
 * The save bar at the bottom of a panel form: it stays in view while the form scrolls (long
 * package forms), with save, back to the list and, when editing, delete.
 */
export function FormActions({
  saving,
  cancelTo,
  onDelete,
  deleting = false,
  saveTestId,
  deleteTestId,
  form,
}: {
  saving: boolean;
  cancelTo: string;
  onDelete?: () => void;
  deleting?: boolean;
  saveTestId?: string;
  deleteTestId?: string;
  /** The id of the form when the bar is rendered outside it. */
  form?: string;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {onDelete ? (
          <ActionButton
            look="danger"
            icon={Trash2}
            onClick={onDelete}
            disabled={deleting || saving}
            data-testid={deleteTestId}
          >
            {t("ui.delete")}
          </ActionButton>
        ) : (
          <span />
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          <Link to={cancelTo} className={buttonClass.secondary}>
            {t("ui.cancel")}
          </Link>
          <SubmitButton loading={saving} loadingLabel={t("ui.saving")} data-testid={saveTestId} form={form}>
            {t("ui.save")}
          </SubmitButton>
        </div>
      </div>
    </div>
  );
}

/** A loading placeholder for a form while its record is fetched. */
export function FormSkeleton() {
  const { t } = useTranslation("catalog_admin");
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        {t("ui.loading")}
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="space-y-3 rounded-xl border border-slate-200 bg-white p-6">
          <span className="block h-5 w-40 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
          <span className="block h-11 w-full animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
          <span className="block h-11 w-2/3 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}

/** A record that could not be loaded (deleted meanwhile, a wrong id): say so, offer the list. */
export function LoadFailed({ backTo, onRetry }: { backTo: string; onRetry: () => void }) {
  const { t } = useTranslation("catalog_admin");
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{t("ui.load_failed")}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={onRetry} className={buttonClass.secondary}>
          {t("ui.retry")}
        </button>
        <Link to={backTo} className={buttonClass.secondary}>
          {t("ui.back_to_list")}
        </Link>
      </div>
    </div>
  );
}
