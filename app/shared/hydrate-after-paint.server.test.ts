import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { DEFERRED_SCRIPT_ID, deferModuleScripts, hydrateAfterPaint } from "./hydrate-after-paint.server";

// The shape React Router's <Scripts/> and React write (seen in the production build's pages).
const page = [
  '<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/uploads/a-768.webp" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-X.js" nonce="N0=="/>',
  '<link rel="modulepreload" href="/assets/shell-Y.js" nonce="N0=="/>',
  "</head><body><main><h1>Umrah Ramadan — Rp 35.000.000</h1></main>",
  '<script nonce="N0==">window.__reactRouterContext = {"a":1};</script>',
  '<script nonce="N0==" type="module" async="">import * as route0 from "/assets/root-Z.js";\nimport("/assets/entry.client-X.js");</script>',
  '<script nonce="N0==">window.__reactRouterContext.streamController.enqueue("[1]");</script>',
  "</body></html>",
].join("");

async function throughStream(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const piece of Readable.from(chunks).pipe(hydrateAfterPaint())) out.push(Buffer.from(piece));
  return Buffer.concat(out).toString("utf8");
}

describe("hydration after the first paint", () => {
  it("drops the module preloads and makes the module script inert, followed by its starter with the nonce", () => {
    const html = deferModuleScripts(page);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script nonce="N0==" type="text/x-deferred-module" id="${DEFERRED_SCRIPT_ID}">import * as route0 from "/assets/root-Z.js";`,
    );
    expect(html).toMatch(/<\/script><script nonce="N0==">\(function\(\)\{.*requestAnimationFrame/);
    // Everything else is as React wrote it.
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/a-768.webp" fetchPriority="high"/>');
    expect(html).toContain(
      '<script nonce="N0==">window.__reactRouterContext.streamController.enqueue("[1]");</script>',
    );
  });

  it("rewrites the same whichever bytes the stream is cut at (tags and multi-byte letters split)", async () => {
    const expected = deferModuleScripts(page);
    const bytes = Buffer.from(page);
    for (let at = 1; at < bytes.length; at += 7) {
      const got = await throughStream([bytes.subarray(0, at), bytes.subarray(at)]);
      expect(got, `cut at ${at}`).toBe(expected);
    }
    const tiny = Array.from({ length: Math.ceil(bytes.length / 3) }, (_, i) => bytes.subarray(i * 3, i * 3 + 3));
    expect(await throughStream(tiny)).toBe(expected);
  });

  it("leaves a document without scripts as it is", async () => {
    const plain = "<!DOCTYPE html><html><body><p>Rp 1.000 & < 2</p></body></html>";
    expect(await throughStream([Buffer.from(plain.slice(0, 40)), Buffer.from(plain.slice(40))])).toBe(plain);
  });
});
