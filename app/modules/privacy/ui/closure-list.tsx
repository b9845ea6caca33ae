import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, LoaderCircle, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { type AdminClosureDto, type ClosureStatus, closureRejectBody } from "#app/modules/privacy/privacy.contract";
import { privacyClient, privacyKeys } from "#app/modules/privacy/privacy.api-client";
import { Detail, useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { handleWriteError } from "#app/shared/http/panel-api";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { CardList } from "#app/shared/ui/list-kit";
import { Badge, buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { ReasonForm } from "./reason-form";

const STATUS_LABELS = {
  pending: "status.pending",
  approved: "status.approved",
  rejected: "status.rejected",
  withdrawn: "status.withdrawn",
} as const;
const STATUS_TONES: Record<ClosureStatus, "amber" | "green" | "red" | "slate"> = {
  pending: "amber",
  approved: "green",
  rejected: "red",
  withdrawn: "slate",
};

/**
 * /panel/account-closures (admin): customers' requests to close their account, pending first, with
 * the bookings that still block an approval; approve (confirmation: what is anonymised, what stays)
 * or reject with the reason the customer reads.
 */
export function ClosureList() {
  const { t } = useTranslation(["privacy", "catalog_admin"]);
  const [rejecting, setRejecting] = useState<AdminClosureDto | null>(null);
  const list = useQuery({ queryKey: privacyKeys.list, queryFn: ({ signal }) => privacyClient.list(signal) });
  const rows = list.data?.data ?? [];
  return (
    <div data-testid="closure-list">
      <PageHeader title={t("list.title")} description={t("list.intro")} />
      <CardList query={list} rows={rows} empty={t("list.empty")} emptyTestId="closures-empty">
        {(r) => <ClosureCard key={r.id} closure={r} onReject={() => setRejecting(r)} />}
      </CardList>
      <FormDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={rejecting ? t("list.reject_title", { name: rejecting.customer.name }) : ""}
        testId="closure-reject-dialog"
      >
        {rejecting ? <RejectForm closure={rejecting} onClose={() => setRejecting(null)} /> : null}
      </FormDialog>
    </div>
  );
}

function ClosureCard({ closure: c, onReject }: { closure: AdminClosureDto; onReject: () => void }) {
  const { t } = useTranslation(["privacy", "catalog_admin"]);
  const fmt = useBookingFormat();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState(false);
  const approve = async () => {
    const ok = await confirm({
      title: t("list.approve_title", { name: c.customer.name }),
      text: t("list.approve_body"),
      confirmLabel: t("list.approve"),
      danger: true,
    });
    if (!ok) return;
    setApproving(true);
    try {
      toast.success((await privacyClient.approve(c.id)).message);
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setApproving(false);
      await queryClient.invalidateQueries({ queryKey: privacyKeys.list });
    }
  };
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="closure-row" data-status={c.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{c.customer.name}</p>
          <p className="text-sm break-all text-slate-600">{c.customer.email}</p>
        </div>
        <Badge tone={STATUS_TONES[c.status]}>{t(STATUS_LABELS[c.status])}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
        <Detail label={t("list.requested")}>{fmt.dateTime(c.created_at)}</Detail>
        <Detail label={t("list.reason")}>{c.reason ?? t("list.no_reason")}</Detail>
        {c.status === "pending" ? (
          <Detail label={t("list.open_bookings")}>
            <span data-testid="closure-open-bookings">{c.open_bookings}</span>
          </Detail>
        ) : (
          <Detail label={t("list.decided")}>
            {c.decided_at ? fmt.dateTime(c.decided_at) : t("list.no_reason")}
            {c.decided_by ? ` · ${c.decided_by.name}` : ""}
            {c.decision_note ? ` · ${c.decision_note}` : ""}
          </Detail>
        )}
      </dl>
      {c.status === "pending" ? (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-200 pt-3">
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => void approve()}
            disabled={approving}
            data-testid="closure-approve"
          >
            {approving ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Check aria-hidden className="size-4" />
            )}
            {t("list.approve")}
            <span className="sr-only"> {c.customer.name}</span>
          </button>
          <button type="button" className={buttonClass.danger} onClick={onReject} data-testid="closure-reject">
            <X aria-hidden className="size-4" />
            {t("list.reject")}
            <span className="sr-only"> {c.customer.name}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}

const rejectForm = z.object({ reason: closureRejectBody.shape.reason });

function RejectForm({ closure, onClose }: { closure: AdminClosureDto; onClose: () => void }) {
  const { t } = useTranslation("privacy");
  const form = useContractForm(rejectForm, { defaultValues: { reason: "" } });
  return (
    <ReasonForm
      form={form}
      send={(input) => privacyClient.reject(closure.id, input)}
      refresh={privacyKeys.list}
      onClose={onClose}
      testId="closure-reject"
      label={t("list.reject_reason")}
      required
      submitLabel={t("list.reject")}
    />
  );
}
