import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { expireBookings } from "#app/modules/booking/.server/expire-bookings";
import { sendPaymentReminders } from "#app/modules/payment/.server/schedule/send-payment-reminders";
import { lapsePlanTransfers } from "#app/modules/savings/.server/lapse-plan-transfers";
import { sendSavingsReminders } from "#app/modules/savings/.server/send-savings-reminders";
import type { PaymentProviders } from "#app/modules/gateway/.server/providers/index";
import { reconcileOnlinePayments } from "#app/modules/gateway/.server/reconcile-online-payments";
import { purgeDepartureFiles } from "#app/modules/document/.server/purge-departure-files";
import type { FileStore } from "#app/modules/media/.server/file-store";
import { createSmtpMailer, type Mailer } from "#app/modules/notification/.server/mailer.server";
import { sendOutbox } from "#app/modules/notification/.server/send-outbox";
import { sendDepartureReminders } from "#app/modules/operations/.server/send-departure-reminders";
import { sendWhatsapp } from "#app/modules/notification/.server/send-whatsapp";
import { whatsappTransportOf } from "#app/modules/notification/.server/whatsapp-transport";
import type { Ctx } from "#app/shared/context";
import type { Database } from "#app/shared/db.server";
import { type Env, whatsappConfig } from "#app/shared/env.server";
import { maintainPglite } from "./db-maintenance";
import { bookingEffects } from "./booking-effects";

const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Shutdown waits this long for a mail in flight (server/serve.ts forces the exit at 10 s). */
const STOP_GRACE_MS = 5 * SECOND;
/**
 * PGlite's VACUUM (ANALYZE) rounds (server/db-maintenance.ts): the first a minute after start
 * (a restart forgets which tables changed; a database loaded in bulk is caught up then), then
 * every 10 minutes, vacuuming only tables whose changes pass autovacuum's thresholds.
 */
/** How often open online checkouts are asked of their provider. */
export const RECONCILE_EVERY_MS = 3 * MINUTE;
export const MAINTENANCE_TIMING = { firstMs: MINUTE, everyMs: 10 * MINUTE };

/** Runs `round` every `everyMs` (first after `firstMs`); a round never overlaps the previous one. */
function every(firstMs: number, everyMs: number, round: () => Promise<void>) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = round().finally(() => {
      running = null;
    });
  };
  const first = setTimeout(tick, firstMs);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/**
 * In-process background work (docs/architecture.md §Data and services): the booking expiry sweeper every minute,
 * the online payment reconciliation every 3 minutes (with the payment providers handed in),
 * on PGlite the vacuum and analyse rounds, and, with SMTP_URL set, the mail outbox sender every 5
 * seconds. The sweeper and the sender are safe on several instances sharing one PostgreSQL (rows
 * are claimed with SKIP LOCKED). Returns a stop function
 * for shutdown: no new round starts, the sender stops after the mail in flight.
 */
