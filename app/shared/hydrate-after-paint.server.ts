import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/** The id of the inert module script that the starter below turns into a real one. */
export const DEFERRED_SCRIPT_ID = "rr-hydrate";
/** The type that keeps that script from running: browsers run no script of a type they do not know. */
export const DEFERRED_SCRIPT_TYPE = "text/x-deferred-module";

/**
 * Started once the page has painted: the next frame, then a task (a timer set in a frame runs
 * after that frame is drawn). A page opened in a background tab paints nothing and gets no
 * frames, so it starts at once. The copy carries the inert script's nonce as an attribute
 * (`.nonce` stays readable after the browser hides the attribute; 'strict-dynamic' would trust
 * the copy without it, but a script without a nonce attribute is one nobody vouched for, which
 * the injection checks of test/e2e/xss.spec.ts look for).
 */
const STARTER = `(function(){function s(){var d=document.getElementById("${DEFERRED_SCRIPT_ID}");if(!d)return;var m=document.createElement("script");m.type="module";m.setAttribute("nonce",d.nonce);m.textContent=d.textContent;document.head.appendChild(m)}if(document.visibilityState==="hidden")s();else requestAnimationFrame(function(){setTimeout(s,0)})})()`;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Rewrites one piece of the document: no module preloads, and React Router's module script
 * (the one `type="module" async` script of <Scripts/>) made inert and followed by its starter.
 * Pure, for tests; `hydrateAfterPaint` applies it to the stream.
 */
export function deferModuleScripts(html: string): string {
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      (_whole, nonce: string | undefined, body: string) =>
        `<script${nonce ?? ""} type="${DEFERRED_SCRIPT_TYPE}" id="${DEFERRED_SCRIPT_ID}">${body}</script>` +
        `<script${nonce ?? ""}>${STARTER}</script>`,
    );
}

/**
 * The document's hydration starts after its first paint (docs/product.md §Storefront pages,
 * decision 071). React Router's <Scripts/> preloads every module of
 * the page and imports them from an async module script, so a phone fetched about 170 KB of
 * JavaScript and ran it before it painted anything: Lighthouse's simulation put the first paint
 * at 2.4-2.8 s where the same page without scripts paints at 1.4 s. The page is server-rendered
 * and its links work before hydration; its scripts now load once it is on screen.
 *
 * A stream transform: a tag cut between two chunks is held back until the rest arrives (the
 * tags rewritten are in the shell, written before any streamed data).
 */
export function hydrateAfterPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let rewritten = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk);
      if (rewritten) {
        held = "";
        return done(null, text);
      }
      // Up to the last complete tag; an open `<script ...>` waits for its closing tag.
      const open = text.lastIndexOf("<script");
      const scriptOpen = open >= 0 && text.indexOf("</script>", open) < 0 ? open : -1;
      const lt = text.lastIndexOf("<");
      const tagOpen = lt >= 0 && text.indexOf(">", lt) < 0 ? lt : -1;
      const cut = scriptOpen >= 0 ? scriptOpen : tagOpen >= 0 ? tagOpen : text.length;
      held = text.slice(cut);
      const out = deferModuleScripts(text.slice(0, cut));
      if (out.includes(`id="${DEFERRED_SCRIPT_ID}"`)) rewritten = true;
      done(null, out);
    },
    flush(done) {
      const rest = held + decoder.end();
      done(null, rewritten ? rest : deferModuleScripts(rest));
    },
  });
}
