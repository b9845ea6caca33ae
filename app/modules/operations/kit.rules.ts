import type { BookingStatus } from "#app/modules/booking/booking.contract";

/*
 * The equipment kit's rules (docs/product.md §Departure operations, decision 081), pure, used by
 * the server and the kits screen alike: which of a package's items a guest gets, the size asked
 * when handing them over, and whether a kit may be handed over at all.
 */

/** Whom a kit item is for (`kit_item_for` in db/schema/operations.ts). */
export const KIT_ITEM_FOR = ["all", "male", "female"] as const;
export type KitItemFor = (typeof KIT_ITEM_FOR)[number];
/** How a kit reaches the guest (`kit_handover`). */
export const KIT_HANDOVERS = ["pickup", "courier"] as const;
export type KitHandover = (typeof KIT_HANDOVERS)[number];

/** What the rules need of an item. */
export interface KitItemRule {
  for: KitItemFor;
  /** The sizes it comes in; empty = one size. */
  sizes: readonly string[];
}

/** The items a guest of this gender gets: those for everyone and those for their gender, in order. */
export function kitItemsFor<T extends KitItemRule>(items: readonly T[], gender: "male" | "female"): T[] {
  return items.filter((item) => item.for === "all" || item.for === gender);
}

/**
 * The sizes a guest may be given: every size of the items they get, in the items' order, once
 * each. Empty when none of their items is sized (the kit comes in one size).
 */
export function kitSizesFor(items: readonly KitItemRule[], gender: "male" | "female"): string[] {
  return [...new Set(kitItemsFor(items, gender).flatMap((item) => item.sizes))];
}

/** Why a handover's size is refused (a message key of `errors`), or null when it fits. */
export type KitSizeProblem = "kit_size_required" | "kit_size_unknown" | "kit_size_none";

/**
 * The size of a handover (one size for the guest's whole kit): required, and one of
 * `kitSizesFor`, when any of the guest's items is sized; none when none is.
 */
export function kitSizeProblem(
  items: readonly KitItemRule[],
  gender: "male" | "female",
  size: string | null | undefined,
): KitSizeProblem | null {
  const sizes = kitSizesFor(items, gender);
  if (sizes.length === 0) return size ? "kit_size_none" : null;
  if (!size) return "kit_size_required";
  return sizes.includes(size) ? null : "kit_size_unknown";
}

/**
 * Whether a booking is paid in full: `paid`, or `processed` (reached only from paid, decision
 * 013). What the booking still owes is never judged here from amounts: the status says it.
 */
export function paidInFull(status: BookingStatus): boolean {
  return status === "paid" || status === "processed";
}

/** Whether a kit may be handed over, and the override reason to record (null: it was paid). */
export type KitHandoverVerdict =
  | { allowed: true; overrideReason: string | null }
  | { allowed: false; refusal: "kit_booking_canceled" | "kit_not_paid" };

/**
 * The paid-in-full rule (decision 081): a kit goes to a guest of a booking paid in full; before
 * that only when staff override with a reason, which is recorded. A cancelled booking's guest gets
 * none, override or not. A reason given for a paid booking is not recorded: nothing was overridden.
 */
export function kitHandoverVerdict(
  status: BookingStatus,
  overrideReason: string | null | undefined,
): KitHandoverVerdict {
  if (status === "canceled") return { allowed: false, refusal: "kit_booking_canceled" };
  if (paidInFull(status)) return { allowed: true, overrideReason: null };
  const reason = overrideReason?.trim() ?? "";
  return reason ? { allowed: true, overrideReason: reason } : { allowed: false, refusal: "kit_not_paid" };
}
