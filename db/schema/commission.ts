import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LINE_KINDS, type LineBasis, OVERRIDE_KINDS, SCHEME_KINDS } from "#app/modules/commission/commission.rules";
import { users } from "./account";
import { agents } from "./agent";
import { bookings } from "./booking";
import { packages } from "./catalog";
import { files } from "./media";
import { timestamps } from "./types";

export const commissionSchemeKind = pgEnum("commission_scheme_kind", SCHEME_KINDS);
export const commissionOverrideKind = pgEnum("commission_override_kind", OVERRIDE_KINDS);
export const commissionLineKind = pgEnum("commission_line_kind", LINE_KINDS);

const money = () => bigint({ mode: "number" }).notNull().default(0);

/**
 * Commission schemes (decision 078, docs/product.md §Commissions): the default (no package) and
 * at most one per package, which wins over the default. Amounts in minor units of `currency`
 * (the site's when saved).
 */
export const commissionSchemes = pgTable(
  "commission_schemes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer().references(() => packages.id, { onDelete: "cascade" }),
    kind: commissionSchemeKind().notNull(),
    currency: text().notNull(),
    adultAmount: money(),
    childAmount: money(),
    infantAmount: money(),
    percentBp: integer().notNull().default(0),
    overrideKind: commissionOverrideKind().notNull().default("none"),
    // override fixed: an amount per booking.
    overrideAmount: money(),
    // override difference: the upline's own rates; the override is theirs minus the agent's.
    uplineAdultAmount: money(),
    uplineChildAmount: money(),
    uplineInfantAmount: money(),
    uplinePercentBp: integer().notNull().default(0),
    updatedBy: integer().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("commission_schemes_package_idx").on(t.packageId),
    // At most one default: every default row has the same value of this expression.
    uniqueIndex("commission_schemes_default_idx").on(sql`(${t.packageId} is null)`).where(sql`${t.packageId} is null`),
    check(
      "commission_schemes_amounts",
      sql`least(${t.adultAmount}, ${t.childAmount}, ${t.infantAmount}, ${t.overrideAmount}, ${t.uplineAdultAmount}, ${t.uplineChildAmount}, ${t.uplineInfantAmount}) >= 0`,
    ),
    check(
      "commission_schemes_percent",
      sql`${t.percentBp} between 0 and 10000 and ${t.uplinePercentBp} between 0 and 10000`,
    ),
  ],
);

/**
 * Payouts (decision 078 point 6): money paid to one agent, with the bank's reference, the day it
 * left and the receipt (a private file). Its lines point at it; the total is their sum.
 */
export const commissionPayouts = pgTable(
  "commission_payouts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer()
      .notNull()
      .references(() => agents.id),
    total: bigint({ mode: "number" }).notNull(),
    currency: text().notNull(),
    reference: text().notNull(),
    paidOn: date({ mode: "string" }).notNull(),
    receiptFileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: "restrict" }),
    paidBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("commission_payouts_agent_idx").on(t.agentId, t.createdAt),
    check("commission_payouts_total", sql`${t.total} > 0`),
  ],
);

/**
 * The ledger (decision 078 point 4): signed lines, never edited but for the payout that claims
 * them. `round` counts the times an agent was credited with the same booking (staff moved it
 * away and back): one live earned and override line per booking, agent and round.
 */
export const commissionLines = pgTable(
  "commission_lines",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer()
      .notNull()
      .references(() => agents.id),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id),
    kind: commissionLineKind().notNull(),
    round: smallint().notNull().default(0),
    amount: bigint({ mode: "number" }).notNull(),
    currency: text().notNull(),
    basis: jsonb().$type<LineBasis | { reason: string }>().notNull(),
    reverses: integer().references((): AnyPgColumn => commissionLines.id),
    payoutId: integer().references(() => commissionPayouts.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A second `paid` (or processed) earns nothing: one earned and one override line per round.
    uniqueIndex("commission_lines_once_idx")
      .on(t.bookingId, t.agentId, t.kind, t.round)
      .where(sql`${t.kind} in ('earned', 'override')`),
    // A line is reversed once.
    uniqueIndex("commission_lines_reverses_idx").on(t.reverses),
    index("commission_lines_agent_idx").on(t.agentId, t.createdAt),
    index("commission_lines_booking_idx").on(t.bookingId),
    index("commission_lines_payout_idx").on(t.payoutId),
    check("commission_lines_reversal", sql`(${t.kind} = 'reversal') = (${t.reverses} is not null)`),
    check("commission_lines_sign", sql`(${t.kind} = 'reversal') = (${t.amount} < 0)`),
  ],
);
