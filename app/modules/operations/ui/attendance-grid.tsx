import { CheckCircle2, Save } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ManasikAttendanceInput, ManasikGuestDto } from "#app/modules/operations/ground.contract";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { Badge } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";

/**
 * Who came to one manasik session: a tick box per guest (present or not), every guest saved at
 * once; beside each, how many of the departure's sessions they attended. A guest not recorded at
 * this session yet says so until saved (saving records them absent unless ticked).
 */
export function AttendanceGrid({
  sessionId,
  sessionCount,
  guests,
  onSave,
}: {
  sessionId: number;
  /** How many sessions the departure has (the "of" of sessions attended). */
  sessionCount: number;
  guests: ManasikGuestDto[];
  onSave: (attendance: ManasikAttendanceInput["attendance"]) => Promise<boolean>;
}) {
  const { t } = useTranslation(["operations", "catalog_admin"]);
  const key = String(sessionId);
  const [ticks, setTicks] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(guests.map((g) => [g.id, g.attendance[key] === true])),
  );
  const [saving, setSaving] = useState(false);
  const present = guests.filter((g) => ticks[g.id]).length;

  if (guests.length === 0) return <p className="text-sm text-slate-600">{t("manasik.no_guests")}</p>;

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      await onSave(guests.map((g) => ({ guest_id: g.id, present: ticks[g.id] === true })));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} noValidate data-testid="attendance-grid">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="attendance-ticked">
          {t("manasik.ticked", { present, total: guests.length })}
        </p>
        <ActionButton
          look="secondary"
          icon={CheckCircle2}
          onClick={() => setTicks(Object.fromEntries(guests.map((g) => [g.id, true])))}
          data-testid="attendance-all"
        >
          {t("manasik.all_present")}
        </ActionButton>
      </div>
      {/* Scrolls sideways on a narrow phone: focusable so keyboard users can scroll it. */}
      <section
        aria-label={t("manasik.attendance")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto"
      >
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 pr-2 font-medium">
                {t("manasik.guest")}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t("manasik.attended")}
              </th>
              <th scope="col" className="py-2 pl-2 text-center font-medium">
                {t("manasik.present")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {guests.map((g) => {
              const recorded = key in g.attendance;
              return (
                <tr key={g.id} data-testid="attendance-row">
                  <th scope="row" className="py-2 pr-2 text-left font-normal">
                    <span className="block font-medium break-words text-slate-900">{g.full_name}</span>
                    <span className="flex flex-wrap items-center gap-1 text-xs text-slate-600">
                      {g.booking_code}
                      {recorded ? null : <Badge tone="slate">{t("manasik.not_recorded")}</Badge>}
                    </span>
                  </th>
                  <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums" data-testid="attendance-count">
                    {t("manasik.attended_of", { attended: g.attended, total: sessionCount })}
                  </td>
                  <td className="py-2 pl-2 text-center">
                    <label className="inline-flex size-11 cursor-pointer items-center justify-center">
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-700"
                        checked={ticks[g.id] === true}
                        onChange={(e) => setTicks((prev) => ({ ...prev, [g.id]: e.target.checked }))}
                        data-testid="attendance-tick"
                      />
                      <span className="sr-only">{t("manasik.present_name", { name: g.full_name })}</span>
                    </label>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {/* In view however long the list: the save stays at the bottom of the screen. */}
      <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex justify-end border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <SubmitButton loading={saving} loadingLabel={t("catalog_admin:ui.saving")} data-testid="attendance-save">
          <Save aria-hidden className="size-4" />
          {t("manasik.save_attendance")}
        </SubmitButton>
      </div>
    </form>
  );
}
