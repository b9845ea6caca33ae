import type { z } from "zod";

type Issue = z.core.$ZodIssue | z.core.$ZodRawIssue;
export type IssueMessage = { key: string; values?: Record<string, unknown> };

/**
 * Turns a zod issue into a message key of the `errors` namespace. Contracts put keys in
 * custom refinements (`{ message: "password_mismatch" }`); built-in checks map by code.
 * Shared by the server (422 bodies) and the forms (react-hook-form resolver), so a rule
 * reads the same on both sides.
 */
export function issueMessage(issue: Issue): IssueMessage {
  const i = issue as Record<string, unknown> & { code?: string };
  const generic = genericMessage(i);
  // A key given to any check (`.regex(re, { message: "phone_format" })`) wins over the generic
  // key; zod's own English texts ("Invalid input") are not keys and never reach the catalogue.
  const own = messageKey(i.message);
  return own ? { ...generic, key: own } : generic;
}

const KEY = /^[a-z][a-z0-9_]*$/;
function messageKey(message: unknown): string | undefined {
  return typeof message === "string" && KEY.test(message) ? message : undefined;
}

/**
 * Whether an invalid_type issue is about a missing value. Raw issues (error maps) carry the
 * input; final issues (safeParse, the Fastify provider) drop it, and their default message
 * names the received type instead.
 */
function isMissing(i: Record<string, unknown>): boolean {
  if ("input" in i) return i.input === undefined || i.input === null;
  return typeof i.message === "string" && /received (undefined|null)\s*$/.test(i.message);
}

function genericMessage(i: Record<string, unknown> & { code?: string }): IssueMessage {
  switch (i.code) {
    case "custom":
      return { key: "invalid", values: (i.params as Record<string, unknown>) ?? undefined };
    case "too_small":
      if (i.origin === "string")
        return i.minimum === 1 ? { key: "required" } : { key: "too_short", values: { count: i.minimum } };
      if (i.origin === "array" || i.origin === "set") return { key: "too_few", values: { min: i.minimum } };
      return { key: "too_small", values: { min: i.minimum } };
    case "too_big":
      if (i.origin === "string") return { key: "too_long", values: { count: i.maximum } };
      if (i.origin === "array" || i.origin === "set") return { key: "too_many", values: { max: i.maximum } };
      return { key: "too_big", values: { max: i.maximum } };
    case "invalid_format":
      if (i.format === "email") return { key: "email" };
      if (i.format === "url") return { key: "url" };
      if (i.format === "date") return { key: "date" };
      return { key: "format" };
    case "invalid_type":
      return isMissing(i) ? { key: "required" } : { key: "invalid" };
    case "invalid_value":
      return { key: "one_of" };
    default:
      return { key: "invalid" };
  }
}

/** Field path of an issue as the API reports it: `guests.0.passport_number`. */
export function issuePath(issue: { path?: PropertyKey[] }): string {
  return (issue.path ?? []).map(String).join(".") || "_";
}
