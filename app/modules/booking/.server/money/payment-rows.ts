/**
 * The rows the payment module writes under the booking lock (decision 072, step c1): the booking
 * row and its history are booking's for good (`lockBooking`, `updateBookingRow`, `insertEvent`);
 * the payments, refunds and bank accounts are read and written here only until the payment code
 * still inside booking (confirming, submitting and reviewing a payment, the transfer asked, the
 * booking page's money) moves too and takes these tables' functions with it (step c2).
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
export { findRefundById, insertRefund, listRefundRows, updateRefundRow } from "./refund.repository";
