import { noteWrite, tourTag } from "#app/shared/cache-bus.server";
import { fullPaymentDueOn } from "#app/modules/booking/schedule.rules";
import { createHash } from "node:crypto";
import type { z } from "zod";
import { requireRole, requireStaff } from "#app/shared/access";
import { customerToBookFor } from "#app/modules/account/.server/get-customer";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError, fieldError } from "#app/shared/errors";
import { keyedQueue } from "#app/shared/keyed-queue";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { referralAgent } from "#app/modules/agent/.server/referral";
import { linkPilgrim, pilgrimOfAgent } from "#app/modules/agent/.server/pilgrims";
import { readSeats, reserveSeats, seenFull } from "#app/modules/catalog/.server/departures/reserve-seats";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { recordWhatsappConsent, whatsappNumberOf } from "#app/modules/notification/.server/whatsapp-consent";
import {
  type BookingChannel,
  type BookingDto,
  type checkoutInput,
  AGREEMENT_VERSION,
  type AgreementAcceptance,
  DATA_CONSENT_VERSION,
  paymentMethod,
} from "#app/modules/booking/booking.contract";
import { expiresAt, newBookingCode } from "#app/modules/booking/booking.rules";
import { queueBookingMail } from "../booking-mail";
import type { BookingEffects } from "../booking-effects";
import {
  type BookingRow,
  codeExists,
  findBookingByIdempotencyKey,
  insertBooking,
  insertEvent,
  insertExtras,
  insertGuests,
} from "../booking.repository";
import { toBookingDto } from "../booking-views";
import { bookingKeyOf, fullDeparturesOf, readFull, type SeatsKnown } from "./full-departures";
import { checkGuestFiles, checkPassports, checkRegions, toGuestRows } from "../guest-rows";
import { quoteValues } from "./quote-values";

/** The quote's 422s carry the checkout's own message (docs/product.md §Booking and seats). */
function asBookingInvalid(err: unknown): never {
  if (err instanceof AppError && err.code === "validation")
    throw new AppError("validation", { key: "booking_invalid", fieldErrors: err.fieldErrors });
  throw err;
}

/**
 * Checkouts of one departure wait their turn in this process before they open a transaction:
 * 200 buyers of one departure then hold one pooled connection, not all of them, while they wait
 * for its row lock (the lock still orders them against other processes). Exported for tests,
 * which hold a departure's turn to show who waits for it.
 */
export const checkoutsOf = keyedQueue<number>();

type Input = z.output<typeof checkoutInput> & { idempotency_key: string };

