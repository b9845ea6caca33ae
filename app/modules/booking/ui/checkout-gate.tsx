import { LogIn, ShieldAlert, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

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
    <section
      aria-labelledby="login-first-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
      data-testid="checkout-login-first"
    >
      <h2 id="login-first-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <LogIn aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
        {te("login_first")}
      </h2>
      <p className="mt-2 text-slate-800">{text ?? t("gate.login_text")}</p>
      {children}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link
          to={`/login?redirect=${redirect}`}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          data-testid="checkout-login"
        >
          <LogIn aria-hidden="true" className="size-5" />
          {t("gate.login")}
        </Link>
        <Link
          to={`/register?redirect=${redirect}`}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          <UserPlus aria-hidden="true" className="size-5" />
          {t("gate.register")}
        </Link>
      </div>
    </section>
  );
}

/** An admin: "you can only book a package on a customer account", and no form. */
export function CustomerOnly({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  const { t } = useTranslation("booking");
  const { t: te } = useTranslation("errors");
  return (
    <section
      aria-labelledby="customer-only-title"
      className="rounded-xl border border-slate-300 bg-slate-50 p-5 sm:p-6"
      data-testid="checkout-customer-only"
    >
      <h2 id="customer-only-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-slate-700" />
        {te("customer_only")}
      </h2>
      <p className="mt-2 text-slate-800">{t("gate.admin_text")}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link
          to={backHref}
          className="inline-flex min-h-12 items-center justify-center rounded-md border border-brand-700 bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {backLabel}
        </Link>
        <Link
          to="/panel/booking-history"
          className="inline-flex min-h-12 items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t("gate.admin_bookings")}
        </Link>
      </div>
    </section>
  );
}
