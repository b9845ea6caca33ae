import { type AppLoadContext, redirect } from "react-router";
import { safeRedirect } from "#app/shared/http/safe-redirect";
import { serverT } from "#app/shared/i18n/server";

/**
 * The loader of /login and /register: someone already logged in has nothing to do there, so on
 * to where they were going (the `redirect` parameter); a visitor gets the page's title.
 * `.server`: it reads the server's translations, which never belong in the browser bundle.
 */
export function guestPageLoader(titleKey: "login.title" | "register.title") {
  return ({ context, request }: { context: AppLoadContext; request: Request }) => {
    if (context.ctx.actor) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirect")));
    return { title: serverT(context.ctx.locale, "account")(titleKey) };
  };
}
