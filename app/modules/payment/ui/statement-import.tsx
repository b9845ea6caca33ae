import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, FileUp, LoaderCircle, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "#app/shared/http/client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { currencies } from "#app/shared/money";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { Badge, buttonClass, FormSection, PageHeader } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { bookingKeys } from "#app/modules/booking/booking.api-client";
import { bankClient, statementClient, statementKeys, statementQueries } from "#app/modules/payment/payment.api-client";
import type {
  CsvMappingInput,
  StatementDto,
  StatementLineDto,
  StatementSummaryDto,
} from "#app/modules/payment/statement.contract";
import {
  DATE_FORMATS,
  MATCH_WINDOW_DAYS,
  STATEMENT_FORMATS,
  type StatementFormat,
} from "#app/modules/payment/statement.rules";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { ActionButton } from "#app/shared/ui/buttons/action-button";

// Written out in full: test/i18n-keys.test.ts finds every key the code uses.
const FORMAT_LABELS = {
  bca: "format.bca",
  mandiri: "format.mandiri",
  bri: "format.bri",
  bni: "format.bni",
  maybank: "format.maybank",
  cimb: "format.cimb",
  csv: "format.csv",
} as const satisfies Record<StatementFormat, string>;

const REASON_LABELS = {
  no_match: "reason.no_match",
  ambiguous: "reason.ambiguous",
  out_of_window: "reason.out_of_window",
  claimed: "reason.claimed",
} as const satisfies Record<NonNullable<StatementLineDto["reason"]>, string>;

/**
 * /panel/statements (admin; docs/product.md §Bank statement import): the imports, newest first;
 * the upload dialog; the chosen import's lines (matched with their booking, unmatched with the
 * reason, confirmed) and "confirm N matches" in one step.
 */
export function StatementsScreen() {
  const { t } = useTranslation("statement");
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get("id")) || null;
  const [uploading, setUploading] = useState(false);
  const list = useQuery(statementQueries.list());
  const queryClient = useQueryClient();
  const select = (id: number) => setParams({ id: String(id) }, { preventScrollReset: true });
  // A navigation cancels the requests in flight (app/root.tsx): the list is read again once the
  // chosen import is shown, so a new upload appears in it.
  const shown = useRef(selected);
  useEffect(() => {
    if (shown.current === selected) return;
    shown.current = selected;
    void queryClient.invalidateQueries({ queryKey: statementKeys.all, exact: true });
  }, [selected, queryClient]);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("ui.title")}
        description={t("ui.intro")}
        actions={
          <ActionButton
            look="primary"
            icon={Upload}
            onClick={() => setUploading(true)}
            data-testid="statement-upload-open"
          >
            {t("ui.upload")}
          </ActionButton>
        }
      />
      {selected ? <StatementDetail id={selected} /> : null}
      <FormSection title={t("ui.imports")} testId="statement-list">
        {list.data ? (
          list.data.data.length ? (
            <ul className="divide-y divide-slate-100">
              {list.data.data.map((s) => (
                <ImportRow key={s.id} statement={s} active={s.id === selected} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600" data-testid="statement-list-empty">
              {t("ui.none")}
            </p>
          )
        ) : list.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t("ui.failed")}
          </p>
        ) : (
          <Loading />
        )}
      </FormSection>
      <UploadDialog open={uploading} onOpenChange={setUploading} onDone={(s) => select(s.id)} />
    </div>
  );
}

function Loading() {
  const { t } = useTranslation("statement");
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      {t("ui.loading")}
    </p>
  );
}

