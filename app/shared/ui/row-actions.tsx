import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "./page-header";

/**
 * The actions of a list row: edit (a link), any extra links, delete. Icon buttons carry the
 * record's name in their accessible label ("Edit Umrah Plus"), so a screen reader's list of
 * buttons makes sense out of the table.
 */
export function RowActions({
  name,
  editTo,
  onDelete,
  extra,
}: {
  name: string;
  editTo?: string;
  onDelete?: () => void;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <div className="flex items-center justify-end gap-1">
      {extra}
      {editTo ? (
        <Link to={editTo} className={buttonClass.icon} title={t("ui.edit")} data-testid="row-edit">
          <Pencil aria-hidden className="size-4" />
          <span className="sr-only">{t("ui.edit_named", { name })}</span>
        </Link>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          onClick={onDelete}
          className={buttonClass.iconDanger}
          title={t("ui.delete")}
          data-testid="row-delete"
        >
          <Trash2 aria-hidden className="size-4" />
          <span className="sr-only">{t("ui.delete_named", { name })}</span>
        </button>
      ) : null}
    </div>
  );
}
