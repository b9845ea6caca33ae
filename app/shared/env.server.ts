import net from "node:net";
import path from "node:path";
import { z } from "zod";

function isSmtpUrl(value: string): boolean {
  if (!/^smtps?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

// Named ranges proxy-addr (Fastify's trustProxy) understands, besides addresses and CIDRs.
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(value: string): boolean {
  if (PROXY_RANGES.has(value)) return true;
  const [ip, bits, ...rest] = value.split("/");
  const family = net.isIP(ip);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: false, true (every peer), or the proxies' addresses/CIDRs, comma-separated. No hop
 * count: Fastify 5 refuses to trust one (it cannot check who the peer is).
 */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): boolean | string[] {
  const v = (value ?? "").trim();
  if (v === "" || v === "false") return false;
  if (v === "true") return true;
  const list = v.split(",").map((x) => x.trim());
  if (list.every(isProxyAddress)) return list;
  ctx.addIssue({ code: "custom", message: "must be false, true, or addresses/CIDRs separated by commas" });
  return z.NEVER;
}

/** A half-configured object store would leave uploads on the local disk without a word: refused. */
function checkS3(
  env: {
    S3_BUCKET?: string;
    S3_ENDPOINT?: string;
    S3_ACCESS_KEY_ID?: string;
    S3_SECRET_ACCESS_KEY?: string;
    S3_FORCE_PATH_STYLE?: boolean;
  },
  ctx: z.RefinementCtx,
) {
  const others = (["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const).filter(
    (k) => env[k] !== undefined,
  );
  if (!env.S3_BUCKET && others.length > 0) {
    ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `must be set to use ${others.join(", ")}` });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    const other = env.S3_ACCESS_KEY_ID ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
    ctx.addIssue({ code: "custom", path: [missing], message: `must be set together with ${other}` });
  }
}

const optionalSecret = () =>
  z
    .string()
    .optional()
    .transform((v) => v || undefined);
const optionalUrl = () =>
  z
    .url({ protocol: /^https?$/ })
    .transform((v) => v.replace(/\/+$/, ""))
    .optional()
    .or(z.literal("").transform(() => undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // PostgreSQL limits (ms; 0: none), so a slow or frozen database answers 503 within seconds
  // instead of holding requests. Migrations at start run on a connection of their own, unlimited.
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).default(3_000),
  DEMO_PASSWORD: z
    .string()
    .min(8, "must have at least 8 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Mark the session cookie Secure (set to true behind HTTPS).
  COOKIE_SECURE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  // Failed logins allowed per account and per address in 15 minutes.
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  // Where rate-limit and login/reset throttle counters live: "memory" (one process) or "database"
  // (shared by every instance on one PostgreSQL). Unset: database on PostgreSQL, memory on PGlite.
  RATE_LIMIT_STORE: z
    .enum(["memory", "database"])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Contact-form messages accepted per address in 10 minutes.
  CONTACT_MAX_PER_10_MINUTES: z.coerce.number().int().min(1).default(5),
  // Production: seconds a storefront page rendered for anonymous visitors is served from memory
  // (0: never). A write through this process empties it at once; other instances' after this.
  // The longest a kept page or read model lives without being told of a change (a safety net: writes
  // drop what they change, on every instance through PostgreSQL NOTIFY; decisions 054, 055).
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  // Mail server for the outbox sender; unset: mails stay in the outbox (README.md, "Mail").
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, "must be smtp://[user:password@]host[:port] or smtps://…")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Sender of every mail, "Name <address>" or an address; unset: the site's name and email.
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, "must be an address or Name <address>")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // The site's public address (https://travel.example.com): links in mails are built on it, never on
  // a request's Host header, which a client chooses. Unset: http://HOST:PORT (local use).
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((v) => v.replace(/\/+$/, ""))
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Uploads in an S3-compatible object store (AWS S3, MinIO, R2, …) instead of DATA_DIR/uploads;
  // needed as soon as several instances run. See docs/decisions/009-file-storage.md.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)",
    )
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Another provider than AWS: its address, http(s)://host[:port]. Unset: AWS S3 in S3_REGION.
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_REGION: z
    .string()
    .optional()
    .transform((v) => v || "us-east-1"),
  // Both or neither; neither: the SDK's usual chain (instance role, AWS_* variables).
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  // Addresses as endpoint/bucket/key (MinIO and most self-hosted servers). Unset: true when
  // S3_ENDPOINT is set, false for AWS.
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", ""])
    .optional()
    .transform((v) => (v ? v === "true" : undefined)),
  // Payment providers (README.md, "Payments"; docs/product.md §Online payments): each is on when its
  // keys are set. The *_API_URL variables point a provider at another address than its own
  // (its sandbox, or the tests' local server speaking its protocol).
  // The offline sandbox provider: on by default outside production ("on"/"off").
  PAYMENT_SANDBOX: z.enum(["on", "off", ""]).optional(),
  MIDTRANS_SERVER_KEY: optionalSecret(),
  // "true": Midtrans's production addresses; otherwise its sandbox's.
  MIDTRANS_PRODUCTION: z.enum(["true", "false", ""]).optional(),
  MIDTRANS_SNAP_URL: optionalUrl(),
  MIDTRANS_API_URL: optionalUrl(),
  XENDIT_SECRET_KEY: optionalSecret(),
  XENDIT_CALLBACK_TOKEN: optionalSecret(),
  XENDIT_API_URL: optionalUrl(),
  BILLPLZ_API_KEY: optionalSecret(),
  BILLPLZ_COLLECTION_ID: optionalSecret(),
  BILLPLZ_X_SIGNATURE_KEY: optionalSecret(),
  BILLPLZ_API_URL: optionalUrl(),
  STRIPE_SECRET_KEY: optionalSecret(),
  STRIPE_WEBHOOK_SECRET: optionalSecret(),
  STRIPE_API_URL: optionalUrl(),
  // WhatsApp Business Cloud API (README.md, "WhatsApp"; decision 080): on when the token, the
  // phone number id, the app secret and the verify token are all set. WHATSAPP_API_URL points it
  // at another address than graph.facebook.com (the tests' local stand-in).
  WHATSAPP_TOKEN: optionalSecret(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,30}$/, "must be the phone number's id (digits)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  WHATSAPP_APP_SECRET: optionalSecret(),
  WHATSAPP_VERIFY_TOKEN: optionalSecret(),
  WHATSAPP_API_URL: optionalUrl(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, "must be a Graph API version such as v21.0")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // "dev": without the Cloud API, messages to opted-in customers are written and shown in the
  // panel as sent, nothing leaves the machine (the development transport).
  WHATSAPP_DEV: z.enum(["on", "off", ""]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Behind a reverse proxy or load balancer: the hops whose X-Forwarded-For/-Proto/-Host are
  // believed, so the client's address (rate limits, login throttling) is not the proxy's.
  // Unset: headers ignored (direct exposure). See docs/operations.md, "Behind a proxy".
  TRUST_PROXY: z.string().optional().transform(parseTrustProxy),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; publicUrl: string };

