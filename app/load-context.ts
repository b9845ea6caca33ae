import type { Ctx } from "./shared/context";

// What the Fastify bridge hands every loader and action: the request's use-case context
// (actor, locale, db, clock) and the CSP nonce for inline scripts.
declare module "react-router" {
  interface AppLoadContext {
    ctx: Ctx;
    nonce: string;
  }
}
