import { type BookingEffects, composeEffects } from "#app/modules/booking/.server/booking-effects";
import { settleMoney } from "#app/modules/payment/.server/status-effects";
import { earnCommissions } from "#app/modules/commission/.server/commission-effects";
import { releaseBeds } from "#app/modules/operations/.server/release-beds";

/**
 * What a booking's status move brings about, in order (decision 072): the beds first, then the
 * money (the transfer asked, a cancel's refund and its mail, which states the refund), then the
 * agent's commission lines (decision 078), which never change the booking's money. Handed to the
 * booking routes (server/app.ts), the jobs (server/jobs.ts) and the tests (test/setup).
 */
export const bookingEffects: BookingEffects = composeEffects([releaseBeds, settleMoney, earnCommissions]);
