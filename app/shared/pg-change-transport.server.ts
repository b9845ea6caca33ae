import { randomUUID } from "node:crypto";
import pg from "pg";
import type { CacheBus, Change, ChangeTransport } from "./cache-bus.server";

/** The channel every instance on one database listens on (NOTIFY is scoped to the database). */
export const CHANGES_CHANNEL = "travel_changes";
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: a longer tag list is sent as "*". */
const MAX_PAYLOAD = 7_900;

export interface PgChangeTransport extends ChangeTransport {
  /** Resolves once the first LISTEN is in place (tests wait for it; the app does not). */
  ready: Promise<void>;
  /** The listening session's backend pid (tests end it with pg_terminate_backend). */
  listenerPid(): number | undefined;
}

/**
 * Carries the changes of `bus` to the other instances on the same PostgreSQL database and theirs
 * to it (docs/decisions/054-listen-notify.md). One dedicated connection LISTENs, ignores its own
 * instance's notifications (already applied locally) and hands the others' to `bus.receive`; the
 * same connection sends ours as `pg_notify(channel, {from, change})`, one at a time, changes that
 * wait meanwhile merged into one. Not through the pool: while the database hangs, each send would
 * hold a pooled connection until its timeout and starve the requests (the 503 path publishes
 * "*"). When the connection is lost it reconnects, sends what waited, then drops everything
 * here ("*"): what the others notified meanwhile was missed.
 */
export function pgChangeTransport(
  bus: CacheBus,
  config: pg.ClientConfig,
  opts: { retryMs?: number; maxRetryMs?: number } = {},
): PgChangeTransport {
  const instance = randomUUID();
  const retryMs = opts.retryMs ?? 250;
  const maxRetryMs = opts.maxRetryMs ?? 5_000;
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let connecting: Promise<void> | undefined;
  let markReady: () => void = () => {};
  /** Changes not sent yet (merged), and whether a send is under way on the connection. */
  let pending: Set<string> | "*" | undefined;
  let sending = false;
  let listening = false;

  const merge = (change: Change) => {
    if (change === "*" || pending === "*") pending = "*";
    else {
      pending ??= new Set();
      for (const tag of change) pending.add(tag);
    }
  };

  const flush = () => {
    const c = client;
    if (!c || !listening || sending || !pending || closed) return;
    const change: Change = pending === "*" ? "*" : [...pending];
    pending = undefined;
    let payload = JSON.stringify({ from: instance, change });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) payload = JSON.stringify({ from: instance, change: "*" });
    sending = true;
    c.query("select pg_notify($1, $2)", [CHANGES_CHANNEL, payload]).then(
      () => {
        sending = false;
        flush();
      },
      () => {
        // The connection is lost: sent again once it is back.
        sending = false;
        merge(change);
      },
    );
  };
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== CHANGES_CHANNEL || !msg.payload) return;
    try {
      const { from, change } = JSON.parse(msg.payload) as { from: string; change: Change };
      if (from === instance) return;
      bus.receive(change === "*" || Array.isArray(change) ? change : "*");
    } catch {
      // Unreadable: someone else's format on our channel. Safer to drop everything.
      bus.receive("*");
    }
  };

  const retry = () => {
    if (closed || timer) return;
    const delay = Math.min(maxRetryMs, retryMs * 2 ** Math.min(failures, 10));
    failures++;
    timer = setTimeout(() => {
      timer = undefined;
      connecting = connect();
    }, delay);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client(config);
    client = c;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      listening = false;
      if (client === c) client = undefined;
      c.removeAllListeners("notification");
      c.end().catch(() => {});
      retry();
    };
    // An unheard "error" would end the process; a lost session is retried instead.
    c.on("error", onLost);
    c.on("end", onLost);
    c.on("notification", onNotification);
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch {
      onLost();
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    // Changes notified while no session listened were missed: whatever was built may be stale.
    // (The first connection too: the instance may have served reads before it was in place.)
    failures = 0;
    listening = true;
    bus.receive("*");
    markReady();
    flush();
  }

  connecting = connect();

  return {
    ready,
    listenerPid: () => (client as unknown as { processID?: number } | undefined)?.processID,
    send(change: Change) {
      merge(change);
      flush();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await connecting?.catch(() => {});
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners("end");
        await c.end().catch(() => {});
      }
    },
  };
}
