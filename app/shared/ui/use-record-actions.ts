import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "./toast";
import { useConfirm } from "./confirm-dialog";
import { handleWriteError } from "#app/shared/http/panel-api";

/**
 * Deleting a record from a list or a form: "delete permanently, continue?" (docs/product.md §Panel and permissions), then the typed client's DELETE request, the server's message as a toast
 * and the lists refreshed. A refusal
 * (409, e.g. a package with bookings) is toasted once, by the shared handler. Resolves true
 * when the record is gone.
 */
export function useDeleteRecord() {
  const { t } = useTranslation("catalog_admin");
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  return useCallback(
    async (
      remove: () => Promise<{ message?: string }>,
      { invalidate = [], name }: { invalidate?: QueryKey[]; name?: string } = {},
    ) => {
      const ok = await confirm({
        title: name ? t("ui.delete_title", { name }) : undefined,
        text: t("ui.confirm_delete"),
        confirmLabel: t("ui.delete"),
        danger: true,
      });
      if (!ok) return false;
      try {
        const res = await remove();
        toast.success(res.message ?? t("ui.deleted"));
        await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        return true;
      } catch (err) {
        handleWriteError(err, t("ui.unavailable"));
        return false;
      }
    },
    [confirm, t, queryClient],
  );
}

/** "Update, check your data before continuing" (docs/product.md §Panel and permissions) before saving an edit. */
export function useConfirmUpdate() {
  const { t } = useTranslation("catalog_admin");
  const confirm = useConfirm();
  return useCallback(() => confirm({ text: t("ui.confirm_update"), confirmLabel: t("ui.save") }), [confirm, t]);
}

/** A write answered with the whole record (`{ message, data }`), as a screen's parts call it. */
export type RecordWrite<D> = (request: () => Promise<{ message: string; data: D }>) => Promise<boolean>;

/**
 * The writes of a screen that shows one query's record: the answer replaces the query's data,
 * `after` runs (another query to refresh) and the server's message is toasted (true); a refused
 * write is toasted by the shared handler and the record is read again (false).
 */
export function useRecordWrite<D>(
  query: { refetch: () => Promise<unknown> },
  queryKey: QueryKey,
  after?: () => void,
): RecordWrite<D> {
  const { t } = useTranslation("catalog_admin");
  const queryClient = useQueryClient();
  return async (request) => {
    try {
      const res = await request();
      queryClient.setQueryData(queryKey, { data: res.data });
      after?.();
      toast.success(res.message);
      return true;
    } catch (err) {
      handleWriteError(err, t("ui.unavailable"));
      await query.refetch();
      return false;
    }
  };
}
