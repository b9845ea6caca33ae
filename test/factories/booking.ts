import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { payments } from "#db/schema";
import type { GuestInput } from "#app/modules/booking/booking.contract";
import type { TestApp } from "#test/setup/app";
import sharp from "sharp";

const yearsAgo = (n: number) => new Date(Date.now() - n * 365.25 * 86_400_000).toISOString().slice(0, 10);
const yearsAhead = (n: number) => new Date(Date.now() + n * 365.25 * 86_400_000).toISOString().slice(0, 10);

let n = 0;
/** 1 → "A", 26 → "Z", 27 → "AA": a guest's name is letters only, as in a passport. */
const letters = (k: number): string =>
  k <= 0 ? "" : letters(Math.floor((k - 1) / 26)) + String.fromCharCode(65 + ((k - 1) % 26));

/** A complete, valid guest (passport valid for years). */
export function guest(overrides: Partial<GuestInput> = {}): GuestInput {
  n++;
  return {
    full_name: `Tamu Uji ${letters(n)}`,
    gender: n % 2 ? "male" : "female",
    birth_date: yearsAgo(30 + (n % 20)),
    birth_place: "Bandung",
    marital_status: "married",
    job: "Guru",
    job_address: "Jl. Merdeka 1",
    passport_number: `C${String(1000000 + n)}`,
    ic_number: null,
    passport_issue_date: yearsAgo(1),
    passport_expiry_date: yearsAhead(4),
    visa: null,
    visa_file_id: null,
    heir_name: "Ahli Waris",
    heir_relationship: "Anak",
    phone: "+62 812 1111 2222",
    email: `tamu${n}@example.com`,
    postal_code: "40111",
    country: "ID",
    state: "Jawa Barat",
    address: "Jl. Asia Afrika 10",
    company: null,
    ...overrides,
  };
}

/** A checkout body for `pax` guests. */
export function checkoutBody(
  tourId: number,
  timeId: number,
  overrides: Record<string, unknown> & { pax?: number } = {},
): Record<string, unknown> {
  const pax = overrides.pax ?? 1;
  return {
    tour_id: tourId,
    time_id: timeId,
    pax,
    detail_ids: [],
    booking_name: "Budi Santoso",
    special_request: null,
    guests: Array.from({ length: pax }, () => guest()),
    payment_type: "full",
    payment_method: "manual",
    terms: true,
    data_consent: true,
    agreement: true,
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/booking as `token` with a fresh (or the given) idempotency key. */
export function postBooking(
  app: TestApp["app"],
  token: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
  lang = "en",
) {
  return app.inject({
    method: "POST",
    url: `/api/booking?lang=${lang}`,
    headers: { ...bearer(token), "idempotency-key": key },
    payload: body,
  });
}

/** POST `url` as `token` with a fresh idempotency key: a write the API takes once (a payment, a booking). */
export function postOnce(app: TestApp["app"], token: string, url: string, payload: unknown = {}) {
  return app.inject({
    method: "POST",
    url,
    headers: { ...bearer(token), "idempotency-key": randomUUID() },
    payload: payload as object,
  });
}

/** POST /api/booking/:id/cancel as `token`, in English, with `payload` (a reason, a refund account) if any. */
export function postCancel(app: TestApp["app"], token: string, bookingId: string, payload?: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url: `/api/booking/${bookingId}/cancel?lang=en`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Uploads a small PNG as a private document of `token`'s user; returns its id. */
export async function uploadDocument(app: TestApp["app"], token: string): Promise<string> {
  const boundary = `----b${randomUUID()}`;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .png()
    .toBuffer();
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: "POST",
    url: "/api/upload?purpose=document",
    headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

/**
 * A booking's payments other than the transfer amount issued at checkout (decision 058): what a
 * customer told or a provider opened.
 */
export function paymentsTold(db: TestApp["db"], bookingId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), ne(payments.status, "issued")));
}
