// A large catalogue and booking history, in bulk SQL (generate_series): no row goes through
// JavaScript, so a million guests load in under a minute. Used by bench/scale.mjs.
//
// Shape (at scale 1): 5,000 published packages in 12 categories and 40 destinations, names,
// descriptions, itineraries and facilities in id/en/my, a cover and 4 gallery images each, 3
// extra-price attributes; 8 departures per package from two years ago to six months ahead;
// 20,000 customers; 200,000 bookings made 5 to 185 days before departure (never after now), 1 to
// 9 pax (about 1,000,000 guests with names, passports and phones), a room choice, a "created"
// event and payments consistent with each booking's status and paid total.
import { sql } from "drizzle-orm";

/** A SQL text array from a comma-separated list. */
const q = (list) =>
  `array[${list
    .split(",")
    .map((s) => `'${s}'`)
    .join(",")}]`;

const FIRST = q(
  "Ahmad,Muhammad,Abdul,Rahmat,Budi,Hasan,Ismail,Yusuf,Ibrahim,Fauzi,Hendra,Rizky,Arif,Dedi,Agus,Bambang,Eko,Fajar,Hafiz,Irfan,Joko,Kurniawan,Luthfi,Nur,Zainal,Siti,Nurul,Aisyah,Fatimah,Khadijah,Dewi,Sri,Rina,Wati,Ani,Dian,Lestari,Maryam,Nabila,Putri,Ratna,Salma,Tuti,Umi,Yanti,Zahra,Aminah,Halimah,Intan,Juwita",
);
const MIDDLE = q(
  "Abdillah,Rahman,Hidayat,Syarif,Fitri,Indah,Ayu,Kartika,Maulana,Hakim,Saputra,Wulandari,Permata,Anggraini,Ramadhan,Fadillah,Hasanah,Aziz,Karim,Latif,Mahmud,Rasyid,Salim,Taufik,Wahyu,Yulia,Zulkifli,Amalia,Bintang,Cahya,Dwi,Eka,Gita,Harun,Ikhsan,Jamal,Kamal,Lukman,Mulyadi,Sofyan",
);
const LAST = q(
  "Siregar,Nasution,Lubis,Harahap,Simatupang,Wijaya,Santoso,Kusuma,Pratama,Setiawan,Hidayatullah,Rahmawati,Susanto,Gunawan,Hakimi,Prasetyo,Purnomo,Saragih,Sinaga,Tanjung,Daulay,Pohan,Batubara,Ritonga,Hutagalung,Matondang,Rangkuti,Pulungan,Hasibuan,Dalimunthe,Effendi,Firmansyah,Hamzah,Iskandar,Jauhari,Kamaruddin,Mansur,Nasir,Osman,Rashid,Yaacob,Zakaria,Abdullah,Bakar,Daud,Hassan,Ismaili,Jusoh,Mohamad,Othman",
);
const CITIES = q(
  "Makkah,Madinah,Istanbul,Cappadocia,Kairo,Amman,Petra,Marrakesh,Granada,Cordoba,Samarkand,Bukhara,Sarajevo,Tokyo,Osaka,Seoul,Beijing,Xian,Paris,Amsterdam,London,Baku,Muscat,Doha,Yerusalem,Tunis,Almaty,Berlin,Wina,Roma,Athena,Dubai,Abu Dhabi,Jeddah,Taif,AlUla,Hebron,Kuala Lumpur,Bangkok,Hanoi",
);
// Package names: kind + place + tier + days, in each language.
const KIND = {
  id: q("Umrah,Umrah Plus,Haji Khusus,Wisata Halal,Tur Muslim,Liburan Keluarga"),
  en: q("Umrah,Umrah Plus,Special Hajj,Halal Tour,Muslim Tour,Family Holiday"),
  my: q("Umrah,Umrah Plus,Haji Khas,Pelancongan Halal,Lawatan Muslim,Percutian Keluarga"),
};
const PLACE = {
  id: q(
    "Turki,Dubai,Mesir,Yordania,Maroko,Andalusia,Uzbekistan,Bosnia,Jepang,Korea,Tiongkok,Eropa Barat,Balkan,Azerbaijan,Oman,Qatar,Palestina,Tunisia,Kazakhstan,Jerman",
  ),
  en: q(
    "Turkey,Dubai,Egypt,Jordan,Morocco,Andalusia,Uzbekistan,Bosnia,Japan,Korea,China,Western Europe,Balkans,Azerbaijan,Oman,Qatar,Palestine,Tunisia,Kazakhstan,Germany",
  ),
  my: q(
    "Turki,Dubai,Mesir,Jordan,Maghribi,Andalusia,Uzbekistan,Bosnia,Jepun,Korea,China,Eropah Barat,Balkan,Azerbaijan,Oman,Qatar,Palestin,Tunisia,Kazakhstan,Jerman",
  ),
};
const TIER = {
  id: q("Hemat,Reguler,Premium,VIP,Eksklusif"),
  en: q("Saver,Regular,Premium,VIP,Exclusive"),
  my: q("Jimat,Biasa,Premium,VIP,Eksklusif"),
};
const CATEGORY = {
  id: q(
    "Umrah Reguler,Umrah Plus,Haji Khusus,Wisata Halal Eropa,Wisata Halal Asia,Wisata Halal Timur Tengah,Liburan Keluarga,Bulan Madu,Ziarah Sejarah Islam,Tur Musim Dingin,Tur Ramadan,Tur Singkat",
  ),
  en: q(
    "Regular Umrah,Umrah Plus,Special Hajj,Halal Europe,Halal Asia,Halal Middle East,Family Holidays,Honeymoon,Islamic Heritage,Winter Tours,Ramadan Tours,Short Breaks",
  ),
  my: q(
    "Umrah Biasa,Umrah Plus,Haji Khas,Pelancongan Halal Eropah,Pelancongan Halal Asia,Pelancongan Halal Timur Tengah,Percutian Keluarga,Bulan Madu,Ziarah Sejarah Islam,Lawatan Musim Sejuk,Lawatan Ramadan,Lawatan Singkat",
  ),
};
const DESCRIPTION = {
  id: "<p>Perjalanan dengan pembimbing berpengalaman, hotel dekat pusat kota, makan tiga kali sehari dan transportasi bus ber-AC. Jadwal ibadah dan kunjungan sejarah disusun agar tidak melelahkan.</p><ul><li>Tiket pesawat pulang pergi</li><li>Visa dan asuransi perjalanan</li><li>Air zamzam 5 liter</li></ul>",
  en: "<p>A journey with experienced guides, hotels close to the centre, three meals a day and air-conditioned coaches. Prayer times and heritage visits are planned so that the days are never exhausting.</p><ul><li>Return flights</li><li>Visa and travel insurance</li><li>5 litres of zamzam water</li></ul>",
  my: "<p>Perjalanan bersama pembimbing berpengalaman, hotel berhampiran pusat bandar, makan tiga kali sehari dan bas berhawa dingin. Waktu ibadah dan lawatan sejarah disusun supaya tidak memenatkan.</p><ul><li>Tiket penerbangan pergi balik</li><li>Visa dan insurans perjalanan</li><li>Air zamzam 5 liter</li></ul>",
};
function trOf(table, idx) {
  return `jsonb_build_object('id', (${table.id})[${idx}], 'en', (${table.en})[${idx}], 'my', (${table.my})[${idx}])`;
}

