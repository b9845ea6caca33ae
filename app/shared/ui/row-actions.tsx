import { type LucideIcon, Pencil, Trash2 } from "lucide-react";
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
        <RowAction
          icon={Pencil}
          title={t("ui.edit")}
          label={t("ui.edit_named", { name })}
          to={editTo}
          testId="row-edit"
        />
      ) : null}
      {onDelete ? (
        <RowAction
          icon={Trash2}
          title={t("ui.delete")}
          label={t("ui.delete_named", { name })}
          onClick={onDelete}
          danger
          testId="row-delete"
        />
      ) : null}
    </div>
  );
}

/**
 * One action of a row as an icon: a link (`to`) or a button (`onClick`). `title` says the action;
 * `label`, read by screen readers only, also names the record.
 */
export function RowAction({
  icon: Icon,
  title,
  label,
  testId,
  danger = false,
  ...target
}: {
  icon: LucideIcon;
  title: string;
  label: string;
  testId: string;
  danger?: boolean;
} & ({ to: string } | { onClick: () => void })) {
  const content = (
    <>
      <Icon aria-hidden className="size-4" />
      <span className="sr-only">{label}</span>
    </>
  );
  const className = danger ? buttonClass.iconDanger : buttonClass.icon;
  return "to" in target ? (
    <Link to={target.to} className={className} title={title} data-testid={testId}>
      {content}
    </Link>
  ) : (
    <button type="button" onClick={target.onClick} className={className} title={title} data-testid={testId}>
      {content}
    </button>
  );
}
