import { LogIn, ShieldAlert, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ctaClass } from "#app/shared/ui/site/cta-class";

/**
 * A visitor who is not logged in: "you should login first to continue" (docs/product.md §Booking and seats),
 * with the way to log in (or register) and come back to `returnTo` with its query.
 */
export function LoginFirst({
  returnTo,
  text,
  children,
}: {
  returnTo: string;
  /** What logging in leads to (default: booking the package). */
  text?: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("booking");
  const { t: te } = useTranslation("errors");
  const redirect = encodeURIComponent(returnTo);
  return (
    <Gate
      id="login-first"
      className="border-amber-300 bg-amber-50"
      icon={<LogIn aria-hidden="true" className="size-5 shrink-0 text-amber-800" />}
      title={te("login_first")}
      text={text ?? t("gate.login_text")}
      note={children}
      testId="checkout-login-first"
    >
      <Link to={`/login?redirect=${redirect}`} className={ctaClass.primary} data-testid="checkout-login">
        <LogIn aria-hidden="true" className="size-5" />
        {t("gate.login")}
      </Link>
      <Link to={`/register?redirect=${redirect}`} className={ctaClass.outline}>
        <UserPlus aria-hidden="true" className="size-5" />
        {t("gate.register")}
      </Link>
    </Gate>
  );
}

/** An admin: "you can only book a package on a customer account", and no form. */
export function CustomerOnly({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  const { t } = useTranslation("booking");
  const { t: te } = useTranslation("errors");
  return (
    <Gate
      id="customer-only"
      className="border-slate-300 bg-slate-50"
      icon={<ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-slate-700" />}
      title={te("customer_only")}
      text={t("gate.admin_text")}
      testId="checkout-customer-only"
    >
      <Link to={backHref} className={ctaClass.outline}>
        {backLabel}
      </Link>
      <Link to="/panel/booking-history" className={ctaClass.primary}>
        {t("gate.admin_bookings")}
      </Link>
    </Gate>
  );
}

/** Why the checkout form is not shown, what to do instead (`children`: the links). */
function Gate({
  id,
  className,
  icon,
  title,
  text,
  note,
  testId,
  children,
}: {
  id: string;
  /** Border and background colour. */
  className: string;
  icon: React.ReactNode;
  title: string;
  text: string;
  note?: React.ReactNode;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-xl border p-5 sm:p-6 ${className}`}
      data-testid={testId}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        {icon}
        {title}
      </h2>
      <p className="mt-2 text-slate-800">{text}</p>
      {note}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">{children}</div>
    </section>
  );
}