export function scaleShape(scale = 1) {
  const n = (x, min) => Math.max(min, Math.round(x * scale));
  return {
    packages: n(5_000, 20),
    departuresPerPackage: 8,
    customers: n(20_000, 50),
    bookings: n(200_000, 200),
  };
}

/**
 * Seeds an empty, migrated database. `adminHash` and `customerHash` are password hashes for the
 * accounts `benchadmin` and `cust1` (the customer whose own list is timed).
 */
export async function seedScale(db, shape, { adminHash, customerHash, log = () => {} }) {
  const run = (text) => db.execute(sql.raw(text));
  const h = (salt, expr) => `abs(hashtext('${salt}' || ${expr}))`;
  const { packages: P, departuresPerPackage: D, customers: C, bookings: B } = shape;

  await run(`insert into settings (id, name, currency) values (1, 'Bench Travel', 'IDR')
    on conflict (id) do update set currency = 'IDR'`);
  await run(`insert into users (name, username, email, password_hash, role)
    values ('Bench Admin', 'benchadmin', 'admin@bench.test', '${adminHash}', 'admin')`);
  await run(`insert into users (name, username, email, password_hash, role, phone, created_at)
    select (${FIRST})[1 + ${h("uf", "i")} % 50] || ' ' || (${LAST})[1 + ${h("ul", "i")} % 50],
      'cust' || i, 'cust' || i || '@bench.test', case when i = 1 then '${customerHash}' else 'x' end, 'customer',
      '+62 812 ' || lpad((i % 100000000)::text, 8, '0'), now() - (i || ' minutes')::interval
    from generate_series(1, ${C}) i`);
  log("customers");

  await run(`insert into categories (slug, name, sort_order)
    select 'cat-' || i, ${trOf(CATEGORY, "i")}, i from generate_series(1, 12) i`);
  await run(`insert into destinations (slug, name, description, sort_order)
    select 'dest-' || i, jsonb_build_object('id', (${CITIES})[i], 'en', (${CITIES})[i], 'my', (${CITIES})[i]),
      jsonb_build_object('id', 'Kota ' || (${CITIES})[i], 'en', 'The city of ' || (${CITIES})[i], 'my', 'Bandar ' || (${CITIES})[i]), i
    from generate_series(1, 40) i`);

  // Cover and gallery images: five public WebP files per package.
  await run(`insert into files (visibility, mime, bytes, width, height, variants)
    select 'public', 'image/webp', 80000 + i % 50000, 1600, 1067, '[320, 640, 1024, 1600]'::jsonb
    from generate_series(1, ${P * 5}) i`);
  await run(`insert into packages (code, slug, name, description, destination_id, cover_image_id, base_price, discount_type,
      discount_value, display_price, min_pax, max_pax, min_payment, default_capacity, status, featured, created_at, updated_at)
    with f as (select id, row_number() over (order by created_at, id) as n from files),
    d as (select min(id) as first from destinations),
    g as (select i, 1 + i % 6 as k, 1 + (i / 6) % 20 as pl, 1 + (i / 120) % 5 as t, 9 + i % 7 as days,
      (2500 + ${h("pr", "i")} % 500 * 10)::bigint * 1000000 as price, i % 5 = 0 as discounted from generate_series(1, ${P}) i)
    select 'PKG-' || lpad(g.i::text, 5, '0'), 'pkg-' || g.i,
      jsonb_build_object(
        'id', (${KIND.id})[g.k] || ' ' || (${PLACE.id})[g.pl] || ' ' || (${TIER.id})[g.t] || ' ' || g.days || ' Hari',
        'en', (${KIND.en})[g.k] || ' ' || (${PLACE.en})[g.pl] || ' ' || (${TIER.en})[g.t] || ' ' || g.days || ' Days',
        'my', (${KIND.my})[g.k] || ' ' || (${PLACE.my})[g.pl] || ' ' || (${TIER.my})[g.t] || ' ' || g.days || ' Hari'),
      jsonb_build_object('id', '${DESCRIPTION.id}', 'en', '${DESCRIPTION.en}', 'my', '${DESCRIPTION.my}'),
      d.first + ${h("pd", "g.i")} % 40, f.id, g.price,
      case when g.discounted then 'fixed'::discount_type end, case when g.discounted then 100000000 else 0 end,
      g.price - case when g.discounted then 100000000 else 0 end,
      1, case when g.i % 3 = 0 then 12 end, 500000000, 45, 'published', g.i % 20 = 0,
      now() - (g.i * 5 || ' hours')::interval, now() - (g.i * 5 || ' hours')::interval
    from g cross join d join f on f.n = g.i`);
  await run(`insert into package_images (package_id, file_id, sort_order)
    with f as (select id, row_number() over (order by created_at, id) as n from files),
    p as (select id, row_number() over (order by id) as j from packages)
    select p.id, f.id, k from p, generate_series(1, 4) k, f where f.n = ${P} + (p.j - 1) * 4 + k`);
  log("packages");
  // One category each, a second one for every other package.
  await run(`insert into package_categories (package_id, category_id)
    select p.id, c.id from packages p join categories c on c.sort_order = 1 + p.id % 12`);
  await run(`insert into package_categories (package_id, category_id)
    select p.id, c.id from packages p join categories c on c.sort_order = 1 + (p.id + 5) % 12 where p.id % 2 = 0`);
  await run(`insert into itinerary_days (package_id, sort_order, title, description)
    select p.id, k, jsonb_build_object('id', 'Hari ' || k || ': ' || (${CITIES})[1 + (p.id + k) % 40], 'en', 'Day ' || k || ': ' || (${CITIES})[1 + (p.id + k) % 40], 'my', 'Hari ' || k || ': ' || (${CITIES})[1 + (p.id + k) % 40]),
      jsonb_build_object('id', '<p>Kunjungan, ibadah dan waktu bebas.</p>', 'en', '<p>Visits, prayers and free time.</p>', 'my', '<p>Lawatan, ibadah dan masa bebas.</p>')
    from packages p, generate_series(1, 9) k`);
  await run(`insert into facilities (package_id, sort_order, name, included)
    select p.id, k, jsonb_build_object('id', (array['Tiket pesawat','Hotel bintang 5','Makan 3x sehari','Visa','Asuransi','Bus AC','Pembimbing','Tip porter'])[k],
      'en', (array['Flights','5-star hotel','Three meals a day','Visa','Insurance','Air-conditioned coach','Guide','Porter tips'])[k],
      'my', (array['Tiket penerbangan','Hotel 5 bintang','Makan 3 kali sehari','Visa','Insurans','Bas berhawa dingin','Pembimbing','Tip porter'])[k]), k < 8
    from packages p, generate_series(1, 8) k`);
  await run(`insert into attributes (name, choice_rule, sort_order) values
    ('{"id":"Tipe Kamar","en":"Room type","my":"Jenis Bilik"}', 'single', 1),
    ('{"id":"Perlengkapan","en":"Travel kit","my":"Kelengkapan"}', 'multiple', 2),
    ('{"id":"Kursi Pesawat","en":"Flight seat","my":"Tempat Duduk"}', 'single', 3)`);
  await run(`insert into attribute_details (attribute_id, name, price, per, sort_order)
    select a.id, jsonb_build_object('id', 'Pilihan ' || k, 'en', 'Option ' || k, 'my', 'Pilihan ' || k), k * 50000000, 'pax', k
    from attributes a, generate_series(1, 4) k`);
  await run(`insert into package_attributes (package_id, attribute_id, sort_order)
    select p.id, a.id, a.sort_order from packages p, attributes a where a.sort_order = 1 or (p.id + a.sort_order) % 3 = 0`);
  // Departures from two years ago to about six months ahead.
  await run(`insert into departures (package_id, start_date, end_date, capacity, price_override)
    select p.id, current_date - 730 + k * 110 + (p.id * 13) % 100, current_date - 730 + k * 110 + (p.id * 13) % 100 + 9 + p.id % 7,
      45, case when k % 4 = 3 then p.base_price + 200000000 end
    from packages p, generate_series(0, ${D - 1}) k`);
  log("catalogue");

  // Statuses follow the departure, as the expiry job and the staff leave them: of trips already
  // gone, 10% cancelled, 20% paid, 70% processed; of trips to come, 10% cancelled, 10% pending,
  // 30% partly paid, 50% paid. Drawn by hash, not by i: the departure is i modulo their count.
  await run(`insert into bookings (code, customer_id, package_id, departure_id, booking_name, status, pax, currency,
      unit_price, subtotal, total, paid_total, min_first_payment, payment_type, payment_method, canceled_at, created_at, updated_at)
    with deps as (
      select d.id, d.package_id, d.start_date, coalesce(d.price_override, p.display_price) as price,
        (row_number() over (order by d.id) - 1)::int as n
      from departures d join packages p on p.id = d.package_id
    ), cust as (select min(id) as first from users where role = 'customer'),
    g as (
      select i, ${h("s", "i")} % 20 as s, 1 + i % 9 as pax from generate_series(1, ${B}) i
    ), b0 as (
      select g.*, deps.id as departure_id, deps.package_id, deps.price, deps.start_date <= current_date as gone,
        (deps.start_date - (5 + (g.i::bigint * 7919) % 180)::int)::timestamp
          + make_interval(secs => ((g.i::bigint * 104729) % 86400)::int) as planned
      from g join deps on deps.n = g.i % (select count(*) from departures)
    ), b as (
      -- Never in the future: a booking that would be is spread over the last 30 days instead.
      select b0.*, case when b0.planned < now() - interval '1 hour' then b0.planned
        else now() - interval '1 hour' - make_interval(secs => ((b0.i::bigint * 7919) % 2592000)::int) end as at
      from b0
    )
    select 'BN' || lpad(b.i::text, 7, '0'),
      -- cust2 is an agent with 1% of all bookings; everyone else has about ten.
      cust.first + case when b.i % 100 = 0 then 1 else ${h("c", "b.i")} % ${C} end,
      b.package_id, b.departure_id,
      case when b.i % 3 = 0 then 'Keluarga ' || (${LAST})[1 + ${h("bl", "b.i")} % 50]
           else (${FIRST})[1 + ${h("bf", "b.i")} % 50] || ' ' || (${LAST})[1 + ${h("bl", "b.i")} % 50] end,
      (case when b.s < 2 then 'canceled' when b.gone and b.s < 6 then 'paid' when b.gone then 'processed'
            when b.s < 4 then 'pending' when b.s < 10 then 'processing' else 'paid' end)::booking_status,
      b.pax, 'IDR', b.price, b.price * b.pax, b.price * b.pax,
      case when b.s < 2 then 0 when b.gone then b.price * b.pax when b.s < 4 then 0
           when b.s < 10 then b.price * b.pax * 3 / 10 else b.price * b.pax end,
      500000000::bigint * b.pax, 'deposit', 'manual',
      case when b.s < 2 then b.at + interval '2 days' end, b.at, b.at
    from b cross join cust`);
  log("bookings");

  // One row per pax: three-part names from lists of 50, 40 and 50 (about ten guests share a name).
  await run(`insert into booking_guests (booking_id, position, full_name, gender, birth_date, birth_place,
      passport_number, passport_issue_date, passport_expiry_date, phone, email, country)
    select b.id, k,
      (${FIRST})[1 + ${h("gf", "b.code || k")} % 50] || ' ' || (${MIDDLE})[1 + ${h("gm", "b.code || k")} % 40] || ' ' || (${LAST})[1 + ${h("gl", "b.code || k")} % 50],
      (case when ${h("gf", "b.code || k")} % 50 >= 25 then 'female' else 'male' end)::gender,
      date '1950-01-01' + ${h("gb", "b.code || k")} % 20000, 'Medan',
      'C' || lpad((${h("gp", "b.code || k")} % 100000000)::text, 8, '0'), date '2024-01-15', date '2034-01-15',
      case when k = 1 then '+62 813 ' || lpad((${h("gt", "b.code")} % 100000000)::text, 8, '0') end,
      case when k = 1 then lower(replace(b.booking_name, ' ', '.')) || '@mail.test' end, 'ID'
    from bookings b, generate_series(1, b.pax) k`);
  log("guests");
  await run(`insert into booking_extras (booking_id, detail_id, attribute_name, name, price, per, amount)
    select b.id, null, '{"id":"Tipe Kamar","en":"Room type","my":"Jenis Bilik"}'::jsonb,
      case when b.pax >= 4 then '{"id":"Quad (sekamar berempat)","en":"Quad (4 per room)"}'::jsonb
           else '{"id":"Double (sekamar berdua)","en":"Double (2 per room)"}'::jsonb end, 0, 'pax', 0
    from bookings b`);
  await run(`insert into booking_events (booking_id, kind, actor_id, to_status, created_at)
    select id, 'created', customer_id, 'pending', created_at from bookings`);
  // Payments: the confirmed ones add up to paid_total; a pending booking older than the 48-hour
  // expiry has a transfer waiting for review (or the expiry job would have cancelled it), a third
  // of newer ones too; half the cancelled ones had a rejected transfer.
  const admin = `(select id from users where username = 'benchadmin')`;
  await run(`insert into payments (booking_id, amount, method, bank_label, payer_name, payment_date, status, reviewed_by,
      reviewed_at, created_by, created_at, updated_at)
    select id, paid_total, 'manual', 'BCA 1234567890', booking_name, (created_at + interval '1 day')::date, 'confirmed',
      ${admin}, least(now(), created_at + interval '30 hours'), customer_id, least(now(), created_at + interval '1 day'), now()
    from bookings where paid_total > 0`);
  await run(`insert into payments (booking_id, amount, method, bank_label, payer_name, payment_date, status, created_by,
      created_at, updated_at)
    select id, min_first_payment, 'manual', 'Mandiri 9876543210', booking_name, (created_at + interval '1 hour')::date,
      'pending', customer_id, created_at + interval '1 hour', now()
    from bookings where status = 'pending' and (created_at < now() - interval '48 hours' or ${h("pp", "code")} % 3 = 0)`);
  await run(`insert into payments (booking_id, amount, method, bank_label, payer_name, payment_date, status, reviewed_by,
      reviewed_at, note, created_by, created_at, updated_at)
    select id, min_first_payment, 'manual', 'BCA 1234567890', booking_name, (created_at + interval '1 hour')::date,
      'rejected', ${admin}, created_at + interval '1 day', 'Bukti tidak terbaca', customer_id, created_at + interval '1 hour', now()
    from bookings where status = 'canceled' and ${h("pr", "code")} % 2 = 0`);
  log("extras, events, payments");
}
