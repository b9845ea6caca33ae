import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFERRED_SCRIPT_ID, DEFERRED_SCRIPT_TYPE } from "#app/shared/hydrate-after-paint.server";
import { baseURL, launch } from "./browser";

/**
 * The largest paint of the home, /tour and package pages on a phone is an image (the first
 * slide, the first card's cover, the first photo): it must load at once, at high priority, from a preload in the <head> that names
 * the same srcset and sizes (or the browser fetches a second variant), and a phone must pick the
 * variant its screen needs. Lighthouse's mobile device: 412 px wide at 1.75x, so about 720
 * device pixels for a full-width image: the 768 px variant, not 1024 (docs/performance.md,
 * "Lighthouse (mobile)").
 */
let browser: Browser;
let tourId: number;
let tourCode: string;
beforeAll(async () => {
  browser = await launch();
  // A demo package with a full-size photo: other specs add packages to the same database
  // without one, or with a tiny upload that has no 768 px variant.
  const res = await fetch(`${baseURL()}/api/tour?limit=50&sort=latest`);
  const tours: {
    id: number;
    code: string;
    cover: { srcset: string } | null;
  }[] = (await res.json()).data;
  const withPhotos = tours.find((t) => t.cover?.srcset.includes(" 768w"));
  if (!withPhotos) throw new Error("no package with a full-size cover photo in the demo data");
  tourId = withPhotos.id;
  tourCode = withPhotos.code;
});
afterAll(async () => browser?.close());

interface LcpImage {
  tag: string;
  loading: string | null;
  fetchPriority: string | null;
  srcset: string | null;
  sizes: string | null;
  currentSrc: string;
  preloads: {
    srcset: string | null;
    sizes: string | null;
    fetchPriority: string | null;
  }[];
  preloadBeforeScripts: boolean;
}

async function lcpImageOf(url: string): Promise<LcpImage> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    return await page.evaluate(
      (deferredType) =>
        new Promise<LcpImage>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error("no largest-contentful-paint entry")), 10_000);
          // The first script the server sent (the inert one hydration starts from, or a module
          // preload or module script if they came back), read now: the client router adds its
          // own module preloads to the head later on.
          const firstScript = document.querySelector(
            `link[rel="modulepreload"], script[type="module"], script[type="${deferredType}"]`,
          );
          const links = [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=preload][as=image]")].map(
            (l) => ({
              srcset: l.getAttribute("imagesrcset"),
              sizes: l.getAttribute("imagesizes"),
              fetchPriority: l.getAttribute("fetchpriority"),
              beforeScripts:
                !!firstScript && !!(l.compareDocumentPosition(firstScript) & Node.DOCUMENT_POSITION_FOLLOWING),
            }),
          );
          // The browser reports a new candidate each time something larger paints: on a loaded
          // machine the logo can be reported before the photo has painted. The answer is the last
          // candidate once none has come for a second (the way Lighthouse reads it at the end).
          let latest: (PerformanceEntry & { element: Element | null }) | undefined;
          let quiet: ReturnType<typeof setTimeout> | undefined;
          new PerformanceObserver((list) => {
            latest = (list.getEntries().at(-1) as typeof latest) ?? latest;
            clearTimeout(quiet);
            quiet = setTimeout(settle, 1_000);
          }).observe({ type: "largest-contentful-paint", buffered: true });
          function settle() {
            const img = latest?.element;
            if (!(img instanceof HTMLImageElement)) return;
            clearTimeout(timer);
            const preload = links.find((l) => l.srcset === img.getAttribute("srcset"));
            resolve({
              tag: img.outerHTML.slice(0, 200),
              loading: img.getAttribute("loading"),
              fetchPriority: img.getAttribute("fetchpriority"),
              srcset: img.getAttribute("srcset"),
              sizes: img.getAttribute("sizes"),
              currentSrc: img.currentSrc,
              preloads: links.map(({ srcset, sizes, fetchPriority }) => ({
                srcset,
                sizes,
                fetchPriority,
              })),
              preloadBeforeScripts: !!preload?.beforeScripts,
            });
          }
        }),
      DEFERRED_SCRIPT_TYPE,
    );
  } finally {
    await context.close();
  }
}

