import type { Ctx } from "#app/shared/context";
import type { BookingStatus } from "#app/modules/booking/booking.contract";
import type { StatusCause } from "#app/modules/booking/booking.rules";
import type { RefundAccountInput } from "#app/modules/booking/refund.contract";
import type { CancellationFigures } from "#app/modules/booking/refund.rules";
import type { BookingRow } from "./booking.repository";
import type { MailTransfer } from "./booking-mail";

/** A cancel's refund as its caller asked it: where it goes, and the figures already checked under the lock. */
export interface RefundOfMove {
  account: RefundAccountInput | null;
  figures?: CancellationFigures;
}

/** One status move, done: the row before and after, why, and what its caller asked of a cancel's refund. */
export interface StatusMoved {
  from: BookingStatus;
  row: BookingRow;
  cause: StatusCause;
  reason: string | null;
  refund: RefundOfMove;
}

/**
 * What a booking's status move brings about beyond the transition (decision 072): its beds leave
 * the rooming list, the transfer it asks is issued again, a cancel records its refund and mails
 * the customer. The status machine is booking's; these consequences belong to the sub-domains
 * above it, so booking declares this port and the composition root hands in the implementation
 * (server/booking-effects.ts), built once, in order. Each runs in the move's transaction, under
 * the booking's row lock.
 */
export interface BookingEffects {
  afterMove(t: Ctx, moved: StatusMoved): Promise<void>;
  /**
   * A booking was just made, in the checkout's transaction: what its confirmation mail says of
   * paying (the transfer asked with its unique code, the accounts to transfer to), from the
   * payment module (decision 058).
   */
  afterCheckout(t: Ctx, row: BookingRow): Promise<CheckoutMoney>;
  /**
   * What the booking owes changed (a re-quote, a payment confirmed or rejected): the transfer it
   * asks is issued again for the next amount, and returned for the mail that says so (decision
   * 058); null when it asks none.
   */
  askTransfer(t: Ctx, row: BookingRow): Promise<MailTransfer | null>;
  /**
   * Staff credited the booking to another agent (or to none), in the change's transaction under
   * the booking's lock (decision 078): the commission module reverses what the former agent (and
   * their upline) earned on it and, for a booking already paid in full, earns for the new one.
   */
  afterAgentChange(t: Ctx, row: BookingRow, previousAgentId: number | null): Promise<void>;
}

/** What the confirmation of a checkout says of paying it (booking-mail.ts). */
export interface CheckoutMoney {
  transfer?: MailTransfer | null;
  banks?: { bank_name: string; account_number: string; account_holder: string }[];
}

/** One module's share of the effects: those it implements. */
export type BookingEffectPart = Partial<BookingEffects>;

/** The effects run one after another, in the order given. */
export function composeEffects(list: readonly BookingEffectPart[]): BookingEffects {
  return {
    async afterMove(t, moved) {
      for (const e of list) await e.afterMove?.(t, moved);
    },
    async afterCheckout(t, row) {
      const money: CheckoutMoney = {};
      for (const e of list) Object.assign(money, await e.afterCheckout?.(t, row));
      return money;
    },
    async afterAgentChange(t, row, previousAgentId) {
      for (const e of list) await e.afterAgentChange?.(t, row, previousAgentId);
    },
    async askTransfer(t, row) {
      let transfer: MailTransfer | null = null;
      for (const e of list) transfer = (await e.askTransfer?.(t, row)) ?? transfer;
      return transfer;
    },
  };
}

/** A use case's arguments when it may move a booking's status: its effects come with it. */
export interface EffectArgs<I> {
  ctx: Ctx;
  effects: BookingEffects;
  input: I;
}