function ImportRow({ statement: s, active }: { statement: StatementSummaryDto; active: boolean }) {
  const { t } = useTranslation("statement");
  const fmt = useBookingFormat();
  return (
    <li className={`py-3 ${active ? "bg-brand-50/60" : ""}`} data-testid="statement-row">
      <Link
        to={`?id=${s.id}`}
        preventScrollReset
        className="flex min-h-11 flex-col gap-1 rounded-md px-2 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
        aria-current={active ? "true" : undefined}
      >
        <span className="min-w-0">
          <span className="block font-medium break-words text-slate-900">{s.file_name}</span>
          <span className="block text-sm text-slate-600">
            {t(FORMAT_LABELS[s.format])}
            {s.bank_account ? ` · ${s.bank_account.label}` : ""} · {fmt.dateTime(s.created_at)}
            {s.uploaded_by ? ` · ${s.uploaded_by.name}` : ""}
          </span>
        </span>
        <span className="flex flex-wrap gap-1">
          <Badge tone="blue">{t("ui.count_new", { n: s.new_line_count, total: s.line_count })}</Badge>
          {s.matched ? <Badge tone="amber">{t("ui.count_matched", { n: s.matched })}</Badge> : null}
          {s.confirmed ? <Badge tone="green">{t("ui.count_confirmed", { n: s.confirmed })}</Badge> : null}
          {s.unmatched ? <Badge tone="slate">{t("ui.count_unmatched", { n: s.unmatched })}</Badge> : null}
          {s.ignored ? <Badge tone="slate">{t("ui.count_ignored", { n: s.ignored })}</Badge> : null}
        </span>
      </Link>
    </li>
  );
}

