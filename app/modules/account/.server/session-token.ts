import { createHash, randomBytes } from "node:crypto";

/** Opaque session tokens: 256 random bits; only their sha256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const SESSION_COOKIE = "session";
