import { useState } from "react";
import { useTranslation } from "react-i18next";
import { catalogClient } from "#app/modules/catalog/catalog.api-client";
import type { DepartureDto } from "#app/modules/catalog/catalog.contract";
import { ApiError } from "#app/shared/http/client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { useFormatDate } from "#app/shared/ui/format-date";
import { buttonClass } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";

/**
 * Copies one departure's fare grid (prices per bed, allotments, child and infant fares) to the
 * departures staff tick, after a confirmation; the server does all of them or none, and a refusal
 * is shown next to the departure it is about. A grid that lowers a published umrah package below
 * the ministry's reference price asks a reason when the server says so (decision 085).
 */
export function CopyFaresForm({
  tourId,
  source,
  departures,
  onCopied,
  onCancel,
}: {
  tourId: number;
  source: DepartureDto;
  departures: DepartureDto[];
  onCopied: (updated: DepartureDto[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("catalog_admin");
  const formatDate = useFormatDate();
  const confirm = useConfirm();
  const others = departures.filter((d) => d.id !== source.id);
  const [chosen, setChosen] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  // Asked by the server (422 on below_reference_reason): the field stays once shown.
  const [reasonAsked, setReasonAsked] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const dates = (d: DepartureDto) => `${formatDate(d.start_date)} – ${formatDate(d.end_date)}`;
  const toggle = (id: number, on: boolean) =>
    setChosen((list) => (on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id)));

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    e.stopPropagation();
    if (chosen.length === 0) {
      setFormError(t("fares.copy_choose"));
      return;
    }
    setFormError(null);
    setReasonError(undefined);
    if (!(await confirm({ text: t("fares.copy_confirm", { count: chosen.length, from: dates(source) }) }))) return;
    // In the order shown: the server names a refused departure by its place in this list.
    const ids = others.map((d) => d.id).filter((id) => chosen.includes(id));
    setSaving(true);
    try {
      const res = await catalogClient.copyFares(tourId, source.id, ids, reasonAsked ? reason : undefined);
      toast.success(res.message);
      onCopied(res.data);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        const found: Record<number, string> = {};
        for (const [field, messages] of Object.entries(err.body.errors ?? {})) {
          const m = /^to_time_ids\.(\d+)$/.exec(field);
          if (m && ids[Number(m[1])] !== undefined) found[ids[Number(m[1])]] = messages[0];
          else if (field === "below_reference_reason") {
            setReasonAsked(true);
            setReasonError(messages[0]);
          } else setFormError(messages[0]);
        }
        setErrors(found);
      } else handleWriteError(err, t("ui.unavailable"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="copy-fares-form">
      <p className="text-sm text-slate-700">{t("fares.copy_intro", { from: dates(source) })}</p>
      {formError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="copy-fares-error">
          {formError}
        </p>
      ) : null}
      {others.length === 0 ? (
        <p className="text-sm text-slate-600">{t("fares.copy_none")}</p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t("fares.copy_to")}</legend>
          <label className="mb-2 flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={chosen.length === others.length}
              onChange={(e) => setChosen(e.target.checked ? others.map((d) => d.id) : [])}
              data-testid="copy-fares-all"
            />
            {t("fares.copy_all")}
          </label>
          <ul className="space-y-2">
            {others.map((d) => (
              <li key={d.id}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                    checked={chosen.includes(d.id)}
                    onChange={(e) => toggle(d.id, e.target.checked)}
                    aria-invalid={errors[d.id] ? true : undefined}
                    aria-describedby={errors[d.id] ? `copy-error-${d.id}` : undefined}
                    data-testid={`copy-fares-to-${d.id}`}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{dates(d)}</span>
                    <span className="block text-xs text-slate-600">
                      {d.is_open ? t("departure.open") : t("departure.closed")}
                    </span>
                    {errors[d.id] ? (
                      <span id={`copy-error-${d.id}`} className="mt-1 block text-sm text-red-700">
                        {errors[d.id]}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {reasonAsked ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="copy-fares-below-reference">
          <FormField label={t("fields.below_reference_reason")} required error={reasonError}>
            {(a11y) => (
              <textarea
                {...a11y}
                className={controlClass}
                rows={2}
                maxLength={1000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                data-testid="copy-fares-below-reference-reason"
              />
            )}
          </FormField>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          {t("ui.cancel")}
        </button>
        <SubmitButton
          loading={saving}
          loadingLabel={t("ui.saving")}
          disabled={others.length === 0}
          data-testid="copy-fares-save"
        >
          {t("fares.copy_action")}
        </SubmitButton>
      </div>
    </form>
  );
}
