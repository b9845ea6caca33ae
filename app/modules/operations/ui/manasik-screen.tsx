import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarClock, MapPin, Pencil, Plus, Printer, Trash2, UserRound } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { groundClient, groundKeys, groundQueries } from "#app/modules/operations/operations.api-client";
import {
  type ManasikDto,
  type ManasikSessionDto,
  type ManasikSessionInput,
  manasikSessionInput,
} from "#app/modules/operations/ground.contract";
import { handleWriteError } from "#app/shared/http/panel-api";
import { InputField } from "#app/shared/ui/bound-fields";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { controlClass } from "#app/shared/ui/form-field";
import { EditDialog } from "#app/shared/ui/form-dialog";
import { DialogForm } from "#app/shared/ui/list-kit";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { useRecordWrite } from "#app/shared/ui/use-record-actions";
import { AttendanceGrid } from "./attendance-grid";
import { DepartureScreen } from "./departure-nav";
import { useGroundFormat } from "./ground-format";

/**
 * A departure's manasik (docs/product.md §Departure operations): its sessions (date and time on
 * the agency's clock, place, teacher) added and edited in a dialog, the attendance of one session
 * ticked guest by guest, and each session's printable sheet. Staff with the departures permission.
 */
export function ManasikScreen({ tourId, timeId }: { tourId: number; timeId: number }) {
  const { t } = useTranslation(["operations", "catalog_admin"]);
  const fmt = useGroundFormat();
  const confirm = useConfirm();
  const query = useQuery(groundQueries.manasik(timeId));
  const write = useRecordWrite<ManasikDto>(query, groundKeys.manasik(timeId));
  const [editing, setEditing] = useState<ManasikSessionDto | "new" | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const selectId = useId();
  const data = query.data?.data;
  const frame = {
    tourId,
    timeId,
    title: t("manasik.title"),
    backLabel: t("back"),
    query,
    actions: (
      <ActionButton
        look="primary"
        icon={Plus}
        onClick={() => setEditing("new")}
        disabled={!data}
        data-testid="manasik-add"
      >
        {t("manasik.add")}
      </ActionButton>
    ),
  };

  if (!data) return <DepartureScreen {...frame} loaded={false} />;

  // The session whose attendance is shown: the one chosen, else the first.
  const session = data.sessions.find((s) => s.id === chosen) ?? data.sessions[0];
  const remove = async (s: ManasikSessionDto) => {
    const ok = await confirm({
      title: t("manasik.delete_title", { when: fmt.moment(s.starts_at) }),
      text: t("manasik.delete_text"),
      confirmLabel: t("catalog_admin:ui.delete"),
      danger: true,
    });
    if (ok) await write(() => groundClient.deleteSession(timeId, s.id));
  };

  return (
    <DepartureScreen
      {...frame}
      loaded
      description={t("heading", {
        tour: `${data.departure.tour.name} (${data.departure.tour.code})`,
        dates: fmt.range(data.departure.start_date, data.departure.end_date),
      })}
    >
      <FormSection title={t("manasik.sessions")} className="mb-6" testId="manasik-sessions">
        {data.sessions.length === 0 ? (
          <p className="text-sm text-slate-600">{t("manasik.no_sessions")}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.sessions.map((s) => (
              <li
                key={s.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="manasik-session"
              >
                <div className="min-w-0 space-y-0.5 text-sm">
                  <p className="flex items-center gap-1.5 font-semibold text-slate-900">
                    <CalendarClock aria-hidden className="size-4 shrink-0 text-slate-500" />
                    {fmt.moment(s.starts_at)}
                  </p>
                  <p className="flex items-center gap-1.5 break-words text-slate-700">
                    <MapPin aria-hidden className="size-4 shrink-0 text-slate-500" />
                    {s.place}
                  </p>
                  <p className="flex items-center gap-1.5 break-words text-slate-700">
                    <UserRound aria-hidden className="size-4 shrink-0 text-slate-500" />
                    {t("manasik.teacher_is", { name: s.teacher })}
                  </p>
                  <p className="text-slate-600" data-testid="manasik-session-counts">
                    {t("manasik.counts", { present: s.present, absent: s.absent })}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <Link
                    to={`/panel/tour/${tourId}/time/${timeId}/manasik/${s.id}/print`}
                    className={buttonClass.secondary}
                    data-testid="manasik-print"
                  >
                    <Printer aria-hidden className="size-4" />
                    {t("manasik.print")}
                  </Link>
                  <button
                    type="button"
                    className={buttonClass.icon}
                    onClick={() => setEditing(s)}
                    title={t("manasik.edit")}
                    data-testid="manasik-edit"
                  >
                    <Pencil aria-hidden className="size-4" />
                    <span className="sr-only">{t("manasik.edit")}</span>
                  </button>
                  <button
                    type="button"
                    className={buttonClass.iconDanger}
                    onClick={() => void remove(s)}
                    title={t("manasik.delete")}
                    data-testid="manasik-delete"
                  >
                    <Trash2 aria-hidden className="size-4" />
                    <span className="sr-only">{t("manasik.delete")}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </FormSection>

      {session ? (
        <FormSection
          title={t("manasik.attendance")}
          description={t("manasik.attendance_intro")}
          className="mb-6"
          testId="manasik-attendance"
        >
          {data.sessions.length > 1 ? (
            <div className="mb-4 max-w-md">
              <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
                {t("manasik.session")}
              </label>
              <select
                id={selectId}
                className={controlClass}
                value={session.id}
                onChange={(e) => setChosen(Number(e.target.value))}
                data-testid="attendance-session"
              >
                {data.sessions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {`${fmt.moment(s.starts_at)} · ${s.place}`}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <AttendanceGrid
            key={session.id}
            sessionId={session.id}
            sessionCount={data.sessions.length}
            guests={data.guests}
            onSave={(attendance) => write(() => groundClient.recordAttendance(timeId, session.id, attendance))}
          />
        </FormSection>
      ) : null}

      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={[t("manasik.add"), t("manasik.edit")]}
        description={t("manasik.clock")}
        testId="manasik-dialog"
      >
        {(record) => <SessionForm timeId={timeId} record={record} onDone={() => setEditing(null)} />}
      </EditDialog>
    </DepartureScreen>
  );
}

const EMPTY: ManasikSessionInput = { starts_at: "", place: "", teacher: "" };

/** The add / edit form of a session: its date and time (the agency's clock), place and teacher. */
function SessionForm({
  timeId,
  record,
  onDone,
}: {
  timeId: number;
  record: ManasikSessionDto | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation(["operations", "catalog_admin"]);
  const queryClient = useQueryClient();
  const form = useContractForm(manasikSessionInput, {
    defaultValues: record ? { starts_at: record.starts_local, place: record.place, teacher: record.teacher } : EMPTY,
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      const res = record
        ? await groundClient.updateSession(timeId, record.id, input)
        : await groundClient.createSession(timeId, input);
      queryClient.setQueryData(groundKeys.manasik(timeId), { data: res.data });
      toast.success(res.message);
      onDone();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });
  return (
    <DialogForm testId="manasik-session" onSubmit={submit} saving={form.formState.isSubmitting} onCancel={onDone}>
      <InputField
        form={form}
        name="starts_at"
        type="datetime-local"
        label={t("manasik.starts_at")}
        required
        data-testid="manasik-starts-at"
      />
      <InputField form={form} name="place" label={t("manasik.place")} required data-testid="manasik-place" />
      <InputField form={form} name="teacher" label={t("manasik.teacher")} required data-testid="manasik-teacher" />
    </DialogForm>
  );
}
