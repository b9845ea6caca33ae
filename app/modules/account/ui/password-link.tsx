import { useQueryClient } from "@tanstack/react-query";
import { Check, Copy, KeyRound } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { customerClient, customerKeys } from "#app/modules/account/account.api-client";
import type { CustomerDto, PasswordLinkDto } from "#app/modules/account/customer.contract";
import { ApiError } from "#app/shared/http/client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { formatMoment } from "#app/shared/dates";
import { WhatsappIcon } from "#app/shared/ui/brand-icons";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { controlClass } from "#app/shared/ui/form-field";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { buttonClass } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { CALLING_CODE, whatsappHref } from "#app/shared/whatsapp";
import { useRootData } from "./root-data";

/**
 * A customer who has not chosen a password yet (registered at the counter, decision 074): they
 * cannot log in until they do. Staff make a one-time link and hand it over (WhatsApp, or read out):
 * for a customer without an e-mail address the only way in. Shown by the customer editor.
 */
export function PasswordLinkCard({ record }: { record: CustomerDto }) {
  const { t } = useTranslation(["customer_admin", "catalog_admin"]);
  const queryClient = useQueryClient();
  const [link, setLink] = useState<PasswordLinkDto | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const make = async () => {
    setBusy(true);
    try {
      setLink((await customerClient.passwordLink(record.id)).data);
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
      // 409: they chose a password meanwhile; the record read again drops this card.
      if (err instanceof ApiError && err.status === 409)
        await queryClient.invalidateQueries({ queryKey: customerKeys.detail(record.id) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-6"
      aria-labelledby={titleId}
      data-testid="customer-password"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t("password_link.title")}
      </h2>
      <p className="mt-2 text-sm text-amber-950">{t("password_link.text", { name: record.name })}</p>
      <ActionButton
        look="secondary"
        icon={KeyRound}
        className="mt-3 w-full"
        onClick={() => void make()}
        disabled={busy}
        data-testid="customer-password-link"
      >
        {t("password_link.button")}
      </ActionButton>
      <PasswordLinkDialog link={link} record={record} onClose={() => setLink(null)} />
    </section>
  );
}

function PasswordLinkDialog({
  link,
  record,
  onClose,
}: {
  link: PasswordLinkDto | null;
  record: CustomerDto;
  onClose: () => void;
}) {
  const { t } = useTranslation("customer_admin");
  return (
    <FormDialog
      open={link !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("password_link.dialog_title")}
      description={t("password_link.dialog_intro", { name: record.name })}
      testId="password-link-dialog"
    >
      {link ? <LinkDetails link={link} phone={record.phone} name={record.name} onClose={onClose} /> : null}
    </FormDialog>
  );
}

/** The user name, the link with its copy button, WhatsApp (given a phone) and when the link expires. */
function LinkDetails({
  link,
  phone,
  name,
  onClose,
}: {
  link: PasswordLinkDto;
  phone: string | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(["customer_admin", "catalog_admin"]);
  const { locale, setting } = useRootData();
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const expires = formatMoment(new Date(link.expires_at), locale);
  const message = t("password_link.message", {
    name,
    site: setting.name,
    username: link.username,
    url: link.url,
    date: expires,
  });
  // A phone typed the local way (0812...) is taken as the agency's country's.
  const whatsapp = whatsappHref(phone, message, CALLING_CODE[setting.currency]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
      toast.success(t("password_link.copied"));
    } catch {
      // No clipboard (an old browser, a page served without https): the link is selected to copy by hand.
      input.current?.focus();
      input.current?.select();
      toast.info(t("password_link.copy_failed"));
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        {t("password_link.username")}:{" "}
        <span className="font-semibold break-all text-slate-900" data-testid="password-link-username">
          {link.username}
        </span>
      </p>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
          {t("password_link.link")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={input}
            id={inputId}
            type="text"
            readOnly
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
            className={`${controlClass} font-mono text-sm`}
            data-testid="password-link-url"
          />
          <ActionButton
            look="secondary"
            icon={copied ? Check : Copy}
            className="shrink-0"
            onClick={() => void copy()}
            data-testid="password-link-copy"
          >
            {t("password_link.copy")}
          </ActionButton>
        </div>
        <p className="mt-1 text-sm text-slate-700" data-testid="password-link-expires">
          {t("password_link.expires", { date: expires })}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          {t("catalog_admin:ui.close")}
        </button>
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-[#0b7a63] px-4 py-2 font-semibold text-white hover:bg-[#075e4c]"
            data-testid="password-link-whatsapp"
          >
            <WhatsappIcon className="size-5" />
            {t("password_link.whatsapp")}
          </a>
        ) : null}
      </div>
    </div>
  );
}
