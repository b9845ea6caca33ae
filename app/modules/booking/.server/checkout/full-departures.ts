import type { CacheBus, Change } from "#app/shared/cache-bus.server";
import type { Ctx } from "#app/shared/context";
import { readSeats, type SeatsSeen, seenFull } from "#app/modules/catalog/.server/departures/reserve-seats";
import { bookingKeysOnDeparture } from "../booking.repository";

/**
 * A departure's seats as a checkout judges them before queueing: the committed read, and, when
 * that read showed it full, the checkouts already booked on it (customer and Idempotency-Key),
 * so that a retry of one of them is told apart from a new checkout without a query.
 */
export interface SeatsKnown {
  seen: SeatsSeen | null;
  /** `customerId key` of every booking on the departure; only read when it was seen full. */
  keys?: ReadonlySet<string>;
}

export const bookingKeyOf = (customerId: number, key: string) => `${customerId} ${key}`;

/**
 * How long a departure seen full is believed full without reading it again. The changes that
 * free seats (a cancellation, an expiry, a status move, a capacity raised, any write that names
 * nothing) drop it at once, in this instance and, on PostgreSQL, in the others (decision 054);
 * this only bounds what a lost notification or a write behind the app's back could cost: a seat
 * refused for at most this long (decision 069).
 */
export const FULL_TRUST_MS = 2_000;

interface Entry extends Required<SeatsKnown> {
  packageId: number;
  at: number;
}

/**
 * What this instance knows of its full departures (decision 069): a burst of checkouts on a
 * departure that has filled is refused from memory, without a statement, instead of each one
 * queueing its seat read behind the seat transactions (PGlite's one connection; a pool's
 * connections on PostgreSQL). Only ever a refusal: a departure not known full is read, and every
 * booking is still judged under the departure's lock. One per database bus (one per instance;
 * tests run several apps in one process).
 */
export class FullDepartures {
  trustMs = FULL_TRUST_MS;
  now: () => number = () => performance.now();
  private readonly known = new Map<number, Entry>();
  private readonly reading = new Map<number, Promise<SeatsKnown>>();
  /** Changes heard so far, and the count at the last one that touched a package (or all). */
  private heard = 0;
  private touchedAll = 0;
  private readonly touched = new Map<number, number>();
  /** Statement-free answers given, for tests and the benchmark's report. */
  hits = 0;

  constructor(bus: CacheBus) {
    bus.subscribe((change) => this.forget(change));
  }

  /** A change made here or heard from another instance: what it touched is read again. */
  private forget(change: Change) {
    this.heard++;
    if (change === "*") {
      this.touchedAll = this.heard;
      this.known.clear();
      return;
    }
    for (const tag of change) {
      const m = /^tour:(\d+)$/.exec(tag);
      if (!m) continue;
      const packageId = Number(m[1]);
      this.touched.set(packageId, this.heard);
      for (const [id, e] of this.known) if (e.packageId === packageId) this.known.delete(id);
    }
  }

  /** The departure as last seen full, if that is recent enough to be trusted. */
  private trusted(timeId: number): Entry | undefined {
    const e = this.known.get(timeId);
    if (e && this.now() - e.at <= this.trustMs) return e;
    if (e) this.known.delete(timeId);
    return undefined;
  }

  /** Where a read starts: what it saw is kept only if no change to its package is heard after. */
  mark(): number {
    return this.heard;
  }

  /**
   * Keeps what a read started at `since` (`mark()`) saw, when it shows the departure full and no
   * change touching its package was heard since (the read may predate that change). Called with
   * a committed read, or by the checkout that took the last seat once its transaction committed.
   */
  keep(timeId: number, seats: SeatsKnown, since: number): void {
    const { seen, keys } = seats;
    if (!seen || !keys) return;
    const last = Math.max(this.touchedAll, this.touched.get(seen.packageId) ?? 0);
    if (last <= since) this.known.set(timeId, { seen, keys, packageId: seen.packageId, at: this.now() });
  }

  /** Is `timeId` known full right now (no statement)? For tests. */
  isKnownFull(timeId: number): boolean {
    return this.trusted(timeId) !== undefined;
  }

  /**
   * The departure's seats: from memory when it is known full, else read (two statements, a
   * third for the bookings' keys when it is full). Concurrent reads of one departure share one.
   * A read showing it full is kept unless a change touching its package was heard while it ran
   * (the read may predate that change).
   */
  seats(ctx: Ctx, timeId: number): Promise<SeatsKnown> {
    const e = this.trusted(timeId);
    if (e) {
      this.hits++;
      return Promise.resolve(e);
    }
    const pending = this.reading.get(timeId);
    if (pending) return pending;
    const since = this.mark();
    const read = (async (): Promise<SeatsKnown> => {
      const seats = await readFull(ctx, timeId);
      this.keep(timeId, seats, since);
      return seats;
    })();
    this.reading.set(timeId, read);
    const done = () => {
      if (this.reading.get(timeId) === read) this.reading.delete(timeId);
    };
    read.then(done, done);
    return read;
  }
}

/**
 * The departure's seats as committed (in a transaction: as that transaction sees them), with
 * the keys of its bookings when it is full. Read after the seats, the keys include every
 * booking they counted.
 */
export async function readFull(ctx: Ctx, timeId: number): Promise<SeatsKnown> {
  const seen = await readSeats({ ctx, input: { time_id: timeId } });
  if (!seen || !seenFull(seen, { tour_id: seen.packageId }, ctx.now())) return { seen };
  const keys = new Set(
    (await bookingKeysOnDeparture(ctx.db, timeId)).map((b) => bookingKeyOf(b.customerId, b.idempotencyKey)),
  );
  return { seen, keys };
}

const byBus = new WeakMap<CacheBus, FullDepartures>();

/** The instance's record, from the request's bus; none without one (a bare test context). */
export function fullDeparturesOf(bus: CacheBus | undefined): FullDepartures | undefined {
  if (!bus) return undefined;
  let f = byBus.get(bus);
  if (!f) {
    f = new FullDepartures(bus);
    byBus.set(bus, f);
  }
  return f;
}
