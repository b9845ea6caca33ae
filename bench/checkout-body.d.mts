// Types of checkout-body.mjs (plain JS so that `node bench/load.mjs` runs it without tsx).
export function departureWindow(
  inDays?: number,
  capacity?: number,
): { start_date: string; end_date: string; capacity: number };
export function checkoutBody(tourId: number, timeId: number, n: number): Record<string, unknown>;
