// First: configures zod in the browser before any schema is built (see the file).
import "./shared/zod-client-config";
import { accountClient } from "#app/modules/account/account.api-client";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { toast } from "./shared/ui/toast";
import type { Route } from "./+types/root";
// As a URL, not a side-effect import: see `links` below.
import appCss from "./app.css?url";
import { getMe } from "./modules/account/.server/get-me";
import { type RootData, useRootData } from "./modules/account/ui/root-data";
import { getSetting } from "./modules/setting/.server/get-setting";
import { isLocale, localeTag, type Locale } from "./shared/i18n/config";
import { switchLocale } from "./shared/i18n/browser.client";
import { cancelPendingRequests, onApiError } from "./shared/http/client";
import { settingClient } from "./modules/setting/setting.api-client";
import { storeSet } from "./shared/session/client-store";
import { forgetPageUser } from "./shared/session/page-session";
import { ConfirmProvider } from "./shared/ui/confirm-dialog";
import { ErrorPage } from "./shared/ui/error-page";
import { keepOnFilterChange } from "./shared/ui/should-revalidate";
import { Toasts } from "./shared/ui/toasts";

// Held to the account module's RootData, which every screen reads (useRootData) without importing this route.
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { ctx } = context;
  const [setting, user] = await Promise.all([getSetting({ ctx }), ctx.actor ? getMe({ ctx }) : Promise.resolve(null)]);
  return { locale: ctx.locale, setting, user, nonce: context.nonce };
}

export const shouldRevalidate = keepOnFilterChange;

// The stylesheet has a `precedence`, which makes it a React 19 stylesheet resource: it is written
// at the top of <head>, right after the preload of the page's largest image. As a plain link it
// came last, after the ten script preloads React hoists from <Scripts/>, and a phone fetched it
// behind them, painting nothing until the scripts were in (docs/performance.md, "Lighthouse").
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  // Without the root's data (its loader failed: the database is down) the error says the
  // visitor's language, so the page and the browser's translations stay in it.
  const error = useRouteError();
  const errorLocale = isRouteErrorResponse(error) ? (error.data as { locale?: unknown } | null)?.locale : undefined;
  const locale: Locale = data?.locale ?? (isLocale(errorLocale) ? errorLocale : "id");
  // `data-hydrated` once React has taken the page over (its handlers work from then on): what the
  // browser journeys wait for before they type or click (test/e2e/browser.ts, `open`).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    // `data-session` may be set before hydration (server/plugins/page-session.ts).
    <html lang={localeTag[locale]} data-locale={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-800 antialiased">
        {children}
        <ScrollRestoration nonce={useNonce()} />
        <Scripts nonce={useNonce()} />
      </body>
    </html>
  );
}

/** The CSP nonce exists only on the server; browsers hide it after parsing, so the client renders "". */
function useNonce(): string | undefined {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return typeof window === "undefined" ? data?.nonce : undefined;
}

/** Client behaviours of docs/product.md §Accounts and sessions, §Errors and input and §Settings, wired once for every layout. */
function useClientBehaviour(data: RootData) {
  const { t, i18n } = useTranslation("errors");
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();

  // The loader's language is the truth: follow it (after ?lang= or the selector).
  useEffect(() => {
    if (i18n.language !== data.locale) void switchLocale(i18n, data.locale);
    storeSet("locale", data.locale);
  }, [data.locale, i18n]);

  const { user } = useRootData();
  useEffect(() => storeSet("user", user), [user]);

  // Every navigation cancels pending requests of the previous screen: at its start, so the
  // requests the next screen makes once it renders are not caught by it.
  const navigatingTo = navigation.location?.key;
  useEffect(() => {
    if (navigatingTo) cancelPendingRequests();
  }, [navigatingTo]);

  // The setting is fetched about 1000 ms after start and kept on the client.
  useEffect(() => {
    const timer = setTimeout(() => {
      settingClient
        .public()
        .then((r) => storeSet("setting", r.setting))
        .catch(() => {});
    }, 1000);
    return () => clearTimeout(timer);
  }, []);

  useEffect(
    () =>
      onApiError((error) => {
        const message = error.body.message ?? t("internal");
        if (error.status === 422) {
          const messages = Object.values(error.body.errors ?? {}).flat();
          for (const m of messages.length ? messages : [message]) toast.error(m);
        } else if (error.status === 401) {
          storeSet("user", null);
          forgetPageUser();
          // A visitor who never logged in already gets "log in first" as the message itself.
          toast.error(message === t("login_first") ? message : `${message} ${t("login_first")}`);
          revalidator.revalidate();
          // Back to the same screen after logging in again.
          const here = `${window.location.pathname}${window.location.search}`;
          navigate(here.startsWith("/login") ? "/login" : `/login?redirect=${encodeURIComponent(here)}`);
        } else if (error.status === 403) {
          toast.error(`${message} ${t("login_first")}`);
        } else {
          toast.error(message);
        }
      }),
    [t, navigate, revalidator],
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useClientBehaviour(loaderData);
  return (
    <>
      <ConfirmProvider>
        <Outlet />
      </ConfirmProvider>
      <Toasts />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return (
    <main id="main">
      <ErrorPage error={error} logout={data?.user ? accountClient.logout : undefined} />
    </main>
  );
}