export class EnvError extends Error {}

/** The WhatsApp channel as the environment sets it up (decision 080): the Cloud API, the development transport, or off. */
export type WhatsappConfig =
  | {
      mode: "cloud";
      token: string;
      phoneNumberId: string;
      appSecret: string;
      verifyToken: string;
      apiUrl: string;
      version: string;
    }
  | { mode: "dev" }
  | { mode: "off" };

export function whatsappConfig(
  env: Partial<
    Pick<
      Env,
      | "WHATSAPP_TOKEN"
      | "WHATSAPP_PHONE_NUMBER_ID"
      | "WHATSAPP_APP_SECRET"
      | "WHATSAPP_VERIFY_TOKEN"
      | "WHATSAPP_API_URL"
      | "WHATSAPP_API_VERSION"
      | "WHATSAPP_DEV"
    >
  >,
): WhatsappConfig {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = env;
  const { WHATSAPP_APP_SECRET: appSecret, WHATSAPP_VERIFY_TOKEN: verifyToken } = env;
  if (token && phoneNumberId && appSecret && verifyToken)
    return {
      mode: "cloud",
      token,
      phoneNumberId,
      appSecret,
      verifyToken,
      apiUrl: (env.WHATSAPP_API_URL ?? "https://graph.facebook.com").replace(/\/+$/, ""),
      version: env.WHATSAPP_API_VERSION ?? "v21.0",
    };
  return env.WHATSAPP_DEV === "on" ? { mode: "dev" } : { mode: "off" };
}

/** Validates the environment; the error lists every bad setting in plain words, never a stack trace. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.superRefine(checkS3).safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid settings in the environment:\n${lines.join("\n")}\nSee README.md, section "Settings".`);
  }
  const { HOST, PORT, PUBLIC_URL } = parsed.data;
  const localHost = HOST === "0.0.0.0" || HOST === "::" ? "localhost" : HOST;
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    publicUrl: PUBLIC_URL ?? `http://${localHost.includes(":") ? `[${localHost}]` : localHost}:${PORT}`,
  };
}