function StatementDetail({ id }: { id: number }) {
  const { t } = useTranslation("statement");
  const fmt = useBookingFormat();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [resolving, setResolving] = useState<Resolving | null>(null);
  const one = useQuery(statementQueries.one(id));

  if (!one.data)
    return (
      <FormSection title={t("ui.lines")}>
        {one.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t("ui.failed")}
          </p>
        ) : (
          <Loading />
        )}
      </FormSection>
    );
  const s: StatementDto = one.data.data;
  const matched = s.lines.filter((l) => l.status === "matched");
  const unmatched = s.lines.filter((l) => l.status === "unmatched" || l.status === "ignored");
  const confirmed = s.lines.filter((l) => l.status === "confirmed");

  const confirmAll = async () => {
    const total = matched.reduce((n, l) => n + l.amount, 0);
    const ok = await confirm({
      title: t("ui.confirm_title", { count: matched.length }),
      text: t("ui.confirm_text", { count: matched.length, amount: fmt.money(total, s.currency) }),
      confirmLabel: t("ui.confirm_button", { count: matched.length }),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const res = await statementClient.confirm(s.id, { line_ids: matched.map((l) => l.id) });
      queryClient.setQueryData(statementKeys.one(s.id), { data: res.data });
      void queryClient.invalidateQueries({ queryKey: statementKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.pendingCount });
      if (res.skipped) toast.info(t("ui.confirmed_skipped", { count: res.confirmed, skipped: res.skipped }));
      else toast.success(res.message);
    } catch (err) {
      handleWriteError(err, t("ui.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormSection
      title={t("ui.lines_of", { name: s.file_name })}
      description={t("ui.lines_intro", { count: MATCH_WINDOW_DAYS })}
      testId="statement-detail"
      actions={
        matched.length ? (
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => void confirmAll()}
            disabled={busy}
            data-testid="statement-confirm"
          >
            {busy ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <CheckCircle2 aria-hidden className="size-4" />
            )}
            {t("ui.confirm_button", { count: matched.length })}
          </button>
        ) : null
      }
    >
      <LineGroup
        title={t("ui.group_matched")}
        lines={matched}
        currency={s.currency}
        testId="lines-matched"
        onResolve={setResolving}
      />
      <LineGroup
        title={t("ui.group_unmatched")}
        lines={unmatched}
        currency={s.currency}
        testId="lines-unmatched"
        onResolve={setResolving}
      />
      <LineGroup title={t("ui.group_confirmed")} lines={confirmed} currency={s.currency} testId="lines-confirmed" />
      <ResolveDialog statementId={s.id} currency={s.currency} target={resolving} onClose={() => setResolving(null)} />
      {s.lines.length === 0 ? <p className="text-sm text-slate-600">{t("ui.no_new_lines")}</p> : null}
    </FormSection>
  );
}

type Resolving = { line: StatementLineDto; mode: "assign" | "ignore" };

function LineGroup({
  title,
  lines,
  currency,
  testId,
  onResolve,
}: {
  title: string;
  lines: StatementLineDto[];
  currency: string;
  testId: string;
  /** Open lines: an admin assigns one to a booking or ignores it, with a reason (decision 058). */
  onResolve?: (target: Resolving) => void;
}) {
  const { t } = useTranslation("statement");
  const fmt = useBookingFormat();
  if (!lines.length) return null;
  return (
    <div className="mt-4 first:mt-0" data-testid={testId}>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {title} ({lines.length})
      </h3>
      <ul className="space-y-2">
        {lines.map((l) => (
          <li
            key={l.id}
            className="rounded-lg border border-slate-200 p-3"
            data-testid="statement-line"
            data-status={l.status}
            data-line-id={l.id}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-lg font-semibold text-slate-900 tabular-nums">{fmt.money(l.amount, currency)}</span>
              <span className="text-sm text-slate-600">{fmt.date(l.posted_on)}</span>
            </div>
            <p className="mt-1 text-sm break-words text-slate-700">{l.description}</p>
            {l.payment ? (
              <p className="mt-2 text-sm text-slate-800">
                {l.payment.booking.id ? (
                  <Link
                    to={`/panel/booking-history/${l.payment.booking.id}`}
                    className="font-mono font-semibold text-brand-800 underline"
                    data-testid="line-booking"
                  >
                    {l.payment.booking.code}
                  </Link>
                ) : (
                  <span className="font-mono font-semibold" data-testid="line-booking">
                    {l.payment.booking.code}
                  </span>
                )}{" "}
                · {l.payment.booking.customer_name} ·{" "}
                {t("ui.counts_as", { amount: fmt.money(l.payment.amount, currency) })}
                {l.matched_by === "booking_code" ? <> · {t("ui.matched_by_code")}</> : null}
              </p>
            ) : null}
            {l.status === "ignored" ? (
              <p className="mt-2 text-sm font-medium text-slate-800">{t("ui.ignored")}</p>
            ) : l.reason ? (
              <p className="mt-2 text-sm text-amber-900" data-testid="line-reason">
                {t(REASON_LABELS[l.reason])}
              </p>
            ) : null}
            {/* The statement's audit: who closed the line, when, and why. */}
            {l.resolved_at ? (
              <p className="mt-2 text-sm text-slate-600" data-testid="line-audit">
                {t(l.resolution ? "ui.audit_reason" : "ui.audit", {
                  name: l.resolved_by?.name ?? "-",
                  date: fmt.dateTime(l.resolved_at),
                  reason: l.resolution ?? "",
                })}
              </p>
            ) : null}
            {onResolve && (l.status === "unmatched" || l.status === "matched") ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {l.status === "unmatched" ? (
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    onClick={() => onResolve({ line: l, mode: "assign" })}
                    data-testid="line-assign"
                  >
                    {t("ui.assign")}
                  </button>
                ) : null}
                <button
                  type="button"
                  className={buttonClass.secondary}
                  onClick={() => onResolve({ line: l, mode: "ignore" })}
                  data-testid="line-ignore"
                >
                  {t("ui.ignore")}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Assign an open line to a booking by its code, or ignore it; a reason either way (decision 058). */
function ResolveDialog({
  statementId,
  currency,
  target,
  onClose,
}: {
  statementId: number;
  currency: string;
  target: Resolving | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("statement");
  const fmt = useBookingFormat();
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Resolving | null>(null);
  // Each opening starts empty.
  if (shown !== target) {
    setShown(target);
    setCode(target?.line.payment?.booking.code ?? "");
    setReason("");
    setErrors({});
  }
  if (!target) return null;
  const assign = target.mode === "assign";

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const res = assign
        ? await statementClient.assign(statementId, target.line.id, { booking_code: code, reason })
        : await statementClient.ignore(statementId, target.line.id, { reason });
      queryClient.setQueryData(statementKeys.one(statementId), { data: res.data });
      void queryClient.invalidateQueries({ queryKey: statementKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      toast.success(res.message);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 422 && err.body.errors)
        setErrors(Object.fromEntries(Object.entries(err.body.errors).map(([k, v]) => [k, v[0] ?? ""])));
      handleWriteError(err, t("ui.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={assign ? t("ui.assign_title") : t("ui.ignore_title")}
      description={t(assign ? "ui.assign_intro" : "ui.ignore_intro", {
        amount: fmt.money(target.line.amount, currency),
        date: fmt.date(target.line.posted_on),
      })}
      testId="line-resolve-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {assign ? (
          <FormField label={t("ui.booking_code")} error={errors.booking_code ?? errors.amount} required>
            {(a11y) => (
              <input
                {...a11y}
                className={`${controlClass} font-mono uppercase`}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                data-testid="resolve-code"
              />
            )}
          </FormField>
        ) : null}
        <FormField label={t("ui.reason")} hint={t("ui.reason_hint")} error={errors.reason} required>
          {(a11y) => (
            <textarea
              {...a11y}
              className={controlClass}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              data-testid="resolve-reason"
            />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            {t("ui.cancel")}
          </button>
          <button type="submit" className={buttonClass.primary} disabled={busy} data-testid="resolve-submit">
            {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {assign ? t("ui.assign_submit") : t("ui.ignore_submit")}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}

type MappingState = Required<{ [K in keyof CsvMappingInput]: string }>;
const EMPTY_MAPPING: MappingState = {
  delimiter: ",",
  date_column: "",
  date_format: "DD/MM/YYYY",
  description_column: "",
  amount_column: "",
  credit_column: "",
  decimal: ".",
  currency: "IDR",
};

/** The upload dialog: format, account, the file, and for a generic CSV its column mapping. */
function UploadDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (s: StatementDto) => void;
}) {
  const { t } = useTranslation(["statement", "catalog_admin"]);
  const queryClient = useQueryClient();
  const fileId = useId();
  const [format, setFormat] = useState<StatementFormat>("bca");
  const [bankId, setBankId] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<MappingState>(EMPTY_MAPPING);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const banks = useQuery({
    queryKey: ["panel", "bank", "all-for-statements"],
    queryFn: ({ signal }) => bankClient.list({ limit: -1, all: true }, signal),
    enabled: open,
  });

  const field = (name: keyof MappingState) => ({
    value: mapping[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setMapping((m) => ({ ...m, [name]: e.target.value })),
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (!file) {
      setErrors({ content: t("ui.file_required") });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const res = await statementClient.upload({
        format,
        file_name: file.name,
        content: await file.text(),
        bank_account_id: bankId ? Number(bankId) : null,
        mapping:
          format === "csv"
            ? {
                ...mapping,
                delimiter: mapping.delimiter as CsvMappingInput["delimiter"],
                date_format: mapping.date_format as CsvMappingInput["date_format"],
                decimal: mapping.decimal as CsvMappingInput["decimal"],
                currency: mapping.currency as CsvMappingInput["currency"],
              }
            : null,
      });
      void queryClient.invalidateQueries({ queryKey: statementKeys.all });
      queryClient.setQueryData(statementKeys.one(res.data.id), { data: res.data });
      toast.success(res.message);
      onOpenChange(false);
      setFile(null);
      onDone(res.data);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422)
        setErrors(
          Object.fromEntries(
            Object.entries(err.body.errors ?? {}).map(([k, v]) => [k.replace(/^mapping\./, ""), v[0]]),
          ),
        );
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("ui.upload_title")}
      description={t("ui.upload_intro")}
      testId="statement-upload"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("ui.format")} required error={errors.format}>
            {(a11y) => (
              <select
                {...a11y}
                className={controlClass}
                value={format}
                onChange={(e) => setFormat(e.target.value as StatementFormat)}
                data-testid="statement-format"
              >
                {STATEMENT_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {t(FORMAT_LABELS[f])}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t("ui.account")} optional hint={t("ui.account_hint")} error={errors.bank_account_id}>
            {(a11y) => (
              <select
                {...a11y}
                className={controlClass}
                value={bankId}
                onChange={(e) => setBankId(e.target.value)}
                data-testid="statement-bank"
              >
                <option value="">{t("ui.any_account")}</option>
                {banks.data?.data.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.bank_name} {b.account_number}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField label={t("ui.file")} required hint={t("ui.file_hint")} error={errors.content ?? errors.file_name}>
          {(a11y) => (
            <label
              htmlFor={a11y.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-dashed border-slate-400 px-3 py-2 text-slate-800 focus-within:ring-2 focus-within:ring-brand-600/30 hover:bg-slate-50"
            >
              <FileUp aria-hidden className="size-5 text-slate-600" />
              <span className="min-w-0 break-words">{file ? file.name : t("ui.file_choose")}</span>
              <input
                {...a11y}
                key={fileId}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className="sr-only"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                data-testid="statement-file"
              />
            </label>
          )}
        </FormField>
        {format === "csv" ? (
          <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3" data-testid="statement-mapping">
            <legend className="px-1 text-sm font-semibold text-slate-800">{t("ui.mapping")}</legend>
            <p className="text-sm text-slate-600">{t("ui.mapping_intro")}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label={t("ui.date_column")} required error={errors.date_column}>
                {(a11y) => (
                  <input {...a11y} className={controlClass} {...field("date_column")} data-testid="map-date" />
                )}
              </FormField>
              <FormField label={t("ui.date_format")} required error={errors.date_format}>
                {(a11y) => (
                  <select {...a11y} className={controlClass} {...field("date_format")} data-testid="map-date-format">
                    {DATE_FORMATS.map((f) => (
                      <option key={f} value={f}>
                        {f}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label={t("ui.description_column")} required error={errors.description_column}>
                {(a11y) => (
                  <input {...a11y} className={controlClass} {...field("description_column")} data-testid="map-desc" />
                )}
              </FormField>
              <FormField label={t("ui.amount_column")} hint={t("ui.amount_column_hint")} error={errors.amount_column}>
                {(a11y) => (
                  <input {...a11y} className={controlClass} {...field("amount_column")} data-testid="map-amount" />
                )}
              </FormField>
              <FormField label={t("ui.credit_column")} hint={t("ui.credit_column_hint")} error={errors.credit_column}>
                {(a11y) => (
                  <input {...a11y} className={controlClass} {...field("credit_column")} data-testid="map-credit" />
                )}
              </FormField>
              <FormField label={t("ui.delimiter")} required>
                {(a11y) => (
                  <select {...a11y} className={controlClass} {...field("delimiter")} data-testid="map-delimiter">
                    <option value=",">{t("ui.delimiter_comma")}</option>
                    <option value=";">{t("ui.delimiter_semicolon")}</option>
                    <option value={"\t"}>{t("ui.delimiter_tab")}</option>
                  </select>
                )}
              </FormField>
              <FormField label={t("ui.decimal")} required>
                {(a11y) => (
                  <select {...a11y} className={controlClass} {...field("decimal")} data-testid="map-decimal">
                    <option value=".">{t("ui.decimal_point")}</option>
                    <option value=",">{t("ui.decimal_comma")}</option>
                  </select>
                )}
              </FormField>
              <FormField label={t("ui.currency")} required>
                {(a11y) => (
                  <select {...a11y} className={controlClass} {...field("currency")} data-testid="map-currency">
                    {currencies.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          </fieldset>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass.secondary} onClick={() => onOpenChange(false)}>
            {t("catalog_admin:ui.cancel")}
          </button>
          <button type="submit" className={buttonClass.primary} disabled={busy} data-testid="statement-upload-submit">
            {busy ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Upload aria-hidden className="size-4" />
            )}
            {busy ? t("ui.uploading") : t("ui.upload")}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
