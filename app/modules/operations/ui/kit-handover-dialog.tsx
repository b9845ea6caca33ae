import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { groundClient } from "#app/modules/operations/operations.api-client";
import {
  type DepartureKitsDto,
  type KitGuestDto,
  type KitHandoverInput,
  kitHandoverInput,
} from "#app/modules/operations/ground.contract";
import { KIT_HANDOVERS } from "#app/modules/operations/kit.rules";
import { agencyToday } from "#app/shared/dates";
import { handleWriteError } from "#app/shared/http/panel-api";
import { InputField, SelectField, TextareaField } from "#app/shared/ui/bound-fields";
import { ChoiceGroup, RadioOptions, radioOption } from "#app/shared/ui/choice-group";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { DialogForm } from "#app/shared/ui/list-kit";
import { useContractForm } from "#app/shared/ui/use-contract-form";

/**
 * Handing a guest their kit (docs/product.md §Departure operations): the size among their items'
 * sizes (when any is sized), the day, picked up or sent by courier (the courier and the tracking
 * number then). A booking not paid in full is said in a warning, and the kit goes only with the
 * reason for the exception, which is recorded. A kit is handed over once: it is confirmed first.
 */
export function KitHandoverDialog({
  timeId,
  guest,
  items,
  onClose,
  onDone,
}: {
  timeId: number;
  /** The guest whose kit is handed over; null = closed. */
  guest: KitGuestDto | null;
  items: DepartureKitsDto["items"];
  onClose: () => void;
  onDone: (answer: { message: string; data: DepartureKitsDto }) => void;
}) {
  const { t } = useTranslation("operations");
  return (
    <FormDialog
      open={guest !== null}
      onOpenChange={(open) => !open && onClose()}
      title={guest ? t("kits.handover_title", { name: guest.full_name }) : ""}
      description={
        guest
          ? items
              .filter((i) => guest.items.includes(i.id))
              .map((i) => i.label)
              .join(", ") || t("kits.no_items_for")
          : undefined
      }
      testId="kit-handover-dialog"
    >
      {guest ? <HandoverForm timeId={timeId} guest={guest} onCancel={onClose} onDone={onDone} /> : null}
    </FormDialog>
  );
}

function HandoverForm({
  timeId,
  guest,
  onCancel,
  onDone,
}: {
  timeId: number;
  guest: KitGuestDto;
  onCancel: () => void;
  onDone: (answer: { message: string; data: DepartureKitsDto }) => void;
}) {
  const { t } = useTranslation(["operations", "catalog_admin", "booking_panel", "errors"]);
  const confirm = useConfirm();
  const today = agencyToday(new Date());
  const form = useContractForm(kitHandoverInput, {
    defaultValues: {
      size: "",
      issued_on: today,
      handover: "pickup",
      courier: "",
      tracking: "",
      override_reason: "",
    } satisfies KitHandoverInput,
  });
  const handover = form.watch("handover");
  const submit = form.handleSubmit(async (input) => {
    // The server refuses it too (409): said here under the field, before asking anything.
    if (!guest.paid_in_full && !input.override_reason) {
      form.setError(
        "override_reason",
        { type: "rule", message: t("errors_panel:kit_override_required") },
        { shouldFocus: true },
      );
      return;
    }
    const ok = await confirm({
      title: t("kits.confirm_title", { name: guest.full_name }),
      text: input.override_reason ? t("kits.confirm_override") : t("kits.confirm_text"),
      confirmLabel: t("kits.handover"),
    });
    if (!ok) return;
    try {
      onDone(await groundClient.handOver(timeId, guest.id, input));
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });

  return (
    <DialogForm testId="kit-handover" onSubmit={submit} saving={form.formState.isSubmitting} onCancel={onCancel}>
      {guest.paid_in_full ? null : (
        <div
          role="note"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="kit-not-paid"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>{t("kits.not_paid_warning", { status: t(`booking_panel:status.${guest.booking_status}`) })}</p>
        </div>
      )}
      {guest.sizes.length > 0 ? (
        <SelectField
          form={form}
          name="size"
          label={t("kits.size")}
          required
          emptyOption={t("kits.choose_size")}
          options={guest.sizes.map((s) => ({ value: s, label: s }))}
          data-testid="kit-size"
        />
      ) : null}
      <InputField
        form={form}
        name="issued_on"
        type="date"
        max={today}
        label={t("kits.issued_on")}
        required
        data-testid="kit-issued-on"
      />
      <ChoiceGroup legend={t("kits.method")} required>
        <div className="grid gap-2 sm:grid-cols-2">
          <RadioOptions
            registration={form.register("handover")}
            value={handover}
            options={KIT_HANDOVERS.map((h) => radioOption(h, t(`kits.by.${h}`), null, `kit-handover-${h}`))}
          />
        </div>
      </ChoiceGroup>
      {handover === "courier" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField form={form} name="courier" label={t("kits.courier")} required data-testid="kit-courier" />
          <InputField form={form} name="tracking" label={t("kits.tracking")} required data-testid="kit-tracking" />
        </div>
      ) : null}
      {guest.paid_in_full ? null : (
        <TextareaField
          form={form}
          name="override_reason"
          label={t("kits.override_reason")}
          hint={t("kits.override_hint")}
          required
          rows={3}
          data-testid="kit-override-reason"
        />
      )}
    </DialogForm>
  );
}
