import type { UseCaseArgs } from "#app/shared/context";
import type { Locale } from "#app/shared/i18n/config";
import { mailLocale } from "#app/modules/notification/.server/mail-language";
import { findUsersByIds, type UserRow } from "./account.repository";

export interface UserContact {
  id: number;
  name: string;
  /** Null: a customer met at the counter who gave no address; their mails are not sent. */
  email: string | null;
  phone: string | null;
  role: "admin" | "customer";
  locale: Locale;
}

export const toContact = (u: UserRow): UserContact => ({
  id: u.id,
  name: u.name,
  email: u.email,
  phone: u.phone,
  role: u.role,
  // The language their mails are written in (the notification module decides it for every mail).
  locale: mailLocale(u),
});

/**
 * In-process, for bookings and mails: names and contacts of users by id, in one query. The
 * caller decides what it may show (a customer only ever sees their own booking's people).
 */
export async function describeUsers({ ctx, input }: UseCaseArgs<{ ids: number[] }>) {
  const rows = await findUsersByIds(ctx.db, [...new Set(input.ids)]);
  return new Map(rows.map((u) => [u.id, toContact(u)]));
}

/**
 * In-process, for reminders: the contacts of users who can still be written to (active, account
 * not closed), by id, in one query; the others are absent.
 */
export async function describeReachableUsers({ ctx, input }: UseCaseArgs<{ ids: number[] }>) {
  const rows = await findUsersByIds(ctx.db, [...new Set(input.ids)]);
  return new Map(rows.filter((u) => u.active && !u.closedAt).map((u) => [u.id, toContact(u)]));
}