/** The request's fingerprint: a replay must carry the same order, not just the same key. */
function requestHash(input: Input): string {
  const { idempotency_key: _key, ...body } = input;
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

/** Whose booking it is, where it is served, how it came in and who took it. */
interface BookingOwner {
  id: number;
  branchId: number | null;
  channel: BookingChannel;
  takenBy: number | null;
  /** The agent it is credited to (decision 078), or null. */
  agentId: number | null;
}

/**
 * A customer books for themselves, on the website. Staff with the bookings and customers
 * permissions take a booking for a customer they may reach (docs/product.md §Bookings taken by
 * staff): it is served by the clerk's branch (the customer's for staff of every branch), and
 * records the channel and who took it. A customer naming anyone, or a channel, is refused.
 */
async function ownerOf(ctx: Ctx, input: Input, referral: string | undefined): Promise<BookingOwner> {
  const actor = requireRole(ctx);
  if (
    actor.role === "customer" &&
    actor.agentId != null &&
    input.customer_id !== undefined &&
    input.customer_id !== actor.id
  ) {
    // An agent books for their pilgrim as staff do for a customer (decision 078 §3): channel
    // "agent", taken by them, credited to them, served by their branch; anyone else is unknown (404).
    if (input.channel !== undefined) throw new AppError("forbidden");
    const { branchId } = await pilgrimOfAgent(ctx, actor.agentId, input.customer_id);
    return { id: input.customer_id, branchId, channel: "agent", takenBy: actor.id, agentId: actor.agentId };
  }
  if (actor.role === "customer") {
    if ((input.customer_id !== undefined && input.customer_id !== actor.id) || input.channel !== undefined)
      throw new AppError("forbidden");
    // The referral link's agent, asked again now: a code suspended since the link attributes nothing.
    const agent = referral ? await referralAgent(ctx, referral, actor.id) : null;
    return { id: actor.id, branchId: actor.branchId, channel: "web", takenBy: null, agentId: agent?.id ?? null };
  }
  // Staff on the storefront's checkout (no customer named) get the specification's "customers
  // only" answer; the panel's form always names one.
  if (input.customer_id === undefined) throw new AppError("customer_only");
  // The customer is looked up under the customers permission (customerToBookFor).
  requireStaff(ctx, "bookings_manage");
  const customer = await customerToBookFor({ ctx, input: { id: input.customer_id } });
  return {
    id: customer.id,
    branchId: actor.branchId ?? customer.branchId,
    channel: input.channel ?? "office",
    takenBy: actor.id,
    agentId: null,
  };
}

/**
 * The written agreement's acceptance this checkout records (docs/product.md §Written agreement):
 * the customer's own checkout must have ticked it (422 agreement_required); staff or an agent
 * record an in-person signature when they ticked it, or nothing (recorded later from the booking
 * page). The version is the server's own: a client that read another text (the clauses changed
 * since its page loaded) is refused with agreement_outdated, never recorded.
 */
function agreementOf(
  input: Input,
  owner: BookingOwner,
  now: Date,
): {
  agreementVersion: string;
  agreementAcceptedAt: Date;
  agreementAcceptance: AgreementAcceptance;
  agreementRecordedBy: number | null;
} | null {
  if (!input.agreement) {
    if (owner.takenBy === null) throw fieldError("agreement", "agreement_required");
    return null;
  }
  if (input.agreement_version !== undefined && input.agreement_version !== AGREEMENT_VERSION)
    throw fieldError("agreement", "agreement_outdated");
  return {
    agreementVersion: AGREEMENT_VERSION,
    agreementAcceptedAt: now,
    agreementAcceptance: owner.takenBy === null ? "checkout" : "in_person",
    agreementRecordedBy: owner.takenBy,
  };
}

/**
 * Checkout (docs/product.md §Booking and seats), by the customer or taken for them by staff
 * (ownerOf). In one transaction: the departure
 * row is locked, the seats and every pricing rule are checked by the catalogue's quote, the
 * booking with its guests, extras, price snapshot and first history entry is inserted, and the
 * "booking created" mail is queued. The same Idempotency-Key replays the same booking.
 */
export async function createBooking({
  ctx,
  effects,
  input,
  referral,
}: UseCaseArgs<Input> & {
  effects: BookingEffects;
  /** The referral cookie's code (decision 078 §3): outside the request's hash, as it is not the order. */
  referral?: string;
}): Promise<{ booking: BookingDto; replayed: boolean }> {
  const actor = requireRole(ctx);
  const owner = await ownerOf(ctx, input, referral);
  const hash = requestHash(input);
  // A WhatsApp number it cannot reach is refused before the departure's queue and lock (checked
  // again where the consent is recorded, in the transaction).
  if (input.whatsapp_opt_in && !(await whatsappNumberOf(ctx, input.whatsapp_number)))
    throw fieldError("whatsapp_number", "whatsapp_number_invalid");
  // Indonesian addresses are official region codes (decision 081): refused before anything queues.
  checkRegions(input.guests);
  // The written agreement, checked before anything queues (recorded with the booking).
  const agreement = agreementOf(input, owner, ctx.now());

  const replay = async () => {
    const existing = await findBookingByIdempotencyKey(ctx.db, owner.id, input.idempotency_key);
    if (!existing) return null;
    if (existing.requestHash !== hash) throw fieldError("idempotency_key", "idempotency_key_reused");
    return { booking: await toBookingDto(ctx, existing), replayed: true };
  };

  // A departure full by a committed read is refused first, before any other work and before
  // queueing for its lock; a checkout already waiting is refused as soon as one ahead of it
  // leaves the departure full (one read shared by the waiters). So 180 of 200 buyers of a
  // 20-seat departure are answered at once, not one locked transaction at a time (docs/architecture.md §Performance budgets). Only refusals are decided this way: every booking is accepted under the lock.
  // Once the instance knows the departure full, that answer needs no statement at all
  // (full-departures.ts, decision 069): the refusals no longer queue behind the seat transactions.
  const fulls = fullDeparturesOf(ctx.bus);
  let leftQueue: AppError | undefined;
  let known: SeatsKnown | undefined;
  const full = {
    read: async (): Promise<SeatsKnown> =>
      fulls ? fulls.seats(ctx, input.time_id) : { seen: await readSeats({ ctx, input: { time_id: input.time_id } }) },
    reason: (seats: SeatsKnown) => {
      known = seats;
      leftQueue = seenFull(seats.seen, input, ctx.now());
      return leftQueue;
    },
  };
  const refuseFull = async (err: AppError) => {
    // A retry of the checkout that took the last seat gets its booking back, not "full": its key
    // is among the departure's bookings read with the seats (the lookup is made for those only).
    if (known?.keys && !known.keys.has(bookingKeyOf(owner.id, input.idempotency_key))) return asBookingInvalid(err);
    const mine = await replay();
    if (mine) return mine;
    return asBookingInvalid(err);
  };
  const fullNow = full.reason(await full.read());
  if (fullNow) return refuseFull(fullNow);

  try {
    // Refused without a transaction when the drain began while it waited for its turn: on PGlite
    // each BEGIN and ROLLBACK of a queue of refusals is the one connection's time too.
    if (ctx.draining?.()) throw new AppError("unavailable");
    const created = await checkoutsOf(
      input.time_id,
      async () => {
        if (ctx.draining?.()) throw new AppError("unavailable");
        // What only a checkout that gets its turn needs is read in its turn: the checkouts refused
        // while they wait (the departure filled ahead of them) send no statement for it, and in a
        // burst the seat transactions no longer queue behind 180 refusals' reads (decision 069).
        const earlier = await findBookingByIdempotencyKey(ctx.db, owner.id, input.idempotency_key);
        if (earlier) {
          if (earlier.requestHash !== hash) throw fieldError("idempotency_key", "idempotency_key_reused");
          return { row: earlier, replayed: true };
        }
        await checkGuestFiles(ctx, owner.id, input.guests);
        const [policy, people] = await Promise.all([
          getBookingPolicy({ ctx }),
          describeUsers({ ctx, input: { ids: [owner.id] } }),
        ]);
        // Set by the checkout that takes the last seat: the departure as its transaction sees it.
        let filled: { seats: SeatsKnown; since: number } | undefined;
        const made = await ctx.db.transaction(async (tx) => {
          // Its turn came after the shutdown began: on PGlite (one transaction at a time) a burst's
          // queue is seconds of work, past the drain's limit. Refused before anything is written
          // (checked in the transaction: PGlite lets the event loop turn, and a SIGTERM be taken,
          // just before it begins); the client retries with its idempotency key (decision 008).
          if (ctx.draining?.()) throw new AppError("unavailable");
          const t: Ctx = { ...ctx, db: tx };
          // A retry that raced the first attempt waits on the departure lock, then finds it here.
          let reserved: Awaited<ReturnType<typeof reserveSeats>> | undefined;
          let refused: unknown;
          try {
            reserved = await reserveSeats({
              ctx: t,
              input: {
                tour_id: input.tour_id,
                time_id: input.time_id,
                pax: input.pax,
                detail_ids: input.detail_ids,
                guests: input.guests.map((g) => ({ birth_date: g.birth_date, room_type_id: g.room_type_id })),
              },
            });
          } catch (err) {
            refused = err;
          }
          // Looked up once the departure is locked and before the seats are judged: a retry of the
          // checkout that took the last seats gets its booking back, not "full".
          const again = await findBookingByIdempotencyKey(tx, owner.id, input.idempotency_key);
          if (again) {
            if (again.requestHash !== hash) throw fieldError("idempotency_key", "idempotency_key_reused");
            return { row: again, replayed: true };
          }
          if (!reserved) asBookingInvalid(refused);
          const { quote, tour, departure, extras, guests: priced } = reserved;
          if (paymentMethod(input.payment_method).paidAt === "card_link" && !tour.cardPaymentLink)
            throw fieldError("payment_method", "card_link_unavailable");
          checkPassports(input.guests, departure.endDate, "booking_invalid");

          let code = newBookingCode();
          while (await codeExists(tx, code)) code = newBookingCode();
          const booking = await insertBooking(tx, {
            code,
            customerId: owner.id,
            branchId: owner.branchId,
            channel: owner.channel,
            takenBy: owner.takenBy,
            agentId: owner.agentId,
            packageId: tour.id,
            departureId: departure.id,
            bookingName: input.booking_name,
            specialRequest: input.special_request,
            currency: quote.currency,
            ...quoteValues(quote),
            paymentType: input.payment_type,
            paymentMethod: input.payment_method,
            // Fixed now: a later change of the package's days does not move a made booking's date.
            balanceDueOn: fullPaymentDueOn(departure.startDate, tour.fullPaymentDays, ctx.now()),
            idempotencyKey: input.idempotency_key,
            requestHash: hash,
            // The contract refuses a checkout without consent; this records when and to which text
            // (given in person to `takenBy` when staff took it).
            dataConsentAt: ctx.now(),
            dataConsentVersion: DATA_CONSENT_VERSION,
            ...(agreement ? { ...agreement, agreementAcceptedAt: ctx.now() } : {}),
          });
          await insertGuests(tx, toGuestRows(booking.id, input.guests, priced));
          // The customer's WhatsApp opt-in (decision 080), before the messages below are queued so
          // that they already go by WhatsApp: given at the checkout, or in person to whoever took
          // the booking. A replay returned above and records nothing; the same choice again is a no-op.
          if (input.whatsapp_opt_in)
            await recordWhatsappConsent({
              ctx: t,
              input: {
                userId: owner.id,
                number: input.whatsapp_number,
                optIn: true,
                source: owner.takenBy === null ? "checkout" : "counter",
                recordedBy: owner.takenBy ?? owner.id,
              },
            });
          // Credited to an agent: the customer is their pilgrim from now on (the agent's workspace).
          if (owner.agentId) await linkPilgrim(t, owner.agentId, owner.id);
          // The seats left of this package's departure changed; the rest of the site did not.
          noteWrite(ctx, [tourTag(tour.id)]);
          await insertExtras(
            tx,
            extras.map((x) => ({ bookingId: booking.id, ...x })),
          );
          await insertEvent(tx, { bookingId: booking.id, kind: "created", actorId: actor.id, toStatus: "pending" });
          // Paying by transfer: the first amount with its unique code is issued now (payment's
          // effect), so the result page and this mail already say exactly what to transfer
          // (decision 058); and the accounts to transfer to.
          const money = await effects.afterCheckout(t, booking);
          const customer = people.get(owner.id);
          if (customer)
            await queueBookingMail(t, {
              kind: "created",
              userId: owner.id,
              to: customer,
              site: policy.siteName,
              booking,
              tourName: tour.name,
              departure,
              due: input.payment_type === "deposit" ? quote.min_first_payment : quote.total,
              payBefore: expiresAt(booking.createdAt, policy.bookingExpiryHours),
              transfer: money.transfer,
              ...(paymentMethod(input.payment_method).paidAt === "card_link"
                ? { cardLink: tour.cardPaymentLink }
                : { banks: money.banks ?? [] }),
            });
          // It took the last seat: the departure is known full from its commit on, before the
          // checkouts waiting behind it are judged (full-departures.ts).
          if (fulls && reserved.seatsLeftAfter === 0) {
            const since = fulls.mark();
            filled = { seats: await readFull(t, input.time_id), since };
          }
          return { row: booking, replayed: false };
        });
        if (filled) fulls?.keep(input.time_id, filled.seats, filled.since);
        return made;
      },
      full,
    );
    return { booking: await committedAnswer(ctx, created.row), replayed: created.replayed };
  } catch (err) {
    if (leftQueue && err === leftQueue) return refuseFull(leftQueue);
    // Two first attempts with one key in flight at once: the unique index keeps one booking.
    if (uniqueViolation(err) === "bookings_idempotency_idx") {
      const winner = await replay();
      if (winner) return winner;
    }
    throw err;
  }
}

/**
 * The answer of a booking already committed. Under a burst its reads can fail for a moment (on
 * PostgreSQL, the pool's wait for a connection times out; seen in the flash-sale benchmark): the
 * booking exists, so they are tried again twice before the caller gets a 503 and has to replay its
 * Idempotency-Key to learn it (decision 008).
 */
async function committedAnswer(ctx: Ctx, row: BookingRow): Promise<BookingDto> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await toBookingDto(ctx, row);
    } catch (err) {
      if (attempt === 3 || err instanceof AppError) throw err;
      await new Promise((r) => setTimeout(r, 150 * attempt));
    }
  }
}
