/**
 * Component tests of screens (React Testing Library in jsdom, a React Router routes stub, as the
 * React Router documentation shows): the screen under test renders inside a "root" route that
 * provides what `useRootData()` reads, with the real i18n catalogues of the chosen language and a
 * fresh TanStack Query client. The browser's door to the API (`fetch` to `/api/...`) is answered
 * by `mockApi`, which records each call so a test can assert what the screen sent.
 *
 * A test file that uses this starts with the comment `// @vitest-environment jsdom`.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, vi } from "vitest";
import type { RootData } from "#app/modules/account/ui/root-data";
import type { Locale } from "#app/shared/i18n/config";
import { serverI18n } from "#app/shared/i18n/server";
import { ConfirmProvider } from "#app/shared/ui/confirm-dialog";

// A first render in jsdom takes over a second on a busy 2-core machine: `findBy…` waits up to 10 s
// (an assertion that never comes true still fails, only later).
configure({ asyncUtilTimeout: 10_000 });

// Without Vitest globals Testing Library cannot clean up by itself: each test starts on an empty page,
// and stubbed globals (fetch) are restored.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

export type ScreenSetting = Partial<RootData["setting"]>;

/** A signed-in user for `renderScreen`'s `user`: an owner of every branch unless told otherwise. */
export const signedIn = (more: Partial<NonNullable<RootData["user"]>> = {}) =>
  ({
    id: 1,
    name: "Staff",
    username: "staff",
    email: "staff@example.test",
    role: "admin",
    title: null,
    is_number: null,
    phone: null,
    birth_place: null,
    birth_date: null,
    address: null,
    profile_picture_url: null,
    locale: "id",
    staff_role: "owner",
    branch_id: null,
    agent_id: null,
    ...more,
  }) satisfies RootData["user"];

export interface RenderScreenOptions {
  locale?: Locale;
  /** The URL the stub starts at; the screen is rendered at `path`. */
  url?: string;
  path?: string;
  /** Fields of the site setting the screen reads (currency, name, ...). */
  setting?: ScreenSetting;
  user?: RootData["user"];
  /** Other routes the screen links or navigates to (to assert a navigation). */
  routes?: { path: string; Component: () => ReactNode }[];
}

export function renderScreen(ui: ReactElement | (() => ReactNode), options: RenderScreenOptions = {}) {
  const locale = options.locale ?? "en";
  document.documentElement.dataset.locale = locale;
  const i18n = serverI18n(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootData = {
    locale,
    setting: { currency: "IDR", name: "Agency", ...options.setting },
    user: options.user ?? null,
    nonce: "",
  } as unknown as RootData;
  const Screen = typeof ui === "function" ? ui : () => ui;
  const path = options.path ?? "/";
  current = { i18n, queryClient };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      HydrateFallback: NothingYet,
      Component: Providers,
      children: [{ path, Component: Screen }, ...(options.routes ?? [])],
    },
  ]);
  const result = render(<Stub initialEntries={[options.url ?? path]} />);
  return { ...result, queryClient, i18n };
}

function NothingYet() {
  return null;
}

// The providers of the screen being rendered (tests of a file run one after the other).
let current: { i18n: ReturnType<typeof serverI18n>; queryClient: QueryClient };

function Providers() {
  const { i18n, queryClient } = current;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>
          <Outlet />
        </ConfirmProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
type Handler = (call: ApiCall) => { status?: number; body?: unknown } | undefined;

/**
 * Answers the screen's API requests: `handlers` maps "METHOD /path" (path without `/api`, query
 * included when the key has one) to a JSON body, or to a function of the call. An unexpected
 * request fails the test loudly with a 599 and is recorded in `calls`.
 */
export function mockApi(handlers: Record<string, unknown | Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const path = url.pathname.replace(/^\/api/, "") + url.search;
    let body: unknown = init?.body;
    if (typeof body === "string") {
      try {
        body = JSON.parse(body);
      } catch {}
    }
    const call = { method, path, body };
    calls.push(call);
    const handler = handlers[`${method} ${path}`] ?? handlers[`${method} ${url.pathname.replace(/^\/api/, "")}`];
    if (handler === undefined)
      return new Response(JSON.stringify({ message: `unexpected ${method} ${path}` }), { status: 599 });
    const answer = typeof handler === "function" ? ((handler as Handler)(call) ?? {}) : { body: handler };
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
