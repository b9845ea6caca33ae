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
  // Contact-form messages accepted per address in 10 minutes.
  CONTACT_MAX_PER_10_MINUTES: z.coerce.number().int().min(1).default(5),
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; publicUrl: string };

export class EnvError extends Error {}

/** Validates the environment; the error lists every bad setting in plain words, never a stack trace. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
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
