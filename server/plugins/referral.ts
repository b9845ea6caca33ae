import type { FastifyReply, FastifyRequest } from "fastify";
import { REFERRAL_COOKIE, REFERRAL_MAX_AGE_S, referralAgent } from "#app/modules/agent/.server/referral";

/**
 * The page's address without its `ref` parameter (the rest of the query kept, in order). Always a
 * path of this site: leading slashes fold into one, so `//elsewhere.example/?ref=` cannot become a
 * protocol-relative redirect to another site.
 */
export function withoutReferral(url: string): string {
  const q = url.indexOf("?");
  const path = `/${(q < 0 ? url : url.slice(0, q)).replace(/^[/\\]+/, "")}`;
  if (q < 0) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  params.delete("ref");
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * A storefront link shared by an agent (`?ref=CODE`, decision 078 §3): an approved agent's code
 * is remembered in a first-party cookie for 30 days (a later link replaces it) and the visitor is
 * sent to the same page without the parameter. So the page itself stays one cached page for
 * everyone (a thousand shared links are not a thousand renders), and the redirect, which carries
 * the cookie, is never cached. An unknown or suspended code only redirects.
 */
export async function rememberReferral(
  req: FastifyRequest,
  reply: FastifyReply,
  code: string,
  secure: boolean,
): Promise<FastifyReply> {
  const agent = await referralAgent(req.ctx, code);
  if (agent) {
    reply.setCookie(REFERRAL_COOKIE, agent.code, {
      path: "/",
      sameSite: "lax",
      httpOnly: true,
      secure,
      maxAge: REFERRAL_MAX_AGE_S,
    });
  }
  reply.header("cache-control", "no-store");
  return reply.redirect(withoutReferral(req.url), 302);
}
