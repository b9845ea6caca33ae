import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AGENT_EVENTS, AGENT_STATUSES } from "#app/modules/agent/agent.rules";
import { branches, users } from "./account";
import { files } from "./media";
import { timestamps } from "./types";

export const agentStatus = pgEnum("agent_status", AGENT_STATUSES);
export const agentEventKind = pgEnum("agent_event_kind", AGENT_EVENTS);

/**
 * The agency's agents (decision 078, docs/product.md §Agents): one row per user, from the
 * application on. The code is given on approval and never reused; a rejected applicant may apply
 * again (the same row, back to `applied`).
 */
export const agents = pgTable(
  "agents",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: agentStatus().notNull().default("applied"),
    code: text(),
    nationalIdNumber: text().notNull(),
    // The national ID card's scan: a private file the applicant uploaded.
    nationalIdFileId: uuid().references(() => files.id, { onDelete: "set null" }),
    taxNumber: text(),
    bankName: text().notNull(),
    accountNumber: text().notNull(),
    accountHolder: text().notNull(),
    whatsapp: text().notNull(),
    branchId: integer().references(() => branches.id),
    // The agent above them (the override's receiver), named by code in the application.
    uplineId: integer().references((): AnyPgColumn => agents.id),
    termsVersion: text().notNull(),
    termsAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    // The last review: who, when and (for a rejection or a suspension) why.
    reviewedBy: integer().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    reason: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("agents_user_idx").on(t.userId),
    uniqueIndex("agents_code_idx").on(t.code),
    index("agents_status_idx").on(t.status),
    index("agents_upline_idx").on(t.uplineId),
    // An approved or suspended agent has a code; an applicant has none yet.
    check("agents_code_check", sql`(${t.code} is not null) = (${t.status} in ('approved', 'suspended'))`),
    check("agents_upline_check", sql`${t.uplineId} is distinct from ${t.id}`),
  ],
);

/** What happened to an agent, in order: the history staff read on the agent's page. */
export const agentEvents = pgTable(
  "agent_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    kind: agentEventKind().notNull(),
    reason: text(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("agent_events_agent_idx").on(t.agentId, t.id)],
);

/**
 * An agent's pilgrims (decision 078 §3, docs/product.md §Agents): the people they registered, or
 * whose booking was credited to them. An agent takes bookings for these customers only.
 */
export const agentPilgrims = pgTable(
  "agent_pilgrims",
  {
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.userId] }), index("agent_pilgrims_user_idx").on(t.userId)],
);
