/**
 * The booking's money rows as the gateway and payment modules read and write them, under the
 * booking lock (decision 072): the booking row and its history, the payments and refunds (the
 * ledger a booking's paid total is summed from) stay booking's tables, and no other module writes
 * them but through these functions (test/boundaries/table-owners.test.ts).
 */
export {
  type BookingRow,
  countPaymentsOfBank,
  findPaymentById,
  findPaymentByIdempotencyKey,
  insertEvent,
  insertPayment,
  listEventsOf,
  listPaymentsOf,
  lockBooking,
  type PaymentRow,
  updateBookingRow,
  updatePaymentRow,
} from "../booking.repository";
export { countReceiptPrint, listPlanReceipts, listReceiptsOf, type ReceiptRow } from "./receipts.repository";
export {
  findRefundById,
  findRefundListRow,
  insertRefund,
  listRefundRows,
  updateRefundRow,
  updateRefundRowIfDue,
} from "./refund.repository";
export {
  deleteIssuedTransfer,
  findPaymentByCheckoutId,
  findPaymentByRef,
  insertLateRefund,
  listOpenOnlinePayments,
  recordStatementConfirmation,
  touchPayment,
} from "./online-payments.repository";
export {
  countOverdueBookings,
  findBookingIdByCode,
  listOverdueBookings,
  listReminderCandidates,
  OPEN_TRANSFER_STATUSES,
  openTransfersFor,
  paymentsWithBookings,
  takenAmounts,
} from "./ledger-queries.repository";
export {
  listIssuedPlanTransfers,
  listPlanDeposits,
  listPlanRefunds,
  lockPlanOfDeposit,
  movePlanDeposits,
  planBalances,
} from "./plan-deposits.repository";
export { absorbPlanDeposits, confirmPlanDeposit, reviewLedgerPayment } from "./review-payment";
