import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, LoaderCircle, UserX } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { type ClosureBlockerDto, closureRequestBody } from "#app/modules/privacy/privacy.contract";
import { privacyClient, privacyKeys } from "#app/modules/privacy/privacy.api-client";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { ApiError, isAbort } from "#app/shared/http/client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { ReasonForm } from "./reason-form";
import { ActionButton } from "#app/shared/ui/buttons/action-button";

/**
 * /panel/profile's "Your data" card (docs/product.md §Your data and closing an account): download
 * everything the site holds about you as a zip; customers also ask to close the account (a dialog
 * says what goes and what stays), see the pending request and may withdraw it.
 */
export function YourDataCard({ role }: { role: "admin" | "customer" }) {
  const { t } = useTranslation(["privacy", "catalog_admin"]);
  const fmt = useBookingFormat();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const closure = useQuery({
    queryKey: privacyKeys.mine,
    queryFn: ({ signal }) => privacyClient.myClosure(signal),
    enabled: role === "customer",
  });
  const latest = closure.data?.data ?? null;
  const blockers = closure.data?.blockers ?? [];

  const download = async () => {
    setDownloading(true);
    try {
      const file = await privacyClient.exportMyData(fmt.locale);
      const url = URL.createObjectURL(file.blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = file.filename;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(t("card.downloaded"));
    } catch (err) {
      if (isAbort(err)) return;
      toast.error(err instanceof ApiError && err.body.message ? err.body.message : t("catalog_admin:ui.unavailable"));
    } finally {
      setDownloading(false);
    }
  };

  const withdraw = async () => {
    const ok = await confirm({
      title: t("card.withdraw_title"),
      text: t("card.withdraw_body"),
      confirmLabel: t("card.withdraw"),
    });
    if (!ok) return;
    setWithdrawing(true);
    try {
      toast.success((await privacyClient.withdrawClosure()).message);
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setWithdrawing(false);
      await queryClient.invalidateQueries({ queryKey: privacyKeys.mine });
    }
  };

  return (
    <FormSection title={t("card.title")} description={t("card.intro")} className="mt-6" testId="your-data">
      <div className="space-y-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">{t("card.download_hint")}</p>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => void download()}
            disabled={downloading}
            aria-busy={downloading}
            data-testid="export-data"
          >
            {downloading ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Download aria-hidden className="size-4" />
            )}
            {downloading ? t("card.downloading") : t("card.download")}
          </button>
        </div>
        <div className="border-t border-slate-200 pt-5">
          {role === "admin" ? (
            <p className="text-sm text-slate-600">{t("card.admin_note")}</p>
          ) : closure.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {t("catalog_admin:ui.loading")}
            </p>
          ) : latest?.status === "pending" ? (
            <div
              className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid="closure-pending"
            >
              <p className="text-sm font-medium text-amber-900" role="status">
                {t("card.pending", { date: fmt.dateTime(latest.created_at) })}
              </p>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => void withdraw()}
                disabled={withdrawing}
                data-testid="closure-withdraw"
              >
                {withdrawing ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
                {t("card.withdraw")}
              </button>
            </div>
          ) : (
            <div className="space-y-3">
              {latest?.status === "rejected" ? (
                <p className="text-sm text-red-800" data-testid="closure-rejected">
                  {t("card.rejected", {
                    date: fmt.dateTime(latest.created_at),
                    reason: latest.decision_note ?? "",
                  })}
                </p>
              ) : null}
              <ClosureBlockers blockers={blockers} />
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-700">{t("card.close_hint")}</p>
                <ActionButton look="danger" icon={UserX} onClick={() => setAsking(true)} data-testid="closure-request">
                  {t("card.close")}
                </ActionButton>
              </div>
            </div>
          )}
        </div>
      </div>
      <FormDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("card.confirm_title")}
        description={t("card.confirm_body")}
        testId="closure-dialog"
      >
        {asking ? <ClosureForm blockers={blockers} onClose={() => setAsking(false)} /> : null}
      </FormDialog>
    </FormSection>
  );
}

/**
 * What would stop an admin from approving a closure today, said before the customer asks
 * (docs/product.md §Your data and closing an account): the request may still be sent, and waits.
 */
function ClosureBlockers({ blockers }: { blockers: ClosureBlockerDto[] }) {
  const { t } = useTranslation("privacy");
  if (blockers.length === 0) return null;
  return (
    <div
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="closure-blockers"
    >
      <p className="font-medium">{t("card.blockers_title")}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {blockers.map((b) => (
          <li key={`${b.kind}:${b.code}`}>{t(`card.blocker.${b.kind}`, { code: b.code })}</li>
        ))}
      </ul>
      <p className="mt-1">{t("card.blockers_hint")}</p>
    </div>
  );
}

const closureForm = z.object({ reason: closureRequestBody.shape.reason });

function ClosureForm({ blockers, onClose }: { blockers: ClosureBlockerDto[]; onClose: () => void }) {
  const { t } = useTranslation("privacy");
  const form = useContractForm(closureForm, { defaultValues: { reason: "" } });
  return (
    <ReasonForm
      form={form}
      send={(input) => privacyClient.requestClosure({ reason: input.reason })}
      refresh={privacyKeys.mine}
      onClose={onClose}
      testId="closure"
      label={t("card.reason")}
      submitLabel={t("card.confirm")}
    >
      <ClosureBlockers blockers={blockers} />
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{t("card.confirm_kept")}</p>
    </ReasonForm>
  );
}
