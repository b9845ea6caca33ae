import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** This worker's own server (test/e2e/global.ts starts one per worker). */
export const baseURL = () => {
  const urls = inject("baseURLs");
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
};
export const demoPassword = () => inject("demoPassword");

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export async function newContext(browser: Browser, viewport = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseURL(), viewport });
}

/**
 * Waits until React has hydrated the page (app/root.tsx marks `<html data-hydrated>`): a click or
 * a keystroke before that is lost, as a person's would be. Cheaper than a quiet network, which
 * also waits for the setting fetched a second after start.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits for its hydration (the forms and controls only work from then on). */
export async function open(page: Page, url: string) {
  const res = await page.goto(url);
  await waitForHydration(page);
  return res;
}

/** Logs a browser context in through the real API (sets the HttpOnly session cookie). */
export async function loginContext(context: BrowserContext, username: string, password = demoPassword()) {
  const res = await context.request.post("/api/login", {
    data: { username, password },
    headers: { origin: baseURL() },
  });
  if (!res.ok()) throw new Error(`login ${username}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { token: string };
}

/** Axe scan: returns the violations (id, impact, nodes) so a test can assert none. */
export async function axeViolations(page: Page) {
  const found = await scanOnce(page);
  // A toast that appeared during the scan (react-toastify loads with the first toast, so one asked
  // for just before may mount a moment later) was read mid-entrance at part of its opacity: seen
  // in CI on a toast that came after the wait found the page still. Read again once it has
  // settled; a toast whose colours really fail fails the second scan too.
  const onToast = (v: { targets: string[] }) => v.targets.some((t) => /^#(success|error|info)\\:/.test(t));
  if (!found.some(onToast)) return found;
  await page.waitForTimeout(500);
  return scanOnce(page);
}

async function scanOnce(page: Page) {
  // A toast or dialog still fading in or out is measured at part of its opacity, hence "low
  // contrast". The scan waits (at most 3 s) for running animations and transitions to end (spinners
  // never do). A toast's progress bar is its timer: it runs for the whole 3 s and, when it ends, the
  // toast starts fading out, possibly mid-scan. So the timers do not count, and they are paused in the
  // same turn that finds the page still (no toast can start leaving) until the scan is over.
  await page
    .waitForFunction(
      () => {
        const isTimer = (a: Animation) =>
          a.effect instanceof KeyframeEffect &&
          a.effect.target instanceof Element &&
          a.effect.target.closest(".Toastify__progress-bar") !== null;
        const animations = document.getAnimations();
        const moving = animations.some(
          (a) =>
            a.playState === "running" && !isTimer(a) && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
        // A leaving toast has its exit class from the frame it starts leaving until it is removed,
        // across the gap between its fade-out and its collapse, when nothing runs for a frame.
        const leaving = document.querySelector('.Toastify__toast[class*="-exit"]') !== null;
        // A timer that has just run out has not yet given its toast the exit class: React adds it
        // on a later frame, possibly mid-scan (seen in CI: an error toast read at half opacity).
        const expired = animations.some((a) => isTimer(a) && a.playState === "finished");
        if (moving || leaving || expired) return false;
        for (const a of animations) {
          if (isTimer(a) && a.playState === "running") {
            a.pause();
            a.id = "axe-paused";
          }
        }
        return true;
      },
      undefined,
      { timeout: 3_000 },
    )
    .catch(async () => {
      // Still moving after 3 s (a loaded machine): the rest of each animation is skipped, so the
      // scan reads every element as it will finally look, and the toasts' timers are paused.
      await page.evaluate(() => {
        for (const a of document.getAnimations()) {
          if (a.playState !== "running" && a.playState !== "finished") continue;
          const timer =
            a.effect instanceof KeyframeEffect &&
            a.effect.target instanceof Element &&
            a.effect.target.closest(".Toastify__progress-bar") !== null;
          if (timer && a.playState === "finished") {
            (a.effect as KeyframeEffect).target?.closest(".Toastify__toast")?.setAttribute("data-axe-leaving", "");
          } else if (timer) {
            a.pause();
            a.id = "axe-paused";
          } else if (a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) a.finish();
        }
      });
    });
  // One `axe.run` in the page (legacy mode) instead of a partial run per frame finished in a new
  // blank page: half a scan's time. It leaves out only cross-origin frames, which here are the
  // third parties' (YouTube, maps), not the agency's pages. Only the violations are read, so axe
  // skips describing every passed check (a quarter of the rest); it still runs every rule.
  const result = await new AxeBuilder({ page })
    // A toast still leaving after the wait (a loaded machine) is on its way out, not content.
    .exclude('.Toastify__toast[class*="-exit"]')
    // …and so is one whose timer has run out (marked above when the wait gave up).
    .exclude(".Toastify__toast[data-axe-leaving]")
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  await page.evaluate(() => {
    for (const a of document.getAnimations()) if (a.id === "axe-paused") a.play();
  });
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(" ")),
  }));
}

/**
 * Screenshots land in test-results/screenshots for people to look at. They are taken on the first
 * engine's run (PGlite) only: the PostgreSQL run draws the same pages, and a full-page capture is
 * CPU of CI's budget (docs/operations.md §14). `E2E_SCREENSHOTS=1` takes them on PostgreSQL too.
 * Whether one was taken.
 */
export async function screenshot(page: Page, name: string): Promise<boolean> {
  if (process.env.DATABASE_URL && process.env.E2E_SCREENSHOTS !== "1") return false;
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  return true;
}

/**
 * Raises the checkout's number of guests to `count` with its + button. The form is drawn by the
 * server before React takes it over, and a click in between is lost: the count is read after each
 * click and the click made again only when it did not move (never past `count`).
 */
export async function stepGuestsTo(page: Page, count: number) {
  const pax = page.getByTestId("checkout-pax");
  for (let attempt = 0; attempt < 20; attempt++) {
    const now = Number(await pax.inputValue());
    if (now >= count) return;
    await page.getByTestId("checkout-pax-more").click();
    for (let wait = 0; wait < 20 && Number(await pax.inputValue()) === now; wait++) await page.waitForTimeout(100);
  }
  throw new Error(`the checkout's guests did not reach ${count}`);
}
