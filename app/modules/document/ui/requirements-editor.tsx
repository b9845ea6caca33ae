import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Save, Wand2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { handleWriteError } from "#app/shared/http/panel-api";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { controlClass } from "#app/shared/ui/form-field";
import { buttonClass, FormSection, PageHeader } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import {
  APPLIES_TO,
  type AppliesTo,
  DOCUMENT_KINDS,
  DUE_DAYS_MAX,
  type DocumentKind,
  type RequirementDto,
} from "#app/modules/document/document.contract";
import { UMRAH_DEFAULT_REQUIREMENTS } from "#app/modules/document/document.rules";
import { documentClient, documentKeys, documentQueries } from "#app/modules/document/document.api-client";
import { AUDIENCE_KEYS, KIND_KEYS } from "#app/modules/document/labels";
import { ActionButton } from "#app/shared/ui/buttons/action-button";

type Row = { kind: DocumentKind; on: boolean; applies_to: AppliesTo; due_days: string };

/** Every kind in the contract's order, on when the list asks for it. */
function toRows(list: RequirementDto[]): Row[] {
  return DOCUMENT_KINDS.map((kind) => {
    const r = list.find((x) => x.kind === kind);
    return { kind, on: Boolean(r), applies_to: r?.applies_to ?? "all", due_days: String(r?.due_days ?? 30) };
  });
}

/**
 * A package's document requirements (docs/product.md §Pilgrim documents): each kind on or off,
 * for whom and how many days before departure; "use umrah defaults" fills the usual list; the
 * whole list is saved at once.
 */
export function RequirementsEditor({ tourId, tourName }: { tourId: number; tourName: string }) {
  const { t } = useTranslation(["document", "catalog_admin"]);
  const queryClient = useQueryClient();
  const query = useQuery(documentQueries.requirements(tourId));
  const [rows, setRows] = useState<Row[] | null>(null);
  const [saving, setSaving] = useState(false);
  const back = { to: `/panel/tour/${tourId}`, label: t("requirements.back") };
  const data = query.data?.data;
  useEffect(() => {
    if (data && rows === null) setRows(toRows(data));
  }, [data, rows]);

  const header = (
    <PageHeader title={t("requirements.title", { tour: tourName })} description={t("requirements.intro")} back={back} />
  );
  if (!rows) {
    return (
      <div className="mx-auto max-w-4xl">
        {header}
        {query.isError ? <LoadFailed backTo={back.to} onRetry={() => void query.refetch()} /> : <FormSkeleton />}
      </div>
    );
  }

  const change = (kind: DocumentKind, patch: Partial<Row>) =>
    setRows((list) => (list ?? []).map((r) => (r.kind === kind ? { ...r, ...patch } : r)));
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const res = await documentClient.saveRequirements(tourId, {
        requirements: rows
          .filter((r) => r.on)
          .map((r) => ({ kind: r.kind, applies_to: r.applies_to, due_days: Number(r.due_days) })),
      });
      queryClient.setQueryData(documentKeys.requirements(tourId), { data: res.data });
      setRows(toRows(res.data));
      toast.success(res.message);
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto max-w-4xl">
      {header}
      <form onSubmit={save} noValidate data-testid="document-requirements">
        <FormSection
          title={t("requirements.heading")}
          actions={
            <ActionButton
              look="secondary"
              icon={Wand2}
              onClick={() => setRows(toRows(UMRAH_DEFAULT_REQUIREMENTS))}
              data-testid="requirements-defaults"
            >
              {t("requirements.use_defaults")}
            </ActionButton>
          }
        >
          <ul className="divide-y divide-slate-200">
            {rows.map((r) => (
              <RequirementRow key={r.kind} row={r} onChange={(patch) => change(r.kind, patch)} />
            ))}
          </ul>
          {rows.every((r) => !r.on) ? <p className="mt-3 text-sm text-slate-600">{t("requirements.none")}</p> : null}
        </FormSection>
        <div className="mt-4 flex justify-end">
          <button type="submit" className={buttonClass.primary} disabled={saving} data-testid="requirements-save">
            <Save aria-hidden className="size-4" />
            {t("requirements.save")}
          </button>
        </div>
      </form>
    </div>
  );
}

function RequirementRow({ row, onChange }: { row: Row; onChange: (patch: Partial<Row>) => void }) {
  const { t } = useTranslation("document");
  const id = useId();
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[1fr_12rem_9rem] sm:items-end" data-testid={`requirement-${row.kind}`}>
      <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={row.on}
          onChange={(e) => onChange({ on: e.target.checked })}
          aria-describedby={`${id}-asked`}
        />
        <span>{t(KIND_KEYS[row.kind])}</span>
        <span id={`${id}-asked`} className="sr-only">
          {t("requirements.asked")}
        </span>
      </label>
      <div>
        <label htmlFor={`${id}-audience`} className="mb-1 block text-sm font-medium text-slate-800">
          {t("requirements.audience")}
        </label>
        <select
          id={`${id}-audience`}
          className={controlClass}
          value={row.applies_to}
          disabled={!row.on}
          onChange={(e) => onChange({ applies_to: e.target.value as AppliesTo })}
        >
          {APPLIES_TO.map((a) => (
            <option key={a} value={a}>
              {t(AUDIENCE_KEYS[a])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-due`} className="mb-1 block text-sm font-medium text-slate-800">
          {t("requirements.due_days")}
        </label>
        <input
          id={`${id}-due`}
          type="number"
          inputMode="numeric"
          min={0}
          max={DUE_DAYS_MAX}
          className={controlClass}
          value={row.due_days}
          disabled={!row.on}
          onChange={(e) => onChange({ due_days: e.target.value })}
        />
      </div>
    </li>
  );
}
