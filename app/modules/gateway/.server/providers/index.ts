import type { Env } from "#app/shared/env.server";
import type { PaymentProvider } from "./provider";
import { createBillplzProvider } from "./billplz";
import { createMidtransProvider } from "./midtrans";
import { createSandboxProvider, type SandboxProvider } from "./sandbox";
import { createStripeProvider } from "./stripe";
import { createXenditProvider } from "./xendit";

/*
 * The enabled payment providers, built once from the environment (README.md, "Payments") and
 * handed explicitly to the routes (online-payment.api.ts, from app.env) and to the background
 * reconciliation (server/jobs.ts). A provider is on when its keys are set; adding one is one
 * line in `factories`.
 */

export type ProviderEnv = Pick<Env, "NODE_ENV" | "PAYMENT_SANDBOX" | "dataDir" | "publicUrl"> & Partial<Env>;

/** Each returns its provider when its keys are set, null otherwise. */
const factories: ((env: ProviderEnv) => PaymentProvider | null)[] = [
  (env) => (sandboxEnabled(env) ? createSandboxProvider({ dataDir: env.dataDir }) : null),
  // Real providers (one line each): midtrans, xendit, billplz, stripe.
  (env) => createMidtransProvider(env),
  (env) => createXenditProvider(env),
  (env) => createBillplzProvider(env),
  (env) => createStripeProvider(env),
];

/**
 * The sandbox is on when PAYMENT_SANDBOX is "on", or unset outside production; never in
 * production unless asked for by name (decision 037).
 */
export function sandboxEnabled(env: Pick<Env, "NODE_ENV" | "PAYMENT_SANDBOX">): boolean {
  if (env.PAYMENT_SANDBOX === "on") return true;
  if (env.PAYMENT_SANDBOX === "off") return false;
  return env.NODE_ENV !== "production";
}

export interface PaymentProviders {
  /** Enabled providers, in the order above (the UI offers them in this order). */
  all(): readonly PaymentProvider[];
  get(name: string): PaymentProvider | undefined;
  /** Those that can charge `currency`. */
  forCurrency(currency: string): readonly PaymentProvider[];
  /** The sandbox when it is on (its page and decision routes). */
  sandbox(): SandboxProvider | undefined;
}

export function createPaymentProviders(env: ProviderEnv, extra: readonly PaymentProvider[] = []): PaymentProviders {
  const list = [...factories.map((f) => f(env)).filter((p): p is PaymentProvider => p !== null), ...extra];
  const byName = new Map<string, PaymentProvider>(list.map((p) => [p.name, p]));
  return {
    all: () => list,
    get: (name) => byName.get(name),
    forCurrency: (currency) => list.filter((p) => (p.currencies as readonly string[]).includes(currency)),
    sandbox: () => byName.get("sandbox") as SandboxProvider | undefined,
  };
}
