import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "#app/modules/account/ui/use-can";
import { bookingClient, bookingKeys } from "#app/modules/booking/booking.api-client";
import { type BookingDto, bookingAgentInput } from "#app/modules/booking/booking.contract";
import { handleWriteError } from "#app/shared/http/panel-api";
import { InputField, TextareaField } from "#app/shared/ui/bound-fields";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { buttonClass } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";

/**
 * For staff: the agent the booking is credited to (decision 078 §3), and for those who manage
 * bookings a dialog to credit it to another agent by code, or to none, with the reason the history
 * keeps. The commission already earned follows on the server (reversed for the former agent).
 */
export function AgentNote({ booking }: { booking: Pick<BookingDto, "id" | "agent" | "status"> }) {
  const { t } = useTranslation("booking_panel");
  const mayChange = useCan("bookings_manage") && booking.status !== "canceled";
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-lg bg-slate-50 p-3 sm:col-span-2" data-testid="booking-agent">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t("agent.label")}</dt>
      <dd className="mt-1 flex flex-wrap items-center justify-between gap-2 text-slate-900">
        <span>
          {booking.agent
            ? t("agent.credited", { name: booking.agent.name, code: booking.agent.code })
            : t("agent.none")}
        </span>
        {mayChange ? (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => setOpen(true)}
            data-testid="booking-agent-change"
          >
            {t("agent.change")}
          </button>
        ) : null}
      </dd>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t("agent.dialog_title")}
        description={t("agent.dialog_text")}
        testId="booking-agent-dialog"
      >
        {open ? <AgentForm booking={booking} onClose={() => setOpen(false)} /> : null}
      </FormDialog>
    </div>
  );
}

function AgentForm({ booking, onClose }: { booking: Pick<BookingDto, "id" | "agent">; onClose: () => void }) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const queryClient = useQueryClient();
  const form = useContractForm(bookingAgentInput, {
    defaultValues: { agent_code: booking.agent?.code ?? "", reason: "" },
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await bookingClient.changeAgent(booking.id, input);
      toast.success(res.message);
      queryClient.setQueryData(bookingKeys.detail(booking.id), { data: res.data });
      await queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
      onClose();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="booking-agent-form">
      <InputField
        form={form}
        name="agent_code"
        label={t("agent.code")}
        hint={t("agent.code_hint")}
        optional
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={20}
        data-testid="booking-agent-code"
      />
      <TextareaField
        form={form}
        name="reason"
        label={t("agent.reason")}
        required
        rows={3}
        maxLength={500}
        data-testid="booking-agent-reason"
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          {t("catalog_admin:ui.cancel")}
        </button>
        <SubmitButton
          loading={form.formState.isSubmitting}
          loadingLabel={t("catalog_admin:ui.saving")}
          data-testid="booking-agent-submit"
        >
          {t("agent.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