describe("the largest image of a page on a phone", () => {
  it.each([
    ["home", () => "/?lang=en"],
    ["package page", () => `/tour/${tourId}?lang=id`],
    // Searched by its code, so the first card is that package whatever other specs added.
    ["tour list", () => `/tour?search=${encodeURIComponent(tourCode)}&lang=my`],
  ])("%s: eager, high priority, preloaded ahead of the scripts, the 768 px variant", async (_name, path) => {
    const lcp = await lcpImageOf(path());
    expect(lcp.loading, lcp.tag).not.toBe("lazy");
    expect(lcp.fetchPriority, lcp.tag).toBe("high");
    expect(lcp.srcset, lcp.tag).toMatch(/ 768w/);
    expect(lcp.currentSrc).toMatch(/-768\.webp$/);
    expect(lcp.preloads).toContainEqual({
      srcset: lcp.srcset,
      sizes: lcp.sizes,
      fetchPriority: "high",
    });
    expect(lcp.preloadBeforeScripts).toBe(true);
  });
});

describe("the page's scripts on a phone", () => {
  it("are neither preloaded nor run by the HTML: they start once the page has painted, and it hydrates", async () => {
    const html = await (await fetch(`${baseURL()}/?lang=id`)).text();
    expect(html).not.toContain("modulepreload");
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toMatch(
      new RegExp(`<script nonce="[^"]+" type="${DEFERRED_SCRIPT_TYPE}" id="${DEFERRED_SCRIPT_ID}">`),
    );
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: { width: 412, height: 823 },
      isMobile: true,
    });
    try {
      const page = await context.newPage();
      // The start of the page's first frame, taken in a frame callback registered before any of
      // the page's own: the frame that paints what the HTML has parsed by then. (The
      // "first-paint" entry is that frame's presentation time, which a loaded machine delays by
      // tens of milliseconds after the frame's work is done: a timer set in the frame, as the
      // starter's, can run before it.)
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { __firstFrame: number }).__firstFrame = performance.now();
        });
      });
      await page.goto("/?lang=id", { waitUntil: "load" });
      // Hydrated: React Router's route modules are loaded and its client router exists.
      await page.waitForFunction(() => "__reactRouterRouteModules" in window && "__reactRouterDataRouter" in window);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN;
        const firstFrame = (window as unknown as { __firstFrame?: number }).__firstFrame ?? Number.NaN;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"));
        return { paint, firstFrame, firstScript: Math.min(...scripts.map((e) => e.startTime)) };
      });
      // The page painted, and its first script was asked for after its first frame had begun
      // (with module preloads or a module script in the HTML, scripts are fetched while the
      // document is still parsing, before any frame).
      expect(timing.paint, JSON.stringify(timing)).toBeGreaterThan(0);
      expect(timing.firstScript, JSON.stringify(timing)).toBeGreaterThan(timing.firstFrame);
    } finally {
      await context.close();
    }
  });
});

describe("the footer's map on a phone", () => {
  it("is a placeholder until it comes near the viewport, then its frame is created", async () => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: { width: 412, height: 823 },
      isMobile: true,
    });
    try {
      const page = await context.newPage();
      await page.goto("/?lang=en", { waitUntil: "load" });
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      const footer = page.locator("footer");
      expect(await footer.locator("[data-map-placeholder]").count()).toBe(1);
      expect(await footer.locator("iframe").count()).toBe(0);
      await footer.scrollIntoViewIfNeeded();
      await footer.locator("iframe").waitFor({ state: "attached" });
      expect(await footer.locator("[data-map-placeholder]").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