export function startBackgroundJobs(
  database: Database,
  log: FastifyBaseLogger,
  env: Partial<Pick<Env, "SMTP_URL" | "MAIL_FROM" | "publicUrl">> &
    Parameters<typeof whatsappConfig>[0] & {
      paymentProviders?: PaymentProviders;
      /** The uploads store: with it, the retention job deletes returned departures' private files. */
      files?: FileStore;
    } = {},
  maintenanceTiming = MAINTENANCE_TIMING,
): () => Promise<void> {
  const whatsapp = whatsappTransportOf(whatsappConfig(env));
  const systemCtx = (): Ctx => ({
    db: database.db,
    actor: null,
    locale: "id",
    requestId: `job-${randomUUID()}`,
    now: () => new Date(),
    // The expiry sweeper's mails link to the booking.
    publicUrl: env.publicUrl,
    whatsapp: whatsapp !== null,
    bus: database.bus,
    log,
  });
  /**
   * A job that may change public data (seats released by an expiry, a booking confirmed by its
   * provider): what it wrote is published once its round is over, after its transactions have
   * committed, so the storefront shows it at once (not after the caches' time-to-live).
   */
  const writingCtx = async <T>(run: (ctx: Ctx) => Promise<T>): Promise<T> => {
    const ctx: Ctx = { ...systemCtx(), writes: new Set() };
    try {
      return await run(ctx);
    } finally {
      database.bus.publish([...(ctx.writes ?? [])]);
    }
  };

  const expiry = every(5 * SECOND, MINUTE, async () => {
    try {
      const n = await writingCtx((ctx) => expireBookings({ ctx, effects: bookingEffects }));
      if (n > 0) log.info({ expired: n }, "expired unpaid bookings");
    } catch (err) {
      log.warn({ err }, "booking expiry round failed; retrying next minute");
    }
  });

  // Payment reminders (docs/product.md §Payment schedule): hourly, so a reminder goes out early on
  // its agency day whenever the server starts; each is sent once ever, whichever instance runs it.
  const reminders = every(MINUTE, HOUR, async () => {
    try {
      const n = await sendPaymentReminders({ ctx: systemCtx() });
      if (n > 0) log.info({ reminders: n }, "queued payment reminders");
    } catch (err) {
      log.warn({ err }, "payment reminder round failed; retrying next hour");
    }
  });

  // Savings plans' monthly reminders (docs/product.md §Savings plans): hourly, each plan-month once;
  // and the plans' transfer amounts issued too long ago lapse, their unique codes free again.
  const savings = every(2 * MINUTE, HOUR, async () => {
    try {
      const lapsed = await lapsePlanTransfers({ ctx: systemCtx() });
      if (lapsed > 0) log.info({ lapsed }, "withdrew lapsed savings plan transfer amounts");
    } catch (err) {
      log.warn({ err }, "savings transfer lapse round failed; retrying next hour");
    }
    try {
      const n = await sendSavingsReminders({ ctx: systemCtx() });
      if (n > 0) log.info({ reminders: n }, "queued savings plan reminders");
    } catch (err) {
      log.warn({ err }, "savings reminder round failed; retrying next hour");
    }
  });

  // Departure reminders (docs/product.md §WhatsApp): hourly, each booking reminded once.
  const departures = every(90 * SECOND, HOUR, async () => {
    try {
      const n = await sendDepartureReminders({ ctx: systemCtx() });
      if (n > 0) log.info({ reminders: n }, "queued departure reminders");
    } catch (err) {
      log.warn({ err }, "departure reminder round failed; retrying next hour");
    }
  });

  // Retention (docs/product.md §Consent and retention, decision 048): hourly, so a departure's
  // files go early on their delete day; each departure is purged once, whichever instance runs it.
  const store = env.files;
  const retention = store
    ? every(2 * MINUTE, HOUR, async () => {
        try {
          const purges = await purgeDepartureFiles({ ctx: systemCtx(), files: store });
          for (const p of purges) log.info(p, "deleted a returned departure's private files");
        } catch (err) {
          log.warn({ err }, "document retention round failed; retrying next hour");
        }
      })
    : null;

  // Online checkouts whose notification never came (docs/product.md §Online payments): asked of
  // their provider every few minutes, lapsed ones closed. Idempotent, so safe on several instances.
  const providers = env.paymentProviders;
  const reconciliation = providers
    ? every(30 * SECOND, RECONCILE_EVERY_MS, async () => {
        try {
          const r = await writingCtx((ctx) => reconcileOnlinePayments({ ctx, providers, effects: bookingEffects }));
          if (r.changed > 0) log.info(r, "reconciled online payments");
        } catch (err) {
          log.warn({ err }, "online payment reconciliation round failed; retrying next round");
        }
      })
    : null;

  // PostgreSQL has autovacuum; PGlite has none. A round never overlaps the previous one, and
  // shutdown waits for the table being vacuumed (under a second for one table, even at scale).
  const maintenance =
    database.engine === "pglite"
      ? every(maintenanceTiming.firstMs, maintenanceTiming.everyMs, async () => {
          try {
            const r = await maintainPglite(database);
            if (r.tables.length > 0) log.info({ tables: r.tables, ms: r.ms }, "vacuumed and analysed PGlite tables");
          } catch (err) {
            log.warn({ err }, "PGlite maintenance round failed; retrying next round");
          }
        })
      : null;

  const abort = new AbortController();
  let mailer: Mailer | null = null;
  let sender: ReturnType<typeof every> | null = null;
  if (env.SMTP_URL) {
    const smtp = createSmtpMailer(env.SMTP_URL);
    mailer = smtp;
    sender = every(2 * SECOND, 5 * SECOND, async () => {
      try {
        const r = await sendOutbox({
          ctx: systemCtx(),
          input: { mailer: smtp, from: env.MAIL_FROM, signal: abort.signal },
        });
        if (r.sent || r.retrying || r.failed || r.leaseLost) {
          log.info(
            { sent: r.sent, retrying: r.retrying, failed: r.failed, leaseLost: r.leaseLost },
            "mail outbox round",
          );
        }
        for (const e of r.errors) log.warn({ outboxId: e.id, permanent: e.permanent, error: e.error }, "mail not sent");
      } catch (err) {
        log.warn({ err }, "mail outbox round failed; retrying in a few seconds");
      }
    });
  } else {
    log.info("SMTP_URL is not set: mails stay in the outbox (GET /api/outbox as an admin)");
  }

  // WhatsApp (decision 080): the outbox's second channel, under the mail's rules, every 5 seconds.
  const transport = whatsapp;
  const whatsappSender = transport
    ? every(3 * SECOND, 5 * SECOND, async () => {
        try {
          const r = await sendWhatsapp({ ctx: systemCtx(), input: { transport, signal: abort.signal } });
          if (r.sent || r.retrying || r.failed || r.leaseLost) log.info(r, "WhatsApp outbox round");
        } catch (err) {
          log.warn({ err }, "WhatsApp outbox round failed; retrying in a few seconds");
        }
      })
    : null;

  return async () => {
    expiry.stop();
    whatsappSender?.stop();
    reminders.stop();
    savings.stop();
    departures.stop();
    retention?.stop();
    reconciliation?.stop();
    maintenance?.stop();
    sender?.stop();
    abort.abort();
    let grace: NodeJS.Timeout | undefined;
    // A mail still in flight after the grace is left to its lease (sent again later at worst).
    await Promise.race([
      Promise.all([
        expiry.idle(),
        reminders.idle(),
        savings.idle(),
        departures.idle(),
        retention?.idle(),
        reconciliation?.idle(),
        maintenance?.idle(),
        sender?.idle(),
        whatsappSender?.idle(),
      ]),
      new Promise((resolve) => {
        grace = setTimeout(resolve, STOP_GRACE_MS);
      }),
    ]);
    clearTimeout(grace);
    mailer?.close();
  };
}
