import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { telHref } from "./types";

/** The agency's phone (tel:), email (mailto:) and address, each only when set. */
export function ContactDetails({
  phone,
  email,
  address,
}: {
  phone: string | null;
  email: string | null;
  address: string | null;
}) {
  const { t } = useTranslation("content");
  if (!phone && !email && !address) return null;
  return (
    <ul className="mt-3 space-y-3">
      {phone ? (
        <li className="flex gap-2">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a href={telHref(phone)} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
            <span className="sr-only">{t("common.phone")}: </span>
            {phone}
          </a>
        </li>
      ) : null}
      {email ? (
        <li className="flex gap-2">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a
            href={`mailto:${email}`}
            className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            <span className="sr-only">{t("common.email")}: </span>
            {email}
          </a>
        </li>
      ) : null}
      {address ? (
        <li className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <address className="not-italic">
            <span className="sr-only">{t("common.address")}: </span>
            {address}
          </address>
        </li>
      ) : null}
    </ul>
  );
}
