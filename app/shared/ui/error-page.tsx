import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useLocation } from "react-router";

/** The status of whatever a loader threw: a thrown response keeps its own, anything else is a 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * The body of an error screen (404, 403, 503, anything else), shared by the root boundary and
 * the storefront layout's (which puts it between the header and the footer).
 */
export function ErrorPage({ error, logout }: { error: unknown; logout?: () => Promise<unknown> }) {
  const { t } = useTranslation("common");
  const { t: te } = useTranslation("errors");
  const location = useLocation();
  const status = errorStatus(error);
  const kind = status === 404 ? "not_found" : status === 403 ? "forbidden" : status === 503 ? "unavailable" : "generic";
  const here = `${location.pathname}${location.search}`;
  const loginHref = `/login?redirect=${encodeURIComponent(here)}`;

  // A logged-in account without access logs in as another one: the session ends first, or /login
  // would send it straight back here. The caller hands in the account client's logout when
  // someone is logged in (the kit does not import modules).
  const switchAccount = async () => {
    try {
      await logout?.();
    } catch {
      // Logged out or not, the login page is where this leads.
    } finally {
      window.location.assign(loginHref);
    }
  };

  const secondary =
    "inline-flex min-h-11 items-center rounded-md border border-emerald-700 bg-white px-4 py-2 font-medium text-emerald-800 hover:bg-emerald-50";
  const primary =
    "inline-flex min-h-11 items-center rounded-md bg-emerald-700 px-4 py-2 font-medium text-white hover:bg-emerald-800";
  return (
    <div
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center"
      data-testid={`error-${status}`}
    >
      <title>{`${status} · ${t(`error.${kind}_title`)}`}</title>
      <p className="text-6xl font-bold text-emerald-700">{status}</p>
      <h1 className="text-2xl font-semibold text-slate-900">{t(`error.${kind}_title`)}</h1>
      {status === 403 ? (
        // docs/product.md §Errors and input: a 403 shows the message plus the login-first hint.
        <p className="text-slate-700" data-testid="error-login-first">
          {te("forbidden")} {te("login_first")}
        </p>
      ) : (
        <p className="text-slate-700">{t(`error.${kind}_text`)}</p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {status === 403 ? (
          logout ? (
            <button type="button" onClick={() => void switchAccount()} className={primary} data-testid="error-switch">
              {t("error.switch_account")}
            </button>
          ) : (
            <a href={loginHref} className={primary}>
              {t("error.login")}
            </a>
          )
        ) : null}
        {status === 503 ? (
          <a href={here} className={primary}>
            {t("error.retry")}
          </a>
        ) : null}
        {status === 403 && logout ? (
          <a href="/panel" className={secondary}>
            {t("error.back_panel")}
          </a>
        ) : null}
        <a href="/" className={status === 403 || status === 503 ? secondary : primary}>
          {t("error.back_home")}
        </a>
      </div>
    </div>
  );
}
