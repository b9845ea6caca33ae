// A valid checkout body for one guest, for the load benchmark (bench/load.mjs) and its server
// (bench/server.ts). Plain JS so that both `node` and tsx load it; mirrors checkoutBody() in
// test/factories/booking.ts.
const day = 86_400_000;
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** A departure window `inDays` from now, as POST /api/tour/{id}/time takes it. */
export function departureWindow(inDays = 60, capacity = 20) {
  return { start_date: isoDay(Date.now() + inDays * day), end_date: isoDay(Date.now() + (inDays + 9) * day), capacity };
}

/** 1 → "A", 27 → "AA": a guest's name has letters only, as in a passport (digits are refused). */
const letters = (k) => (k <= 0 ? "" : letters(Math.floor((k - 1) / 26)) + String.fromCharCode(65 + ((k - 1) % 26)));

export function checkoutBody(tourId, timeId, n) {
  return {
    tour_id: tourId,
    time_id: timeId,
    pax: 1,
    detail_ids: [],
    booking_name: `Bench Buyer ${n}`,
    special_request: null,
    guests: [
      {
        full_name: `Tamu Beban ${letters(n + 1)}`,
        gender: n % 2 ? "male" : "female",
        birth_date: isoDay(Date.now() - (30 + (n % 20)) * 365.25 * day),
        birth_place: "Bandung",
        marital_status: "married",
        job: "Guru",
        job_address: "Jl. Merdeka 1",
        passport_number: `C${String(2000000 + n)}`,
        ic_number: null,
        passport_issue_date: isoDay(Date.now() - 365 * day),
        passport_expiry_date: isoDay(Date.now() + 4 * 365.25 * day),
        visa: null,
        visa_file_id: null,
        heir_name: "Ahli Waris",
        heir_relationship: "Anak",
        phone: "+62 812 1111 2222",
        email: `tamu${n}@bench.example`,
        postal_code: "40111",
        country: "ID",
        state: "Jawa Barat",
        address: "Jl. Asia Afrika 10",
        company: null,
      },
    ],
    payment_type: "full",
    payment_method: "manual",
    terms: true,
    // Required since the consent to process pilgrims' data was added to the checkout.
    data_consent: true,
    agreement: true,
  };
}
