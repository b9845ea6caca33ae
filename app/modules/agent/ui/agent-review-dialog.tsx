import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { agentClient, agentKeys } from "#app/modules/agent/agent.api-client";
import { type AgentDto, agentReviewInput } from "#app/modules/agent/agent.contract";
import { type AgentReview, reviewNeedsReason } from "#app/modules/agent/agent.rules";
import { ApiError } from "#app/shared/http/client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { TextareaField } from "#app/shared/ui/bound-fields";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { buttonClass } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";

/**
 * Staff confirm a review of an agent (approve, reject, suspend, reinstate) in a dialog that says
 * what follows; a rejection and a suspension say why (`reviewNeedsReason`: the person reads it).
 * The server's message is toasted; a refusal (409: someone reviewed it meanwhile) was toasted by
 * the shared handler, and the record is read again either way.
 */
export function AgentReviewDialog({
  agent,
  action,
  onClose,
}: {
  agent: Pick<AgentDto, "id" | "name">;
  /** The review being confirmed; null: the dialog is closed. */
  action: AgentReview | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("agent");
  return (
    <FormDialog
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      title={action ? t(`review.${action}.title`, { name: agent.name }) : ""}
      description={action ? t(`review.${action}.text`) : undefined}
      testId="agent-review-dialog"
    >
      {action ? <ReviewForm key={action} agent={agent} action={action} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function ReviewForm({
  agent,
  action,
  onClose,
}: {
  agent: Pick<AgentDto, "id" | "name">;
  action: AgentReview;
  onClose: () => void;
}) {
  const { t } = useTranslation(["agent", "catalog_admin"]);
  const queryClient = useQueryClient();
  const needsReason = reviewNeedsReason(action);
  const form = useContractForm(agentReviewInput, { defaultValues: { action, reason: "" } });
  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await agentClient.review(agent.id, input);
      toast.success(res.message);
      queryClient.setQueryData(agentKeys.detail(agent.id), { data: res.data });
      onClose();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
      // Another review came first: the dialog's step no longer applies.
      if (err instanceof ApiError && err.status === 409) onClose();
    } finally {
      await queryClient.invalidateQueries({ queryKey: agentKeys.all });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="agent-review-form">
      <TextareaField
        form={form}
        name="reason"
        label={needsReason ? t("review.reason") : t("review.note")}
        hint={needsReason ? t("review.reason_hint") : undefined}
        required={needsReason}
        optional={!needsReason}
        rows={3}
        maxLength={500}
        data-testid="agent-review-reason"
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          {t("catalog_admin:ui.cancel")}
        </button>
        <SubmitButton
          loading={form.formState.isSubmitting}
          loadingLabel={t("catalog_admin:ui.saving")}
          data-testid="agent-review-submit"
        >
          {t(`review.${action}.button`)}
        </SubmitButton>
      </div>
    </form>
  );
}
