import type { CacheBus } from "./cache-bus.server";
import type { Db } from "./db.server";
import type { Locale } from "./i18n/config";
import type { StaffRole } from "./staff-access";

export type Role = "admin" | "customer";

/** Who is acting: resolved from the session on every request, never from the client's claims. */
export interface Actor {
  id: number;
  role: Role;
  name: string;
  username: string;
  sessionId: number;
  /** A staff account's role (app/shared/staff-access.ts); null for a customer. */
  staffRole: StaffRole | null;
  /** The branch a staff member is scoped to (null: every branch), or a customer's serving branch. */
  branchId: number | null;
  /**
   * The approved agent this customer is (decision 079): an agent keeps every right of a customer
   * and gains an agent's reach (their pilgrims' bookings, their commissions). Absent or null: not
   * an agent, or a suspended one.
   */
  agentId?: number | null;
}

/**
 * Where a use case reports what its caller is not told (a provider's refusal, an outage's cause):
 * the request's logger, or the background job's. Pino's loggers fit it.
 */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What every use case receives besides its input. */
export interface Ctx {
  db: Db;
  actor: Actor | null;
  /**
   * A session token came with the request but no longer resolves (expired, revoked, user
   * deactivated): a 401 then says the session has ended; without one it says to log in first.
   */
  sessionEnded?: boolean;
  locale: Locale;
  requestId: string;
  /** The caller's address (HTTP requests only), for the private-data access log. */
  ip?: string;
  now: () => Date;
  /**
   * The site's public address (PUBLIC_URL, no trailing slash): links in mails are built on it,
   * never on a request's Host header. Every context the server builds (requests, background jobs)
   * carries it; only contexts that tests build by hand may leave it out.
   */
  publicUrl?: string;
  /**
   * The server has begun to shut down (HTTP requests only). Work that waited its turn (a
   * checkout queued behind others of its departure) gives up with 503 `unavailable` instead of
   * starting, nothing written, so the drain does not wait for the whole queue.
   */
  draining?: () => boolean;
  /** Where writes announce what they changed (the instance's database's bus, cache-bus.server.ts). */
  bus?: CacheBus;
  /** Tags of the public data this request read (requests only): its cached answer is kept under them. */
  reads?: Set<string>;
  /** Tags of what this request's writes changed (requests only), published once it has answered. */
  writes?: Set<string>;
  /**
   * The WhatsApp channel is on (the Cloud API or the development transport, decision 080):
   * messages to customers who opted in go by WhatsApp, their mail held as its fallback. Absent:
   * off, every message is a mail.
   */
  whatsapp?: boolean;
  /** The request's (or job's) logger; absent in contexts tests build by hand. */
  log?: Logger;
}

/** The one argument of every use case: the context and the input its contract parsed. */
export interface UseCaseArgs<I> {
  ctx: Ctx;
  input: I;
}

export type UseCase<I, O> = (args: UseCaseArgs<I>) => Promise<O>;
