import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { handleWriteError } from "#app/shared/http/panel-api";

/**
 * What the edit dialog of a list holds: nothing (closed), "new" (add) or a record read afresh from
 * the API when its row's edit button is pressed (the row may be older than the record). A record
 * that cannot be read is toasted and the dialog stays closed. `queryKey` (the list's resource key)
 * and `read` (the module client's request) must be stable: module constants.
 */
export function useEditDialog<T extends { id: number }>(
  queryKey: QueryKey,
  read: (id: number, signal?: AbortSignal) => Promise<{ data: T }>,
) {
  const { t } = useTranslation("catalog_admin");
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const openEdit = useCallback(
    async (row: T) => {
      try {
        const res = await queryClient.fetchQuery({
          queryKey: [...queryKey, "edit", row.id],
          queryFn: ({ signal }) => read(row.id, signal),
          staleTime: 0,
        });
        setEditing(res.data);
      } catch (err) {
        handleWriteError(err, t("ui.unavailable"));
      }
    },
    [queryClient, queryKey, read, t],
  );
  const openNew = useCallback(() => setEditing("new"), []);
  const close = useCallback(() => setEditing(null), []);
  return { editing, openNew, openEdit, close };
}
