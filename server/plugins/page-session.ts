import type { UserDto } from "#app/modules/account/account.contract";
import { PAGE_SESSION_GLOBAL } from "#app/shared/session/page-session";

/** JSON that is safe inside a <script> element (no `</script>`, no line separators). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * A storefront page rendered for the public, served to a signed-in visitor: who they are is
 * added at the top of <head>, in a script carrying this response's nonce, before anything paints.
 * The page hydrates as it was rendered (no session), then shows their account menu
 * (app/shared/session/page-session.ts); meanwhile `data-session` on <html> hides the login button
 * (app.css), so it never flashes. The same user object the root loader would have given.
 */
export function withSession(page: Buffer | string, user: UserDto, nonce: string): Buffer {
  const bytes = typeof page === "string" ? Buffer.from(page) : page;
  const at = bytes.indexOf("<head>");
  if (at < 0) return bytes;
  const script = `<script nonce="${nonce}">window.${PAGE_SESSION_GLOBAL}=${scriptJson(user)};document.documentElement.dataset.session="1"</script>`;
  const end = at + "<head>".length;
  return Buffer.concat([bytes.subarray(0, end), Buffer.from(script), bytes.subarray(end)]);
}
