/**
 * The demo catalogue of the seed (db/seed.ts): destinations, extra-price attributes and about a
 * dozen packages in three languages, with drawn images, future departures relative to the seed
 * time and bookings that fill some departures (one completely). Rows are written directly, as
 * every factory does; images go through the upload pipeline's processing.
 */
import { inArray } from "drizzle-orm";
import {
  attributeDetails,
  attributes,
  categories,
  departureFares,
  departures,
  destinations,
  facilities,
  itineraryDays,
  packageAttributes,
  packageCategories,
  packageImages,
  packages,
  roomTypes,
} from "#db/schema";
import type { Translations } from "#app/shared/translatable.contract";
import { type Discount, displayPrice, priceGuests } from "#app/modules/catalog/catalog.rules";
import type { FileStore } from "#app/modules/media/.server/file-store";
import type { Db } from "#app/shared/db.server";
import { createDemoBooking } from "./booking-demo";
import { tr } from "./records";
import { createDemoImage, renderScene, type Scene } from "./images";
import { type DemoFare, demoGuests, roomPlanOf } from "./rooms-demo";

/** Rupiah to minor units (IDR has two decimals in ISO 4217). */
const rp = (rupiah: number) => rupiah * 100;

type T3 = [string, string, string];
const t3 = ([id, en, my]: T3): Translations => tr(id, en, my);

/** Rich text: an intro paragraph and a list, per language. */
function richText(intro: T3, points: T3[]): Translations {
  const one = (i: 0 | 1 | 2) => `<p>${intro[i]}</p><ul>${points.map((p) => `<li>${p[i]}</li>`).join("")}</ul>`;
  return { id: one(0), en: one(1), my: one(2) };
}

// ---------- destinations ----------

const DESTINATIONS: { slug: string; name: T3; description: T3; scene: Scene }[] = [
  {
    slug: "makkah-madinah",
    name: ["Makkah & Madinah", "Makkah & Madinah", "Makkah & Madinah"],
    description: [
      "Dua kota suci tujuan ibadah umrah dan haji: Masjidil Haram dengan Ka'bah di Makkah, dan Masjid Nabawi di Madinah.",
      "The two holy cities of umrah and hajj: the Grand Mosque and the Kaaba in Makkah, the Prophet's Mosque in Madinah.",
      "Dua kota suci destinasi ibadah umrah dan haji: Masjidil Haram dan Kaabah di Makkah, serta Masjid Nabawi di Madinah.",
    ],
    scene: {
      sky: ["#0b1633", "#2c3e73", "#c58f6b"],
      moon: { x: 960, y: 140, r: 48 },
      stars: true,
      landmark: "kaaba",
      seed: 101,
    },
  },
  {
    slug: "istanbul",
    name: ["Istanbul", "Istanbul", "Istanbul"],
    description: [
      "Kota dua benua dengan Masjid Biru, Hagia Sophia, Istana Topkapi dan pesiar Selat Bosphorus.",
      "The city on two continents: the Blue Mosque, Hagia Sophia, Topkapi Palace and a Bosphorus cruise.",
      "Kota dua benua dengan Masjid Biru, Hagia Sophia, Istana Topkapi dan pelayaran Selat Bosphorus.",
    ],
    scene: {
      sky: ["#3b2c5a", "#d9776b", "#f6c177"],
      sun: { x: 900, y: 430, r: 60, color: "#ffd9a0" },
      landmark: "mosque",
      accent: "#2a2740",
      ground: "#2f4c6e",
      seed: 102,
    },
  },
  {
    slug: "tokyo",
    name: ["Tokyo & Gunung Fuji", "Tokyo & Mount Fuji", "Tokyo & Gunung Fuji"],
    description: [
      "Gemerlap Tokyo, ketenangan Kawaguchiko di kaki Gunung Fuji dan warna merah daun momiji di musim gugur.",
      "Bright Tokyo, calm Kawaguchiko at the foot of Mount Fuji and red momiji leaves in autumn.",
      "Tokyo yang meriah, Kawaguchiko yang tenang di kaki Gunung Fuji dan daun momiji merah pada musim luruh.",
    ],
    scene: {
      sky: ["#8ec5e8", "#e9f3fa"],
      landmark: "fuji",
      accent: "#4e6d8c",
      ground: "#b5532f",
      leaves: ["#d1462f", "#e8833a"],
      seed: 103,
    },
  },
  {
    slug: "seoul",
    name: ["Seoul", "Seoul", "Seoul"],
    description: [
      "Istana Gyeongbokgung, desa hanok Bukchon, Pulau Nami dan kuliner halal di Itaewon.",
      "Gyeongbokgung Palace, the Bukchon hanok village, Nami Island and halal food in Itaewon.",
      "Istana Gyeongbokgung, perkampungan hanok Bukchon, Pulau Nami dan makanan halal di Itaewon.",
    ],
    scene: {
      sky: ["#f7d9e3", "#fdf1e8"],
      landmark: "hanok",
      accent: "#3b3b3b",
      ground: "#c9c1ad",
      hills: [{ base: 520, height: 140, color: "#8aa58a" }],
      leaves: ["#f4b6c8", "#fbd3df"],
      seed: 104,
    },
  },
  {
    slug: "bali",
    name: ["Bali & Lombok", "Bali & Lombok", "Bali & Lombok"],
    description: [
      "Pura dan sawah terasering Bali, lalu pantai berpasir putih dan Masjid Islamic Center di Lombok.",
      "Bali's temples and rice terraces, then Lombok's white-sand beaches and its Islamic Center mosque.",
      "Pura dan sawah bertingkat di Bali, kemudian pantai berpasir putih dan Masjid Islamic Center di Lombok.",
    ],
    scene: {
      sky: ["#ff9a76", "#ffd3a5"],
      sun: { x: 600, y: 300, r: 80, color: "#fff2c9" },
      sea: { y: 560, color: ["#3c8dbc", "#1c4e80"] },
      landmark: "bali-gate",
      accent: "#4a3b32",
      ground: "#3d3530",
      seed: 105,
    },
  },
  {
    slug: "tashkent-samarkand",
    name: ["Tashkent & Samarkand", "Tashkent & Samarkand", "Tashkent & Samarkand"],
    description: [
      "Jalur Sutra: madrasah berkubah biru di Registan, makam Imam Bukhari dan kota tua Bukhara.",
      "The Silk Road: the blue-domed madrasas of the Registan, Imam Bukhari's mausoleum and old Bukhara.",
      "Laluan Sutera: madrasah berkubah biru di Registan, makam Imam Bukhari dan kota lama Bukhara.",
    ],
    scene: {
      sky: ["#8ecae6", "#e8f4f8"],
      sun: { x: 1040, y: 120, r: 40, color: "#fffbea" },
      landmark: "registan",
      accent: "#126782",
      ground: "#e0cda9",
      seed: 106,
    },
  },
  {
    slug: "kuala-lumpur-singapura",
    name: ["Kuala Lumpur & Singapura", "Kuala Lumpur & Singapore", "Kuala Lumpur & Singapura"],
    description: [
      "Menara Kembar Petronas, Putrajaya, Genting Highlands dan Marina Bay di Singapura.",
      "The Petronas Twin Towers, Putrajaya, Genting Highlands and Singapore's Marina Bay.",
      "Menara Berkembar Petronas, Putrajaya, Genting Highlands dan Marina Bay di Singapura.",
    ],
    scene: {
      sky: ["#10163a", "#3a2f6b", "#e07a5f"],
      stars: true,
      landmark: "twin-towers",
      accent: "#22254a",
      ground: "#14162e",
      seed: 107,
    },
  },
  {
    slug: "eropa-barat",
    name: ["Eropa Barat", "Western Europe", "Eropah Barat"],
    description: [
      "Paris, pegunungan Alpen Swiss, Amsterdam dan Brussel dengan hotel berbintang dan makanan halal.",
      "Paris, the Swiss Alps, Amsterdam and Brussels with good hotels and halal meals.",
      "Paris, Banjaran Alps di Switzerland, Amsterdam dan Brussels dengan hotel bertaraf dan makanan halal.",
    ],
    scene: {
      sky: ["#355c7d", "#f8b195"],
      sun: { x: 980, y: 470, r: 50, color: "#ffe0b5" },
      landmark: "alps",
      accent: "#4b5d73",
      ground: "#3f6e55",
      seed: 108,
    },
  },
];

// ---------- itinerary building blocks ----------

type Day = [T3, T3];
const D = {
  toMadinah: [
    ["Jakarta – Madinah", "Jakarta – Madinah", "Jakarta – Madinah"],
    [
      "Berkumpul di Bandara Soekarno-Hatta, penerbangan ke Madinah, tiba dan check-in hotel dekat Masjid Nabawi.",
      "Meet at Soekarno-Hatta Airport, fly to Madinah, arrive and check in near the Prophet's Mosque.",
      "Berkumpul di Lapangan Terbang Soekarno-Hatta, penerbangan ke Madinah, tiba dan daftar masuk hotel berhampiran Masjid Nabawi.",
    ],
  ],
  nabawi: [
    ["Ibadah di Masjid Nabawi", "Prayers at the Prophet's Mosque", "Ibadah di Masjid Nabawi"],
    [
      "Shalat berjamaah di Masjid Nabawi dan ziarah ke Raudhah sesuai jadwal tasreh.",
      "Congregational prayers at the Prophet's Mosque and a visit to the Rawdah as the permit schedule allows.",
      "Solat berjemaah di Masjid Nabawi dan ziarah ke Raudhah mengikut jadual tasreh.",
    ],
  ],
  ziarahMadinah: [
    ["Ziarah kota Madinah", "Madinah visits", "Ziarah kota Madinah"],
    [
      "Masjid Quba, Jabal Uhud, makam syuhada Uhud, kebun kurma dan Masjid Qiblatain.",
      "Quba Mosque, Mount Uhud and the martyrs' graves, a date farm and the Qiblatain Mosque.",
      "Masjid Quba, Jabal Uhud, makam syuhada Uhud, ladang kurma dan Masjid Qiblatain.",
    ],
  ],
  toMakkah: [
    ["Madinah – Makkah, umrah pertama", "Madinah – Makkah, first umrah", "Madinah – Makkah, umrah pertama"],
    [
      "Miqat di Bir Ali, perjalanan ke Makkah, lalu tawaf, sa'i dan tahallul bersama mutawwif.",
      "Ihram at Bir Ali, travel to Makkah, then tawaf, sa'i and tahallul with the mutawwif.",
      "Miqat di Bir Ali, perjalanan ke Makkah, kemudian tawaf, saie dan tahalul bersama mutawwif.",
    ],
  ],
  haram: [
    ["Ibadah di Masjidil Haram", "Worship at the Grand Mosque", "Ibadah di Masjidil Haram"],
    [
      "Ibadah mandiri: shalat berjamaah, tawaf sunnah dan tadarus di Masjidil Haram.",
      "Free time for worship: congregational prayers, voluntary tawaf and Quran reading at the Grand Mosque.",
      "Ibadah sendiri: solat berjemaah, tawaf sunat dan tadarus di Masjidil Haram.",
    ],
  ],
  ziarahMakkah: [
    ["Ziarah kota Makkah, umrah kedua", "Makkah visits, second umrah", "Ziarah kota Makkah, umrah kedua"],
    [
      "Jabal Tsur, Jabal Rahmah, Arafah, Muzdalifah dan Mina, lalu miqat di Ji'ranah untuk umrah kedua.",
      "Mount Thawr, Mount Rahmah, Arafat, Muzdalifah and Mina, then ihram at Ji'ranah for a second umrah.",
      "Jabal Thur, Jabal Rahmah, Arafah, Muzdalifah dan Mina, kemudian miqat di Ji'ranah untuk umrah kedua.",
    ],
  ],
  thaif: [
    ["Wisata Thaif", "Day trip to Taif", "Lawatan ke Taif"],
    [
      "Kota sejuk di pegunungan: Masjid Abdullah bin Abbas, kebun mawar dan pasar buah.",
      "The cool mountain city: Abdullah ibn Abbas Mosque, rose gardens and the fruit market.",
      "Bandar sejuk di pergunungan: Masjid Abdullah bin Abbas, kebun mawar dan pasar buah.",
    ],
  ],
  wada: [
    ["Tawaf wada, Jeddah", "Farewell tawaf, Jeddah", "Tawaf wada, Jeddah"],
    [
      "Tawaf wada, city tour Jeddah dan Masjid Terapung, lalu penerbangan pulang.",
      "Farewell tawaf, a Jeddah city tour with the Floating Mosque, then the flight home.",
      "Tawaf wada, lawatan bandar Jeddah dan Masjid Terapung, kemudian penerbangan pulang.",
    ],
  ],
  home: [
    ["Tiba di Jakarta", "Arrival in Jakarta", "Tiba di Jakarta"],
    [
      "Tiba di Bandara Soekarno-Hatta, pembagian air zamzam. Semoga menjadi umrah yang mabrur.",
      "Arrival at Soekarno-Hatta Airport and zamzam water for everyone. May your umrah be accepted.",
      "Tiba di Lapangan Terbang Soekarno-Hatta, pengagihan air zamzam. Semoga umrah diterima.",
    ],
  ],
} satisfies Record<string, Day>;

const day = (title: T3, description: T3): Day => [title, description];

const ITINERARY = {
  umrah9: [D.toMadinah, D.nabawi, D.ziarahMadinah, D.toMakkah, D.haram, D.ziarahMakkah, D.haram, D.wada, D.home],
  umrah10: [
    D.toMadinah,
    D.nabawi,
    D.ziarahMadinah,
    D.toMakkah,
    D.haram,
    D.ziarahMakkah,
    D.haram,
    D.haram,
    D.wada,
    D.home,
  ],
  umrah12: [
    D.toMadinah,
    D.nabawi,
    D.ziarahMadinah,
    D.nabawi,
    D.toMakkah,
    D.haram,
    D.ziarahMakkah,
    D.haram,
    D.thaif,
    D.haram,
    D.wada,
    D.home,
  ],
  turki: [
    day(
      ["Jakarta – Istanbul", "Jakarta – Istanbul", "Jakarta – Istanbul"],
      [
        "Penerbangan ke Istanbul, tiba dan makan malam di tepi Bosphorus.",
        "Fly to Istanbul, arrive and have dinner by the Bosphorus.",
        "Penerbangan ke Istanbul, tiba dan makan malam di tepi Bosphorus.",
      ],
    ),
    day(
      ["Istanbul kota tua", "Old Istanbul", "Kota lama Istanbul"],
      [
        "Masjid Biru, Hagia Sophia, Hippodrome dan Istana Topkapi.",
        "The Blue Mosque, Hagia Sophia, the Hippodrome and Topkapi Palace.",
        "Masjid Biru, Hagia Sophia, Hippodrome dan Istana Topkapi.",
      ],
    ),
    day(
      ["Bursa", "Bursa", "Bursa"],
      [
        "Masjid Agung Bursa (Ulu Camii), pasar sutra Koza Han dan kereta gantung Uludağ.",
        "Bursa Grand Mosque (Ulu Camii), the Koza Han silk market and the Uludağ cable car.",
        "Masjid Agung Bursa (Ulu Camii), pasar sutera Koza Han dan kereta kabel Uludağ.",
      ],
    ),
    day(
      ["Cappadocia", "Cappadocia", "Cappadocia"],
      [
        "Lembah Göreme, kota bawah tanah dan cerobong peri; balon udara saat matahari terbit (opsional).",
        "Göreme valley, the underground city and fairy chimneys; a sunrise balloon flight (optional).",
        "Lembah Göreme, kota bawah tanah dan cerobong pari-pari; belon udara ketika matahari terbit (pilihan).",
      ],
    ),
    day(
      ["Konya – Istanbul", "Konya – Istanbul", "Konya – Istanbul"],
      [
        "Museum Mevlana Rumi di Konya, lalu kembali ke Istanbul dan pesiar Selat Bosphorus.",
        "The Mevlana Rumi museum in Konya, back to Istanbul and a Bosphorus cruise.",
        "Muzium Mevlana Rumi di Konya, kemudian kembali ke Istanbul dan pelayaran Selat Bosphorus.",
      ],
    ),
    day(
      ["Istanbul – Madinah", "Istanbul – Madinah", "Istanbul – Madinah"],
      [
        "Penerbangan ke Madinah, check-in hotel dan shalat di Masjid Nabawi.",
        "Fly to Madinah, check in and pray at the Prophet's Mosque.",
        "Penerbangan ke Madinah, daftar masuk hotel dan solat di Masjid Nabawi.",
      ],
    ),
    D.ziarahMadinah,
    D.toMakkah,
    D.haram,
    D.ziarahMakkah,
    D.wada,
    D.home,
  ],
  dubai: [
    day(
      ["Jakarta – Dubai", "Jakarta – Dubai", "Jakarta – Dubai"],
      [
        "Penerbangan ke Dubai, tiba dan makan malam di Dubai Marina.",
        "Fly to Dubai, arrive and have dinner at Dubai Marina.",
        "Penerbangan ke Dubai, tiba dan makan malam di Dubai Marina.",
      ],
    ),
    day(
      ["Dubai city tour", "Dubai city tour", "Lawatan bandar Dubai"],
      [
        "Burj Khalifa (eksterior), Dubai Mall, Masjid Jumeirah dan pasar emas.",
        "Burj Khalifa (outside), Dubai Mall, Jumeirah Mosque and the gold souk.",
        "Burj Khalifa (luaran), Dubai Mall, Masjid Jumeirah dan pasar emas.",
      ],
    ),
    day(
      ["Abu Dhabi dan safari gurun", "Abu Dhabi and desert safari", "Abu Dhabi dan safari padang pasir"],
      [
        "Masjid Agung Sheikh Zayed, lalu safari gurun dengan makan malam barbeku.",
        "Sheikh Zayed Grand Mosque, then a desert safari with a barbecue dinner.",
        "Masjid Agung Sheikh Zayed, kemudian safari padang pasir dengan makan malam barbeku.",
      ],
    ),
    day(
      ["Dubai – Madinah", "Dubai – Madinah", "Dubai – Madinah"],
      [
        "Penerbangan ke Madinah dan check-in hotel dekat Masjid Nabawi.",
        "Fly to Madinah and check in near the Prophet's Mosque.",
        "Penerbangan ke Madinah dan daftar masuk hotel berhampiran Masjid Nabawi.",
      ],
    ),
    D.nabawi,
    D.ziarahMadinah,
    D.toMakkah,
    D.haram,
    D.ziarahMakkah,
    D.wada,
    D.home,
  ],
  aqsa: [
    day(
      ["Jakarta – Amman", "Jakarta – Amman", "Jakarta – Amman"],
      ["Penerbangan ke Amman, Yordania.", "Fly to Amman, Jordan.", "Penerbangan ke Amman, Jordan."],
    ),
    day(
      ["Amman – Yerusalem", "Amman – Jerusalem", "Amman – Baitulmaqdis"],
      [
        "Melintasi Jembatan Allenby menuju Yerusalem.",
        "Cross the Allenby Bridge to Jerusalem.",
        "Melintasi Jambatan Allenby menuju Baitulmaqdis.",
      ],
    ),
    day(
      ["Masjid Al-Aqsa", "Al-Aqsa Mosque", "Masjid Al-Aqsa"],
      [
        "Shalat di Masjid Al-Aqsa dan Kubah Batu (Dome of the Rock).",
        "Prayers at Al-Aqsa Mosque and the Dome of the Rock.",
        "Solat di Masjid Al-Aqsa dan Kubah Batu (Dome of the Rock).",
      ],
    ),
    day(
      ["Hebron", "Hebron", "Hebron"],
      [
        "Masjid Ibrahimi dan makam para nabi di Hebron.",
        "The Ibrahimi Mosque and the prophets' tombs in Hebron.",
        "Masjid Ibrahimi dan makam para nabi di Hebron.",
      ],
    ),
    day(
      ["Yerusalem – Amman", "Jerusalem – Amman", "Baitulmaqdis – Amman"],
      [
        "Kembali ke Amman, ziarah makam sahabat Nabi.",
        "Back to Amman, visiting the Companions' tombs.",
        "Kembali ke Amman, ziarah makam para sahabat Nabi.",
      ],
    ),
    day(
      ["Amman – Madinah", "Amman – Madinah", "Amman – Madinah"],
      ["Penerbangan ke Madinah.", "Fly to Madinah.", "Penerbangan ke Madinah."],
    ),
    D.nabawi,
    D.ziarahMadinah,
    D.toMakkah,
    D.haram,
    D.wada,
    D.home,
  ],
  hajj: [
    day(
      ["Jakarta – Jeddah – Makkah", "Jakarta – Jeddah – Makkah", "Jakarta – Jeddah – Makkah"],
      [
        "Penerbangan ke Jeddah, miqat di pesawat, lalu umrah tamattu' setiba di Makkah.",
        "Fly to Jeddah with ihram on board, then umrah tamattu' on arrival in Makkah.",
        "Penerbangan ke Jeddah, miqat dalam pesawat, kemudian umrah tamattu' setibanya di Makkah.",
      ],
    ),
    D.haram,
    day(
      ["Manasik haji", "Hajj rites briefing", "Kursus haji"],
      [
        "Manasik haji lapangan bersama pembimbing ibadah.",
        "A field briefing on the hajj rites with the religious guide.",
        "Kursus haji di lapangan bersama pembimbing ibadah.",
      ],
    ),
    D.haram,
    D.ziarahMakkah,
    D.haram,
    day(
      ["8 Dzulhijjah: Tarwiyah di Mina", "8 Dhul Hijjah: Tarwiyah in Mina", "8 Zulhijjah: Tarwiyah di Mina"],
      [
        "Berihram haji dan menuju tenda Mina ber-AC.",
        "Enter ihram for hajj and go to the air-conditioned tents of Mina.",
        "Berihram haji dan menuju khemah Mina berhawa dingin.",
      ],
    ),
    day(
      ["9 Dzulhijjah: Wukuf di Arafah", "9 Dhul Hijjah: Standing at Arafat", "9 Zulhijjah: Wukuf di Arafah"],
      [
        "Wukuf di Arafah, lalu mabit di Muzdalifah.",
        "The standing at Arafat, then the night at Muzdalifah.",
        "Wukuf di Arafah, kemudian mabit di Muzdalifah.",
      ],
    ),
    day(
      ["10 Dzulhijjah: Idul Adha", "10 Dhul Hijjah: Eid al-Adha", "10 Zulhijjah: Aidiladha"],
      [
        "Melontar jumrah Aqabah, tahallul awal dan tawaf ifadah.",
        "Stoning at Jamrat al-Aqabah, first release from ihram and tawaf al-ifadah.",
        "Melontar jamrah Aqabah, tahalul awal dan tawaf ifadah.",
      ],
    ),
    day(
      ["11 Dzulhijjah: Mabit di Mina", "11 Dhul Hijjah: Mina", "11 Zulhijjah: Mabit di Mina"],
      [
        "Mabit di Mina dan melontar tiga jumrah.",
        "The night in Mina and stoning of the three pillars.",
        "Mabit di Mina dan melontar tiga jamrah.",
      ],
    ),
    day(
      ["12 Dzulhijjah: Nafar awal", "12 Dhul Hijjah: Early departure", "12 Zulhijjah: Nafar awal"],
      [
        "Melontar tiga jumrah lalu kembali ke hotel di Makkah.",
        "Stoning of the three pillars, then back to the hotel in Makkah.",
        "Melontar tiga jamrah kemudian kembali ke hotel di Makkah.",
      ],
    ),
    ...Array.from({ length: 6 }, () => D.haram),
    day(
      ["Tawaf wada, Makkah – Madinah", "Farewell tawaf, Makkah – Madinah", "Tawaf wada, Makkah – Madinah"],
      [
        "Tawaf wada lalu perjalanan dengan kereta cepat Haramain ke Madinah.",
        "Farewell tawaf, then the Haramain high-speed train to Madinah.",
        "Tawaf wada kemudian perjalanan dengan kereta api laju Haramain ke Madinah.",
      ],
    ),
    D.nabawi,
    D.ziarahMadinah,
    D.nabawi,
    D.nabawi,
    D.nabawi,
    day(
      ["Madinah – Jeddah", "Madinah – Jeddah", "Madinah – Jeddah"],
      [
        "Menuju bandara dan penerbangan pulang.",
        "To the airport and the flight home.",
        "Ke lapangan terbang dan penerbangan pulang.",
      ],
    ),
    day(
      ["Tiba di Jakarta", "Arrival in Jakarta", "Tiba di Jakarta"],
      [
        "Tiba di Jakarta. Semoga menjadi haji yang mabrur.",
        "Arrival in Jakarta. May your hajj be accepted.",
        "Tiba di Jakarta. Semoga menjadi haji yang mabrur.",
      ],
    ),
  ],
} satisfies Record<string, Day[]>;

/** A holiday itinerary from short [id, en, my] titles and descriptions. */
const trip = (days: [T3, T3][]): Day[] => days;

const TOUR_ITINERARY = {
  turkey: trip([
    [
      ["Jakarta – Istanbul", "Jakarta – Istanbul", "Jakarta – Istanbul"],
      ["Penerbangan malam ke Istanbul.", "Overnight flight to Istanbul.", "Penerbangan malam ke Istanbul."],
    ],
    [
      ["Istanbul", "Istanbul", "Istanbul"],
      [
        "Masjid Biru, Hagia Sophia dan Grand Bazaar.",
        "The Blue Mosque, Hagia Sophia and the Grand Bazaar.",
        "Masjid Biru, Hagia Sophia dan Grand Bazaar.",
      ],
    ],
    [
      ["Bosphorus – Bursa", "Bosphorus – Bursa", "Bosphorus – Bursa"],
      [
        "Pesiar Bosphorus pagi, lalu ke Bursa melalui jembatan Osmangazi.",
        "A morning Bosphorus cruise, then to Bursa over the Osmangazi bridge.",
        "Pelayaran Bosphorus pada waktu pagi, kemudian ke Bursa melalui jambatan Osmangazi.",
      ],
    ],
    [
      ["Bursa – Pamukkale", "Bursa – Pamukkale", "Bursa – Pamukkale"],
      [
        "Kolam travertin putih Pamukkale dan kota kuno Hierapolis.",
        "Pamukkale's white travertine pools and ancient Hierapolis.",
        "Kolam travertin putih Pamukkale dan kota purba Hierapolis.",
      ],
    ],
    [
      ["Pamukkale – Konya", "Pamukkale – Konya", "Pamukkale – Konya"],
      ["Museum Mevlana Rumi.", "The Mevlana Rumi museum.", "Muzium Mevlana Rumi."],
    ],
    [
      ["Cappadocia", "Cappadocia", "Cappadocia"],
      [
        "Balon udara (opsional), Lembah Göreme dan kota bawah tanah.",
        "Balloon flight (optional), Göreme valley and the underground city.",
        "Belon udara (pilihan), Lembah Göreme dan kota bawah tanah.",
      ],
    ],
    [
      ["Cappadocia – Ankara", "Cappadocia – Ankara", "Cappadocia – Ankara"],
      ["Danau Garam dan Anitkabir.", "The Salt Lake and Anıtkabir.", "Tasik Garam dan Anitkabir."],
    ],
    [
      ["Ankara – Istanbul", "Ankara – Istanbul", "Ankara – Istanbul"],
      [
        "Kembali ke Istanbul, belanja di Taksim dan Istiklal.",
        "Back to Istanbul, shopping in Taksim and Istiklal.",
        "Kembali ke Istanbul, membeli-belah di Taksim dan Istiklal.",
      ],
    ],
    [
      ["Istanbul – Jakarta", "Istanbul – Jakarta", "Istanbul – Jakarta"],
      [
        "Masjid Eyüp Sultan, lalu penerbangan pulang.",
        "Eyüp Sultan Mosque, then the flight home.",
        "Masjid Eyüp Sultan, kemudian penerbangan pulang.",
      ],
    ],
    [
      ["Tiba di Jakarta", "Arrival in Jakarta", "Tiba di Jakarta"],
      ["Tiba di Soekarno-Hatta.", "Arrival at Soekarno-Hatta.", "Tiba di Soekarno-Hatta."],
    ],
  ]),
  japan: trip([
    [
      ["Jakarta – Tokyo", "Jakarta – Tokyo", "Jakarta – Tokyo"],
      ["Penerbangan malam ke Tokyo.", "Overnight flight to Tokyo.", "Penerbangan malam ke Tokyo."],
    ],
    [
      ["Tokyo", "Tokyo", "Tokyo"],
      [
        "Kuil Asakusa, Masjid Camii Tokyo dan Shibuya.",
        "Asakusa temple, Tokyo Camii mosque and Shibuya.",
        "Kuil Asakusa, Masjid Camii Tokyo dan Shibuya.",
      ],
    ],
    [
      ["Kawaguchiko", "Kawaguchiko", "Kawaguchiko"],
      [
        "Danau Kawaguchi dengan latar Gunung Fuji dan festival momiji.",
        "Lake Kawaguchi beneath Mount Fuji and the momiji festival.",
        "Tasik Kawaguchi berlatarkan Gunung Fuji dan pesta momiji.",
      ],
    ],
    [
      ["Shinkansen ke Kyoto", "Shinkansen to Kyoto", "Shinkansen ke Kyoto"],
      [
        "Kereta peluru ke Kyoto, Fushimi Inari dan Arashiyama.",
        "The bullet train to Kyoto, Fushimi Inari and Arashiyama.",
        "Kereta api peluru ke Kyoto, Fushimi Inari dan Arashiyama.",
      ],
    ],
    [
      ["Kyoto – Nara", "Kyoto – Nara", "Kyoto – Nara"],
      [
        "Taman rusa Nara dan Kiyomizu-dera berselimut daun merah.",
        "Nara's deer park and Kiyomizu-dera wrapped in red leaves.",
        "Taman rusa Nara dan Kiyomizu-dera diselubungi daun merah.",
      ],
    ],
    [
      ["Osaka", "Osaka", "Osaka"],
      [
        "Kastil Osaka dan kuliner halal di Dotonbori.",
        "Osaka Castle and halal food in Dotonbori.",
        "Istana Osaka dan makanan halal di Dotonbori.",
      ],
    ],
    [
      ["Osaka – Jakarta", "Osaka – Jakarta", "Osaka – Jakarta"],
      [
        "Belanja di Rinku, penerbangan pulang.",
        "Shopping at Rinku, flight home.",
        "Membeli-belah di Rinku, penerbangan pulang.",
      ],
    ],
    [
      ["Tiba di Jakarta", "Arrival in Jakarta", "Tiba di Jakarta"],
      ["Tiba di Soekarno-Hatta.", "Arrival at Soekarno-Hatta.", "Tiba di Soekarno-Hatta."],
    ],
  ]),
  korea: trip([
    [
      ["Jakarta – Seoul", "Jakarta – Seoul", "Jakarta – Seoul"],
      ["Penerbangan malam ke Incheon.", "Overnight flight to Incheon.", "Penerbangan malam ke Incheon."],
    ],
    [
      ["Pulau Nami", "Nami Island", "Pulau Nami"],
      [
        "Pulau Nami, Petite France dan Garden of Morning Calm.",
        "Nami Island, Petite France and the Garden of Morning Calm.",
        "Pulau Nami, Petite France dan Garden of Morning Calm.",
      ],
    ],
    [
      ["Seoul", "Seoul", "Seoul"],
      [
        "Istana Gyeongbokgung dengan hanbok, desa Bukchon, Masjid Seoul di Itaewon.",
        "Gyeongbokgung Palace in hanbok, Bukchon village, the Seoul Central Mosque in Itaewon.",
        "Istana Gyeongbokgung dengan hanbok, perkampungan Bukchon, Masjid Seoul di Itaewon.",
      ],
    ],
    [
      ["Seoraksan", "Seoraksan", "Seoraksan"],
      [
        "Kereta gantung Taman Nasional Seoraksan.",
        "The Seoraksan National Park cable car.",
        "Kereta kabel Taman Negara Seoraksan.",
      ],
    ],
    [
      ["Lotte World – Myeongdong", "Lotte World – Myeongdong", "Lotte World – Myeongdong"],
      ["Taman hiburan dan belanja.", "Theme park and shopping.", "Taman tema dan membeli-belah."],
    ],
    [
      ["Seoul – Jakarta", "Seoul – Jakarta", "Seoul – Jakarta"],
      ["Penerbangan pulang.", "Flight home.", "Penerbangan pulang."],
    ],
    [
      ["Tiba di Jakarta", "Arrival in Jakarta", "Tiba di Jakarta"],
      ["Tiba di Soekarno-Hatta.", "Arrival at Soekarno-Hatta.", "Tiba di Soekarno-Hatta."],
    ],
  ]),
  uzbekistan: trip([
    [
      ["Jakarta – Tashkent", "Jakarta – Tashkent", "Jakarta – Tashkent"],
      ["Penerbangan ke Tashkent.", "Fly to Tashkent.", "Penerbangan ke Tashkent."],
    ],
    [
      ["Tashkent", "Tashkent", "Tashkent"],
      [
        "Kompleks Hazrati Imam dan Mushaf Utsmani.",
        "The Hazrati Imam complex and the Uthman Quran.",
        "Kompleks Hazrati Imam dan Mushaf Uthmani.",
      ],
    ],
    [
      ["Kereta Afrosiyob ke Samarkand", "Afrosiyob train to Samarkand", "Kereta api Afrosiyob ke Samarkand"],
      [
        "Registan, Masjid Bibi Khanum dan Shah-i-Zinda.",
        "The Registan, Bibi Khanum Mosque and Shah-i-Zinda.",
        "Registan, Masjid Bibi Khanum dan Shah-i-Zinda.",
      ],
    ],
    [
      ["Makam Imam Bukhari", "Imam Bukhari's mausoleum", "Makam Imam Bukhari"],
      [
        "Ziarah ke makam Imam Al-Bukhari di Hartang.",
        "A visit to Imam al-Bukhari's mausoleum in Hartang.",
        "Ziarah ke makam Imam Al-Bukhari di Hartang.",
      ],
    ],
    [
      ["Samarkand – Bukhara", "Samarkand – Bukhara", "Samarkand – Bukhara"],
      [
        "Kota tua Bukhara dan Menara Kalyan.",
        "Old Bukhara and the Kalyan Minaret.",
        "Kota lama Bukhara dan Menara Kalyan.",
      ],
    ],
    [
      ["Bukhara", "Bukhara", "Bukhara"],
      [
        "Makam Bahauddin Naqsyabandi dan benteng Ark.",
        "Bahauddin Naqshband's mausoleum and the Ark fortress.",
        "Makam Bahauddin Naqsyabandi dan kubu Ark.",
      ],
    ],
    [
      ["Bukhara – Tashkent – Jakarta", "Bukhara – Tashkent – Jakarta", "Bukhara – Tashkent – Jakarta"],
      [
        "Kereta ke Tashkent, penerbangan pulang.",
        "Train to Tashkent, flight home.",
        "Kereta api ke Tashkent, penerbangan pulang.",
      ],
    ],
    [
      ["Tiba di Jakarta", "Arrival in Jakarta", "Tiba di Jakarta"],
      ["Tiba di Soekarno-Hatta.", "Arrival at Soekarno-Hatta.", "Tiba di Soekarno-Hatta."],
    ],
  ]),
  bali: trip([
    [
      ["Tiba di Bali", "Arrival in Bali", "Tiba di Bali"],
      [
        "Penjemputan di bandara, Pantai Jimbaran saat matahari terbenam.",
        "Airport pick-up, sunset at Jimbaran beach.",
        "Jemputan di lapangan terbang, matahari terbenam di Pantai Jimbaran.",
      ],
    ],
    [
      ["Ubud dan Jatiluwih", "Ubud and Jatiluwih", "Ubud dan Jatiluwih"],
      [
        "Sawah terasering Jatiluwih dan Pura Ulun Danu Beratan.",
        "The Jatiluwih rice terraces and Ulun Danu Beratan temple.",
        "Sawah bertingkat Jatiluwih dan Pura Ulun Danu Beratan.",
      ],
    ],
    [
      ["Bali – Lombok", "Bali – Lombok", "Bali – Lombok"],
      [
        "Penerbangan singkat ke Lombok, Masjid Islamic Center dan Desa Sade.",
        "A short flight to Lombok, the Islamic Center mosque and Sade village.",
        "Penerbangan singkat ke Lombok, Masjid Islamic Center dan Desa Sade.",
      ],
    ],
    [
      ["Gili Trawangan", "Gili Trawangan", "Gili Trawangan"],
      [
        "Snorkeling di Gili Trawangan dan Pantai Kuta Mandalika.",
        "Snorkelling at Gili Trawangan and Kuta Mandalika beach.",
        "Snorkeling di Gili Trawangan dan Pantai Kuta Mandalika.",
      ],
    ],
    [
      ["Lombok – pulang", "Lombok – home", "Lombok – pulang"],
      [
        "Belanja oleh-oleh dan penerbangan pulang.",
        "Souvenir shopping and the flight home.",
        "Membeli cenderamata dan penerbangan pulang.",
      ],
    ],
  ]),
  malaysia: trip([
    [
      ["Jakarta – Kuala Lumpur", "Jakarta – Kuala Lumpur", "Jakarta – Kuala Lumpur"],
      [
        "Menara Kembar Petronas dan Dataran Merdeka.",
        "The Petronas Twin Towers and Merdeka Square.",
        "Menara Berkembar Petronas dan Dataran Merdeka.",
      ],
    ],
    [
      ["Putrajaya – Genting", "Putrajaya – Genting", "Putrajaya – Genting"],
      [
        "Masjid Putra, lalu kereta gantung Genting Highlands.",
        "Putra Mosque, then the Genting Highlands cable car.",
        "Masjid Putra, kemudian kereta kabel Genting Highlands.",
      ],
    ],
    [
      ["Melaka", "Melaka", "Melaka"],
      [
        "Kota warisan dunia Melaka dan Masjid Selat.",
        "The heritage city of Melaka and the Straits Mosque.",
        "Bandar warisan dunia Melaka dan Masjid Selat.",
      ],
    ],
    [
      ["Singapura", "Singapore", "Singapura"],
      [
        "Marina Bay, Merlion, Masjid Sultan dan Gardens by the Bay.",
        "Marina Bay, the Merlion, Sultan Mosque and Gardens by the Bay.",
        "Marina Bay, Merlion, Masjid Sultan dan Gardens by the Bay.",
      ],
    ],
    [
      ["Singapura – Jakarta", "Singapore – Jakarta", "Singapura – Jakarta"],
      [
        "Belanja di Bugis dan penerbangan pulang.",
        "Shopping in Bugis and the flight home.",
        "Membeli-belah di Bugis dan penerbangan pulang.",
      ],
    ],
  ]),
  europe: trip([
    [
      ["Jakarta – Paris", "Jakarta – Paris", "Jakarta – Paris"],
      ["Penerbangan malam ke Paris.", "Overnight flight to Paris.", "Penerbangan malam ke Paris."],
    ],
    [
      ["Paris", "Paris", "Paris"],
      [
        "Menara Eiffel, Champs-Élysées dan Masjid Agung Paris.",
        "The Eiffel Tower, the Champs-Élysées and the Grand Mosque of Paris.",
        "Menara Eiffel, Champs-Élysées dan Masjid Agung Paris.",
      ],
    ],
    [
      ["Paris", "Paris", "Paris"],
      [
        "Museum Louvre dan pesiar Sungai Seine.",
        "The Louvre and a Seine cruise.",
        "Muzium Louvre dan pelayaran Sungai Seine.",
      ],
    ],
    [
      ["Paris – Swiss", "Paris – Switzerland", "Paris – Switzerland"],
      ["Kereta TGV ke Swiss.", "TGV train to Switzerland.", "Kereta api TGV ke Switzerland."],
    ],
    [
      ["Gunung Titlis", "Mount Titlis", "Gunung Titlis"],
      [
        "Salju abadi di Titlis dan Danau Lucerne.",
        "Year-round snow on Titlis and Lake Lucerne.",
        "Salji kekal di Titlis dan Tasik Lucerne.",
      ],
    ],
    [
      ["Interlaken", "Interlaken", "Interlaken"],
      ["Desa di antara dua danau.", "The town between two lakes.", "Pekan di antara dua tasik."],
    ],
    [
      ["Swiss – Jerman", "Switzerland – Germany", "Switzerland – Jerman"],
      [
        "Air terjun Rhine dan Hutan Hitam.",
        "The Rhine Falls and the Black Forest.",
        "Air terjun Rhine dan Hutan Hitam.",
      ],
    ],
    [
      ["Köln – Amsterdam", "Cologne – Amsterdam", "Cologne – Amsterdam"],
      ["Katedral Köln, lalu Amsterdam.", "Cologne Cathedral, then Amsterdam.", "Katedral Cologne, kemudian Amsterdam."],
    ],
    [
      ["Amsterdam", "Amsterdam", "Amsterdam"],
      [
        "Desa kincir angin Zaanse Schans dan kanal Amsterdam.",
        "The Zaanse Schans windmills and the Amsterdam canals.",
        "Kampung kincir angin Zaanse Schans dan terusan Amsterdam.",
      ],
    ],
    [
      ["Brussel", "Brussels", "Brussels"],
      ["Grand Place dan Atomium.", "The Grand Place and the Atomium.", "Grand Place dan Atomium."],
    ],
    [
      ["Brussel – Jakarta", "Brussels – Jakarta", "Brussels – Jakarta"],
      ["Penerbangan pulang.", "Flight home.", "Penerbangan pulang."],
    ],
    [
      ["Tiba di Jakarta", "Arrival in Jakarta", "Tiba di Jakarta"],
      ["Tiba di Soekarno-Hatta.", "Arrival at Soekarno-Hatta.", "Tiba di Soekarno-Hatta."],
    ],
  ]),
};

// ---------- facilities ----------

const F = {
  flight: [
    "Tiket pesawat pulang-pergi kelas ekonomi",
    "Return economy flights",
    "Tiket penerbangan pergi-balik kelas ekonomi",
  ],
  visaUmrah: ["Visa umrah", "Umrah visa", "Visa umrah"],
  visaHajj: ["Visa haji khusus (furoda tidak termasuk)", "Special hajj visa", "Visa haji khas"],
  visaTour: ["Visa turis", "Tourist visa", "Visa pelancong"],
  hotelUmrah: [
    "Hotel bintang 4–5 dekat Masjidil Haram dan Masjid Nabawi",
    "4–5 star hotels close to the Grand Mosque and the Prophet's Mosque",
    "Hotel 4–5 bintang berhampiran Masjidil Haram dan Masjid Nabawi",
  ],
  hotelTour: ["Hotel bintang 4, sekamar berdua", "4-star hotels, twin sharing", "Hotel 4 bintang, sebilik berdua"],
  hotel3: ["Hotel bintang 3–4", "3–4 star hotels", "Hotel 3–4 bintang"],
  meals: ["Makan 3 kali sehari menu Indonesia", "Three Indonesian meals a day", "Makan 3 kali sehari menu Indonesia"],
  mealsHalal: ["Makan halal sesuai program", "Halal meals as scheduled", "Makanan halal mengikut program"],
  mutawwif: [
    "Mutawwif dan muthawwifah berpengalaman",
    "Experienced mutawwif guides",
    "Mutawwif dan mutawwifah berpengalaman",
  ],
  leader: ["Tour leader dari Jakarta", "Tour leader from Jakarta", "Ketua rombongan dari Jakarta"],
  insurance: ["Asuransi perjalanan", "Travel insurance", "Insurans perjalanan"],
  zamzam: ["Air zamzam 5 liter", "5 litres of zamzam water", "Air zamzam 5 liter"],
  kit: [
    "Perlengkapan umrah (koper, kain ihram/mukena, buku doa)",
    "Umrah kit (suitcase, ihram or prayer garment, prayer book)",
    "Kelengkapan umrah (beg, kain ihram/telekung, buku doa)",
  ],
  tents: [
    "Tenda Mina dan Arafah ber-AC (maktab VIP)",
    "Air-conditioned VIP tents in Mina and Arafat",
    "Khemah Mina dan Arafah berhawa dingin (maktab VIP)",
  ],
  bus: ["Bus ber-AC selama program", "Air-conditioned coach throughout", "Bas berhawa dingin sepanjang program"],
  tickets: ["Tiket masuk objek wisata", "Entrance tickets", "Tiket masuk tempat lawatan"],
  passport: ["Pembuatan paspor", "Passport application", "Permohonan pasport"],
  vaccine: ["Vaksin meningitis", "Meningitis vaccination", "Vaksin meningitis"],
  personal: [
    "Pengeluaran pribadi (laundry, telepon, oleh-oleh)",
    "Personal expenses (laundry, phone, souvenirs)",
    "Perbelanjaan peribadi (dobi, telefon, cenderamata)",
  ],
  baggage: ["Kelebihan bagasi", "Excess baggage", "Lebihan bagasi"],
  tipping: ["Tip pemandu dan sopir", "Tips for guides and drivers", "Tip pemandu dan pemandu bas"],
  optional: [
    "Tur opsional (balon udara, dan lain-lain)",
    "Optional tours (balloon flight and others)",
    "Lawatan pilihan (belon udara dan lain-lain)",
  ],
} satisfies Record<string, T3>;

const UMRAH_FACILITIES = {
  included: [F.flight, F.visaUmrah, F.hotelUmrah, F.meals, F.mutawwif, F.leader, F.insurance, F.zamzam, F.kit, F.bus],
  excluded: [F.passport, F.vaccine, F.personal, F.baggage],
};
const HAJJ_FACILITIES = {
  included: [F.flight, F.visaHajj, F.hotelUmrah, F.tents, F.meals, F.mutawwif, F.leader, F.insurance, F.zamzam, F.kit],
  excluded: [F.passport, F.vaccine, F.personal, F.baggage],
};
const tourFacilities = (visa: boolean, optional = false) => ({
  included: [
    F.flight,
    ...(visa ? [F.visaTour] : []),
    F.hotelTour,
    F.mealsHalal,
    F.leader,
    F.bus,
    F.tickets,
    F.insurance,
  ],
  excluded: [F.passport, F.personal, F.baggage, F.tipping, ...(optional ? [F.optional] : [])],
});
const DOMESTIC_FACILITIES = {
  included: [F.flight, F.hotel3, F.mealsHalal, F.bus, F.tickets, F.insurance],
  excluded: [F.personal, F.baggage, F.tipping],
};

// ---------- packages ----------

/** A departure `in` days from the seed date; `booked` pax are filled with demo bookings. */
interface DepartureSpec {
  in: number;
  capacity?: number;
  priceOverride?: number;
  isOpen?: boolean;
  booked?: number;
}

interface PackageSpec {
  code: string;
  slug: string;
  name: T3;
  description: Translations;
  categories: string[];
  destination: string;
  basePrice: number;
  discount?: Exclude<Discount, null>;
  minPax: number;
  maxPax: number | null;
  minPayment: number;
  capacity: number;
  cardPaymentLink?: string;
  status: "draft" | "published" | "archived";
  featured?: boolean;
  itinerary: Day[];
  facilities: { included: T3[]; excluded: T3[] };
  attributes: "addons"[];
  departures: DepartureSpec[];
  images: Scene[];
}

const NIGHT: Scene["sky"] = ["#0b1633", "#2c3e73", "#c58f6b"];

const PACKAGES: PackageSpec[] = [
  {
    code: "UMR-09-REG",
    slug: "umrah-reguler-9-hari",
    name: ["Umrah Reguler 9 Hari", "Regular Umrah 9 Days", "Umrah Biasa 9 Hari"],
    description: richText(
      [
        "Program umrah 9 hari yang ringkas untuk jamaah dengan waktu cuti terbatas, dengan hotel dekat masjid dan bimbingan ibadah sejak manasik.",
        "A compact 9-day umrah for pilgrims with little leave, with hotels close to the mosques and guidance from the first briefing on.",
        "Program umrah 9 hari yang ringkas untuk jemaah yang mempunyai cuti terhad, dengan hotel berhampiran masjid dan bimbingan ibadah sejak kursus.",
      ],
      [
        [
          "Penerbangan langsung Jakarta – Madinah",
          "Direct flight Jakarta – Madinah",
          "Penerbangan terus Jakarta – Madinah",
        ],
        ["Dua kali umrah dengan mutawwif", "Two umrahs with a mutawwif", "Dua kali umrah bersama mutawwif"],
        [
          "Manasik umrah dua kali sebelum berangkat",
          "Two umrah briefings before departure",
          "Dua kali kursus umrah sebelum berlepas",
        ],
      ],
    ),
    categories: ["umrah-reguler"],
    destination: "makkah-madinah",
    basePrice: rp(29_900_000),
    minPax: 1,
    maxPax: 10,
    minPayment: rp(5_000_000),
    capacity: 45,
    status: "published",
    itinerary: ITINERARY.umrah9,
    facilities: UMRAH_FACILITIES,
    attributes: ["addons"],
    departures: [{ in: 18, booked: 45 }, { in: 48, booked: 12 }, { in: 95 }],
    images: [
      { sky: ["#1d2b53", "#7e5a9b", "#f3b27a"], landmark: "kaaba", seed: 201 },
      {
        sky: ["#f6d7a7", "#f3b27a", "#e98b6d"],
        sun: { x: 300, y: 260, r: 50, color: "#fff1c1" },
        landmark: "nabawi",
        accent: "#2f8f5b",
        seed: 202,
      },
      { sky: ["#a7d3f0", "#eaf6ff"], sun: { x: 1000, y: 140, r: 40, color: "#fffbe6" }, landmark: "kaaba", seed: 203 },
    ],
  },
  {
    code: "UMR-12-REG",
    slug: "umrah-reguler-12-hari",
    name: ["Umrah Reguler 12 Hari", "Regular Umrah 12 Days", "Umrah Biasa 12 Hari"],
    description: richText(
      [
        "Program umrah favorit keluarga: waktu ibadah yang lapang di Madinah dan Makkah, ditambah wisata ke kota sejuk Thaif.",
        "Our families' favourite umrah: unhurried time for worship in Madinah and Makkah, plus a day trip to cool Taif.",
        "Program umrah kegemaran keluarga: masa ibadah yang lapang di Madinah dan Makkah, serta lawatan ke bandar sejuk Taif.",
      ],
      [
        [
          "4 malam di Madinah, 6 malam di Makkah",
          "4 nights in Madinah, 6 nights in Makkah",
          "4 malam di Madinah, 6 malam di Makkah",
        ],
        [
          "Hotel bintang 5 di Makkah, 200 m dari pelataran",
          "5-star hotel in Makkah, 200 m from the courtyard",
          "Hotel 5 bintang di Makkah, 200 m dari perkarangan",
        ],
        ["Potongan Rp 1.000.000 per jamaah", "Rp 1,000,000 off per pilgrim", "Potongan Rp 1,000,000 setiap jemaah"],
      ],
    ),
    categories: ["umrah-reguler"],
    destination: "makkah-madinah",
    basePrice: rp(34_500_000),
    discount: { type: "fixed", value: rp(1_000_000) },
    minPax: 1,
    maxPax: 10,
    minPayment: rp(5_000_000),
    capacity: 45,
    status: "published",
    featured: true,
    itinerary: ITINERARY.umrah12,
    facilities: UMRAH_FACILITIES,
    attributes: ["addons"],
    departures: [
      { in: 25, booked: 42 },
      // School holidays: a higher price on this departure.
      { in: 60, priceOverride: rp(37_000_000), booked: 9 },
      { in: 110 },
    ],
    images: [
      {
        sky: ["#2a1f4f", "#a4508b", "#f6a96b"],
        sun: { x: 220, y: 430, r: 45, color: "#ffd7a0" },
        landmark: "kaaba",
        seed: 211,
      },
      {
        sky: NIGHT,
        stars: true,
        moon: { x: 200, y: 130, r: 40 },
        landmark: "nabawi",
        accent: "#2f8f5b",
        ground: "#d9d2c1",
        seed: 212,
      },
      {
        sky: ["#f4c27a", "#fbe7c4"],
        sun: { x: 850, y: 300, r: 70, color: "#fff2cf" },
        hills: [
          { base: 560, height: 220, color: "#9c7a57" },
          { base: 640, height: 120, color: "#7d5f43" },
        ],
        dunes: ["#e2c28f", "#d2ad74"],
        landmark: "none",
        seed: 213,
      },
      { sky: ["#7fb8e0", "#e2f1fb"], landmark: "kaaba", ground: "#f1ece2", seed: 214 },
    ],
  },
  {
    code: "UMP-12-TUR",
    slug: "umrah-plus-turki-12-hari",
    name: ["Umrah Plus Turki 12 Hari", "Umrah Plus Turkey 12 Days", "Umrah Plus Turki 12 Hari"],
    description: richText(
      [
        "Umrah yang dilengkapi jejak kejayaan Islam di Turki: Istanbul, Bursa, Cappadocia dan Konya sebelum ke Tanah Suci.",
        "Umrah together with the heritage of Islamic Turkey: Istanbul, Bursa, Cappadocia and Konya before the Holy Land.",
        "Umrah dilengkapi jejak kegemilangan Islam di Turki: Istanbul, Bursa, Cappadocia dan Konya sebelum ke Tanah Suci.",
      ],
      [
        [
          "5 hari di Turki, 6 hari di Tanah Suci",
          "5 days in Turkey, 6 days in the Holy Land",
          "5 hari di Turki, 6 hari di Tanah Suci",
        ],
        ["Penerbangan Turkish Airlines", "Turkish Airlines flights", "Penerbangan Turkish Airlines"],
        ["Bisa dibayar dengan kartu kredit", "Card payment available", "Boleh dibayar dengan kad kredit"],
      ],
    ),
    categories: ["umrah-plus"],
    destination: "makkah-madinah",
    basePrice: rp(39_900_000),
    minPax: 1,
    maxPax: 8,
    minPayment: rp(7_500_000),
    capacity: 35,
    cardPaymentLink: "https://pay.example.com/amanah/ump-12-tur",
    status: "published",
    featured: true,
    itinerary: ITINERARY.turki,
    facilities: { included: [...UMRAH_FACILITIES.included, F.visaTour], excluded: UMRAH_FACILITIES.excluded },
    attributes: ["addons"],
    departures: [
      { in: 40, booked: 31 },
      { in: 90, booked: 6 },
    ],
    images: [
      {
        sky: ["#3b2c5a", "#d9776b", "#f6c177"],
        sun: { x: 260, y: 440, r: 55, color: "#ffd9a0" },
        landmark: "mosque",
        accent: "#1e2240",
        ground: "#3a5a80",
        seed: 221,
      },
      {
        sky: ["#f6b17a", "#fde4c3"],
        sun: { x: 200, y: 600, r: 70, color: "#ffd37a" },
        hills: [
          { base: 700, height: 160, color: "#c98c64" },
          { base: 740, height: 100, color: "#a86a49" },
        ],
        landmark: "balloons",
        ground: "#8f5a3c",
        seed: 222,
      },
      { sky: ["#142850", "#27496d", "#dae1e7"], stars: true, landmark: "kaaba", seed: 223 },
    ],
  },
  {
    code: "UMP-11-DXB",
    slug: "umrah-plus-dubai-11-hari",
    name: ["Umrah Plus Dubai 11 Hari", "Umrah Plus Dubai 11 Days", "Umrah Plus Dubai 11 Hari"],
    description: richText(
      [
        "Singgah tiga hari di Dubai dan Abu Dhabi sebelum umrah: kota modern, Masjid Sheikh Zayed dan safari gurun.",
        "Three days in Dubai and Abu Dhabi before umrah: a modern city, the Sheikh Zayed Mosque and a desert safari.",
        "Singgah tiga hari di Dubai dan Abu Dhabi sebelum umrah: bandar moden, Masjid Sheikh Zayed dan safari padang pasir.",
      ],
      [
        ["Hotel bintang 4 di Dubai", "4-star hotel in Dubai", "Hotel 4 bintang di Dubai"],
        ["Safari gurun dengan makan malam", "Desert safari with dinner", "Safari padang pasir dengan makan malam"],
        [
          "Hemat 5% untuk keberangkatan tahun ini",
          "5% off this year's departures",
          "Jimat 5% untuk perlepasan tahun ini",
        ],
      ],
    ),
    categories: ["umrah-plus"],
    destination: "makkah-madinah",
    basePrice: rp(36_900_000),
    discount: { type: "percentage", value: 5 },
    minPax: 1,
    maxPax: 8,
    minPayment: rp(7_500_000),
    capacity: 40,
    status: "published",
    itinerary: ITINERARY.dubai,
    facilities: UMRAH_FACILITIES,
    attributes: ["addons"],
    departures: [{ in: 33, booked: 14 }, { in: 75 }, { in: 140 }],
    images: [
      {
        sky: ["#f2a65a", "#f7d08a"],
        sun: { x: 850, y: 420, r: 55, color: "#fff0c2" },
        landmark: "burj",
        accent: "#5a4a6b",
        ground: "#e2c290",
        seed: 231,
      },
      {
        sky: ["#f7b267", "#fde2b0"],
        sun: { x: 300, y: 380, r: 65, color: "#fff4d6" },
        dunes: ["#e9b872", "#d99b52"],
        landmark: "none",
        seed: 232,
      },
      { sky: ["#cfe3f5", "#f6f0e6"], landmark: "nabawi", accent: "#2f8f5b", seed: 233 },
    ],
  },
  {
    code: "UMP-12-AQS",
    slug: "umrah-plus-aqsa-12-hari",
    name: ["Umrah Plus Aqsa 12 Hari", "Umrah Plus Al-Aqsa 12 Days", "Umrah Plus Aqsa 12 Hari"],
    description: richText(
      [
        "Program umrah dengan ziarah ke Masjid Al-Aqsa melalui Yordania. Saat ini tidak dijual.",
        "Umrah with a visit to Al-Aqsa Mosque through Jordan. Not on sale at the moment.",
        "Program umrah dengan ziarah ke Masjid Al-Aqsa melalui Jordan. Tidak dijual buat masa ini.",
      ],
      [
        ["Yerusalem dan Hebron", "Jerusalem and Hebron", "Baitulmaqdis dan Hebron"],
        ["Umrah dengan mutawwif", "Umrah with a mutawwif", "Umrah bersama mutawwif"],
      ],
    ),
    categories: ["umrah-plus"],
    destination: "makkah-madinah",
    basePrice: rp(41_500_000),
    minPax: 1,
    maxPax: 8,
    minPayment: rp(7_500_000),
    capacity: 30,
    status: "archived",
    itinerary: ITINERARY.aqsa,
    facilities: UMRAH_FACILITIES,
    attributes: ["addons"],
    departures: [{ in: 70, isOpen: false }],
    images: [
      {
        sky: ["#7fb3d5", "#cfe6f3"],
        landmark: "aqsa",
        accent: "#d4a62a",
        ground: "#e8dcc2",
        hills: [{ base: 520, height: 90, color: "#b8a98b" }],
        seed: 241,
      },
    ],
  },
  {
    code: "UMR-10-SYW",
    slug: "umrah-syawal-10-hari",
    name: ["Umrah Syawal 10 Hari", "Shawwal Umrah 10 Days", "Umrah Syawal 10 Hari"],
    description: richText(
      [
        "Umrah setelah Idul Fitri dengan suasana Masjidil Haram yang lebih lapang. Harga dan hotel masih disusun.",
        "Umrah after Eid al-Fitr, when the Grand Mosque is less crowded. Prices and hotels are being finalised.",
        "Umrah selepas Aidilfitri ketika Masjidil Haram lebih lapang. Harga dan hotel masih disusun.",
      ],
      [["Keberangkatan bulan Syawal", "Departure in Shawwal", "Perlepasan pada bulan Syawal"]],
    ),
    categories: ["umrah-reguler"],
    destination: "makkah-madinah",
    basePrice: rp(31_500_000),
    minPax: 1,
    maxPax: 10,
    minPayment: rp(5_000_000),
    capacity: 45,
    status: "draft",
    itinerary: ITINERARY.umrah10,
    facilities: UMRAH_FACILITIES,
    attributes: ["addons"],
    departures: [{ in: 150 }],
    images: [
      {
        sky: ["#0f2027", "#203a43", "#2c5364"],
        stars: true,
        moon: { x: 900, y: 150, r: 42 },
        landmark: "nabawi",
        accent: "#3a9d6a",
        seed: 251,
      },
    ],
  },
  {
    code: "HJK-26-PLS",
    slug: "haji-khusus-26-hari",
    name: ["Haji Khusus 26 Hari", "Special Hajj (Haji Khusus) 26 Days", "Haji Khas 26 Hari"],
    description: richText(
      [
        "Haji Khusus resmi berizin Kementerian Agama dengan masa tunggu lebih singkat, hotel dekat Masjidil Haram dan tenda VIP di Mina.",
        "Licensed special hajj (haji khusus) with a shorter waiting time, hotels near the Grand Mosque and VIP tents in Mina.",
        "Haji Khas berlesen dengan tempoh menunggu lebih singkat, hotel berhampiran Masjidil Haram dan khemah VIP di Mina.",
      ],
      [
        ["Pembimbing ibadah bersertifikat", "Certified religious guides", "Pembimbing ibadah bertauliah"],
        [
          "Tenda Mina dan Arafah ber-AC",
          "Air-conditioned tents in Mina and Arafat",
          "Khemah Mina dan Arafah berhawa dingin",
        ],
        [
          "Uang muka Rp 75.000.000 per jamaah untuk mendaftar porsi",
          "A Rp 75,000,000 deposit per pilgrim to register a quota seat",
          "Deposit Rp 75,000,000 setiap jemaah untuk mendaftar kuota",
        ],
      ],
    ),
    categories: ["haji-khusus"],
    destination: "makkah-madinah",
    basePrice: rp(285_000_000),
    minPax: 1,
    maxPax: 4,
    minPayment: rp(75_000_000),
    capacity: 30,
    status: "published",
    itinerary: ITINERARY.hajj,
    facilities: HAJJ_FACILITIES,
    attributes: ["addons"],
    departures: [{ in: 165, booked: 26 }],
    images: [
      {
        sky: ["#fbe3b5", "#f7c98b"],
        hills: [{ base: 540, height: 200, color: "#9b7b5b" }],
        landmark: "tents",
        ground: "#d8c3a0",
        seed: 261,
      },
      { sky: ["#1b1b3a", "#693668", "#f0a868"], stars: true, landmark: "kaaba", seed: 262 },
      {
        sky: ["#f9c98b", "#fde9c9"],
        sun: { x: 600, y: 330, r: 60, color: "#fff3d1" },
        hills: [{ base: 600, height: 260, color: "#8e6e53" }],
        landmark: "tents",
        ground: "#cdb894",
        seed: 263,
      },
    ],
  },
  {
    code: "TUR-10-HAL",
    slug: "wisata-halal-turki-10-hari",
    name: ["Wisata Halal Turki 10 Hari", "Halal Turkey Tour 10 Days", "Percutian Halal Turki 10 Hari"],
    description: richText(
      [
        "Menjelajah Turki dari Istanbul hingga Cappadocia dengan makanan halal, waktu shalat terjaga dan tour leader berpengalaman.",
        "Turkey from Istanbul to Cappadocia with halal meals, time for every prayer and an experienced tour leader.",
        "Menjelajah Turki dari Istanbul hingga Cappadocia dengan makanan halal, waktu solat terjaga dan ketua rombongan berpengalaman.",
      ],
      [
        ["Pamukkale, Konya dan Cappadocia", "Pamukkale, Konya and Cappadocia", "Pamukkale, Konya dan Cappadocia"],
        ["Diskon 10% untuk semua keberangkatan", "10% off every departure", "Diskaun 10% untuk semua perlepasan"],
        ["Bisa dibayar dengan kartu kredit", "Card payment available", "Boleh dibayar dengan kad kredit"],
      ],
    ),
    categories: ["wisata-halal"],
    destination: "istanbul",
    basePrice: rp(21_500_000),
    discount: { type: "percentage", value: 10 },
    minPax: 1,
    maxPax: 10,
    minPayment: rp(4_000_000),
    capacity: 35,
    cardPaymentLink: "https://pay.example.com/amanah/tur-10-hal",
    status: "published",
    featured: true,
    itinerary: TOUR_ITINERARY.turkey,
    facilities: tourFacilities(true, true),
    attributes: ["addons"],
    departures: [{ in: 20, booked: 33 }, { in: 55, booked: 8 }, { in: 100 }],
    images: [
      {
        sky: ["#f8b195", "#f67280", "#c06c84"],
        sun: { x: 950, y: 560, r: 60, color: "#ffd6a5" },
        hills: [
          { base: 690, height: 150, color: "#b56f5a" },
          { base: 740, height: 90, color: "#8a4f3f" },
        ],
        landmark: "balloons",
        ground: "#6e3c30",
        seed: 271,
      },
      {
        sky: ["#0f1c3f", "#34427a"],
        stars: true,
        moon: { x: 980, y: 130, r: 40 },
        landmark: "mosque",
        accent: "#111a33",
        ground: "#1d2f52",
        seed: 272,
      },
      {
        sky: ["#9ad0ec", "#eaf7ff"],
        hills: [{ base: 470, height: 120, color: "#c7b9a4" }],
        landmark: "terraces",
        seed: 273,
      },
    ],
  },
  {
    code: "JPN-08-AUT",
    slug: "jepang-musim-gugur-8-hari",
    name: ["Jepang Musim Gugur 8 Hari", "Japan Autumn Leaves 8 Days", "Jepun Musim Luruh 8 Hari"],
    description: richText(
      [
        "Daun momiji merah di Kawaguchiko, Kyoto dan Nara, dengan restoran halal dan mushala di setiap rute.",
        "Red momiji leaves at Kawaguchiko, Kyoto and Nara, with halal restaurants and prayer rooms along the way.",
        "Daun momiji merah di Kawaguchiko, Kyoto dan Nara, dengan restoran halal dan surau sepanjang perjalanan.",
      ],
      [
        ["Shinkansen Tokyo – Kyoto", "Shinkansen Tokyo – Kyoto", "Shinkansen Tokyo – Kyoto"],
        ["Pemandangan Gunung Fuji", "Mount Fuji views", "Pemandangan Gunung Fuji"],
        ["Bisa dibayar dengan kartu kredit", "Card payment available", "Boleh dibayar dengan kad kredit"],
      ],
    ),
    categories: ["wisata-halal"],
    destination: "tokyo",
    basePrice: rp(27_900_000),
    minPax: 1,
    maxPax: 10,
    minPayment: rp(5_000_000),
    capacity: 30,
    cardPaymentLink: "https://pay.example.com/amanah/jpn-08-aut",
    status: "published",
    featured: true,
    itinerary: TOUR_ITINERARY.japan,
    facilities: tourFacilities(true),
    attributes: ["addons"],
    departures: [
      { in: 45, booked: 27 },
      { in: 65, booked: 4 },
    ],
    images: [
      {
        sky: ["#8ec5e8", "#e9f3fa"],
        landmark: "fuji",
        accent: "#4e6d8c",
        ground: "#b5532f",
        leaves: ["#d1462f", "#e8833a"],
        seed: 281,
      },
      {
        sky: ["#f7c6a3", "#fde8d7"],
        landmark: "pagoda",
        accent: "#a8322d",
        ground: "#7d8a6a",
        leaves: ["#d1462f", "#f29e4c"],
        hills: [{ base: 600, height: 180, color: "#8f9fb0" }],
        seed: 282,
      },
      { sky: ["#f9d5e5", "#eeac99"], landmark: "fuji", accent: "#6c5b7b", ground: "#c06c84", seed: 283 },
      {
        sky: ["#0d1b2a", "#1b263b", "#415a77"],
        stars: true,
        landmark: "skyline",
        accent: "#2b3a55",
        ground: "#0d1b2a",
        seed: 284,
      },
    ],
  },
  {
    code: "KOR-07-HAL",
    slug: "korea-halal-tour-7-hari",
    name: ["Korea Halal Tour 7 Hari", "Korea Halal Tour 7 Days", "Lawatan Halal Korea 7 Hari"],
    description: richText(
      [
        "Seoul, Pulau Nami dan Seoraksan dengan menu halal dan waktu shalat di masjid Itaewon.",
        "Seoul, Nami Island and Seoraksan with halal meals and prayers at the Itaewon mosque.",
        "Seoul, Pulau Nami dan Seoraksan dengan menu halal dan solat di masjid Itaewon.",
      ],
      [
        [
          "Foto dengan hanbok di Gyeongbokgung",
          "Photos in hanbok at Gyeongbokgung",
          "Bergambar dengan hanbok di Gyeongbokgung",
        ],
        ["Potongan Rp 500.000 per peserta", "Rp 500,000 off per traveller", "Potongan Rp 500,000 setiap peserta"],
      ],
    ),
    categories: ["wisata-halal"],
    destination: "seoul",
    basePrice: rp(17_900_000),
    discount: { type: "fixed", value: rp(500_000) },
    minPax: 1,
    maxPax: 10,
    minPayment: rp(3_000_000),
    capacity: 30,
    status: "published",
    itinerary: TOUR_ITINERARY.korea,
    facilities: tourFacilities(true),
    attributes: ["addons"],
    departures: [{ in: 30, booked: 11 }, { in: 80 }],
    images: [
      {
        sky: ["#f7d9e3", "#fdf1e8"],
        landmark: "hanok",
        accent: "#3b3b3b",
        ground: "#c9c1ad",
        hills: [{ base: 520, height: 140, color: "#8aa58a" }],
        leaves: ["#f4b6c8", "#fbd3df"],
        seed: 291,
      },
      {
        sky: ["#fbd786", "#f7797d"],
        landmark: "hanok",
        accent: "#2d2d2d",
        ground: "#b9a88c",
        hills: [{ base: 520, height: 170, color: "#b5651d" }],
        leaves: ["#c0392b", "#e67e22"],
        seed: 292,
      },
      {
        sky: ["#141e30", "#243b55"],
        stars: true,
        landmark: "skyline",
        accent: "#34495e",
        ground: "#141e30",
        seed: 293,
      },
    ],
  },
  {
    code: "UZB-08-BKH",
    slug: "uzbekistan-jejak-imam-bukhari-8-hari",
    name: [
      "Uzbekistan Jejak Imam Bukhari 8 Hari",
      "Uzbekistan: Footsteps of Imam Bukhari 8 Days",
      "Uzbekistan Jejak Imam Bukhari 8 Hari",
    ],
    description: richText(
      [
        "Wisata sejarah Islam di Jalur Sutra: Tashkent, Samarkand dan Bukhara, termasuk ziarah ke makam Imam Al-Bukhari.",
        "Islamic history on the Silk Road: Tashkent, Samarkand and Bukhara, with a visit to Imam al-Bukhari's mausoleum.",
        "Lawatan sejarah Islam di Laluan Sutera: Tashkent, Samarkand dan Bukhara, termasuk ziarah ke makam Imam Al-Bukhari.",
      ],
      [
        [
          "Bebas visa untuk paspor Indonesia dan Malaysia",
          "Visa-free for Indonesian and Malaysian passports",
          "Bebas visa untuk pasport Indonesia dan Malaysia",
        ],
        ["Kereta cepat Afrosiyob", "Afrosiyob high-speed train", "Kereta api laju Afrosiyob"],
      ],
    ),
    categories: ["wisata-halal"],
    destination: "tashkent-samarkand",
    basePrice: rp(22_500_000),
    minPax: 1,
    maxPax: 10,
    minPayment: rp(4_000_000),
    capacity: 30,
    status: "published",
    itinerary: TOUR_ITINERARY.uzbekistan,
    facilities: tourFacilities(false),
    attributes: ["addons"],
    departures: [{ in: 50, booked: 7 }, { in: 120 }],
    images: [
      { sky: ["#f4a259", "#f9d89c"], landmark: "registan", accent: "#1f7a9c", ground: "#d9c29a", seed: 301 },
      {
        sky: ["#0b132b", "#1c2541", "#3a506b"],
        stars: true,
        moon: { x: 1000, y: 120, r: 38 },
        landmark: "registan",
        accent: "#2a6f97",
        ground: "#3a3f4b",
        seed: 302,
      },
      { sky: ["#e0c3a0", "#f5e6d3"], landmark: "mosque", accent: "#2c7da0", ground: "#d4b483", seed: 303 },
    ],
  },
  {
    code: "DOM-05-BLL",
    slug: "bali-lombok-5-hari",
    name: ["Bali & Lombok 5 Hari", "Bali & Lombok 5 Days", "Bali & Lombok 5 Hari"],
    description: richText(
      [
        "Liburan keluarga ke dua pulau: sawah dan pura di Bali, pantai dan Gili di Lombok, dengan restoran halal pilihan.",
        "A family holiday on two islands: rice fields and temples in Bali, beaches and the Gilis in Lombok, with chosen halal restaurants.",
        "Percutian keluarga ke dua pulau: sawah dan pura di Bali, pantai dan Gili di Lombok, dengan restoran halal pilihan.",
      ],
      [
        ["Minimal 2 peserta", "At least 2 travellers", "Sekurang-kurangnya 2 peserta"],
        ["Snorkeling di Gili Trawangan", "Snorkelling at Gili Trawangan", "Snorkeling di Gili Trawangan"],
      ],
    ),
    categories: ["domestik"],
    destination: "bali",
    basePrice: rp(6_750_000),
    minPax: 2,
    maxPax: 12,
    minPayment: rp(1_500_000),
    capacity: 40,
    status: "published",
    itinerary: TOUR_ITINERARY.bali,
    facilities: DOMESTIC_FACILITIES,
    attributes: ["addons"],
    departures: [{ in: 10, booked: 18 }, { in: 24 }, { in: 38 }, { in: 52 }],
    images: [
      {
        sky: ["#ff9a76", "#ffd3a5"],
        sun: { x: 600, y: 300, r: 80, color: "#fff2c9" },
        sea: { y: 560, color: ["#3c8dbc", "#1c4e80"] },
        landmark: "bali-gate",
        accent: "#4a3b32",
        ground: "#3d3530",
        seed: 311,
      },
      {
        sky: ["#9fd4f2", "#e6f6ff"],
        hills: [{ base: 480, height: 160, color: "#4f7d5a" }],
        landmark: "terraces",
        seed: 312,
      },
      {
        sky: ["#58b4e8", "#c8ecff"],
        sun: { x: 980, y: 150, r: 45, color: "#fff6cf" },
        sea: { y: 520, color: ["#2bb3c0", "#137a8f"] },
        landmark: "palms",
        ground: "#f1dfb6",
        seed: 313,
      },
    ],
  },
  {
    code: "MYS-05-SGP",
    slug: "malaysia-singapura-5-hari",
    name: ["Malaysia – Singapura 5 Hari", "Malaysia – Singapore 5 Days", "Malaysia – Singapura 5 Hari"],
    description: richText(
      [
        "Kuala Lumpur, Putrajaya, Genting, Melaka dan Singapura dalam lima hari, cocok untuk liburan sekolah.",
        "Kuala Lumpur, Putrajaya, Genting, Melaka and Singapore in five days, ideal for the school holidays.",
        "Kuala Lumpur, Putrajaya, Genting, Melaka dan Singapura dalam lima hari, sesuai untuk cuti sekolah.",
      ],
      [
        ["Bus pribadi lintas negara", "Private coach across the border", "Bas persendirian merentas sempadan"],
        ["Makan halal di setiap kota", "Halal meals in every city", "Makanan halal di setiap bandar"],
      ],
    ),
    categories: ["wisata-halal"],
    destination: "kuala-lumpur-singapura",
    basePrice: rp(7_900_000),
    minPax: 1,
    maxPax: 12,
    minPayment: rp(1_500_000),
    capacity: 40,
    status: "published",
    itinerary: TOUR_ITINERARY.malaysia,
    facilities: tourFacilities(false),
    attributes: ["addons"],
    departures: [{ in: 14, booked: 22 }, { in: 42 }, { in: 70 }],
    images: [
      {
        sky: ["#10163a", "#3a2f6b", "#e07a5f"],
        stars: true,
        landmark: "twin-towers",
        accent: "#22254a",
        ground: "#14162e",
        seed: 321,
      },
      {
        sky: ["#89c2d9", "#e0f2f9"],
        sun: { x: 250, y: 160, r: 45, color: "#fffbe0" },
        landmark: "skyline",
        accent: "#468faf",
        ground: "#2a6f97",
        seed: 322,
      },
      {
        sky: ["#ffcf87", "#ffe9c7"],
        sea: { y: 540, color: ["#48a9a6", "#1f6f78"] },
        landmark: "palms",
        ground: "#e8d4a2",
        seed: 323,
      },
    ],
  },
  {
    code: "EUR-12-WST",
    slug: "eropa-barat-halal-12-hari",
    name: ["Eropa Barat Halal 12 Hari", "Western Europe Halal Tour 12 Days", "Eropah Barat Halal 12 Hari"],
    description: richText(
      [
        "Prancis, Swiss, Jerman, Belanda dan Belgia dengan hotel bintang 4, makanan halal dan salju di Gunung Titlis.",
        "France, Switzerland, Germany, the Netherlands and Belgium with 4-star hotels, halal meals and snow on Mount Titlis.",
        "Perancis, Switzerland, Jerman, Belanda dan Belgium dengan hotel 4 bintang, makanan halal dan salji di Gunung Titlis.",
      ],
      [
        [
          "Visa Schengen diurus oleh tim kami",
          "Our team handles the Schengen visa",
          "Visa Schengen diuruskan oleh pasukan kami",
        ],
        ["Kereta TGV Paris – Swiss", "TGV train Paris – Switzerland", "Kereta api TGV Paris – Switzerland"],
        ["Bisa dibayar dengan kartu kredit", "Card payment available", "Boleh dibayar dengan kad kredit"],
      ],
    ),
    categories: ["wisata-halal"],
    destination: "eropa-barat",
    basePrice: rp(44_900_000),
    minPax: 1,
    maxPax: 10,
    minPayment: rp(10_000_000),
    capacity: 30,
    cardPaymentLink: "https://pay.example.com/amanah/eur-12-wst",
    status: "published",
    itinerary: TOUR_ITINERARY.europe,
    facilities: tourFacilities(true, true),
    attributes: ["addons"],
    departures: [{ in: 85, booked: 5 }, { in: 150 }],
    images: [
      { sky: ["#6aa6d8", "#dcefff"], landmark: "alps", accent: "#6d7f93", ground: "#5f9e6e", seed: 331 },
      {
        sky: ["#2c3e50", "#fd746c"],
        sun: { x: 900, y: 520, r: 50, color: "#ffd1a1" },
        landmark: "skyline",
        accent: "#3d3d5c",
        ground: "#2c2c44",
        seed: 332,
      },
      { sky: ["#c9d6ff", "#e2e2e2"], landmark: "alps", accent: "#8e9eab", ground: "#eef2f3", seed: 333 },
    ],
  },
];

// ---------- attributes ----------

const ADD_ONS = {
  name: ["Tambahan", "Add-ons", "Tambahan"] as T3,
  choiceRule: "multiple" as const,
  details: [
    {
      name: [
        "City tour privat (mobil pribadi)",
        "Private city tour (private car)",
        "Lawatan bandar persendirian (kereta persendirian)",
      ] as T3,
      price: rp(2_500_000),
      per: "booking" as const,
    },
    {
      name: ["Bagasi tambahan 10 kg", "Extra luggage 10 kg", "Bagasi tambahan 10 kg"] as T3,
      price: rp(850_000),
      per: "pax" as const,
    },
    {
      name: ["Kursi roda dengan pendorong", "Wheelchair with an attendant", "Kerusi roda dengan pembantu"] as T3,
      price: rp(1_200_000),
      per: "booking" as const,
    },
  ],
};

// ---------- bookings that fill departures ----------

const BOOKING_NAMES = [
  "Keluarga Hasanuddin",
  "Ahmad Fauzi",
  "Rombongan Majelis Taklim Al-Ikhlas",
  "Nur Aisyah binti Ismail",
  "Budi Santoso",
  "Keluarga Wahyudi",
  "Siti Rahmawati",
  "Muhammad Rizki",
  "Dewi Lestari",
  "Rombongan Masjid Al-Falah",
  "Hj. Maimunah",
  "Mohd Hafiz bin Rahman",
  "Intan Permata",
  "Keluarga Syamsul Bahri",
];

/** Splits `total` pax into bookings of 2 to 6 (at most maxPax), in a repeatable pattern. */
function splitPax(total: number, maxPax: number | null, minPax: number): number[] {
  const pattern = [4, 3, 5, 2, 6, 4, 3, 5];
  const cap = Math.max(minPax, Math.min(maxPax ?? 6, 6));
  const out: number[] = [];
  let left = total;
  for (let i = 0; left > 0; i++) {
    let n = Math.min(Math.max(pattern[i % pattern.length], minPax), cap, left);
    // Never leave a remainder below the package's minimum.
    if (left - n > 0 && left - n < minPax) n = left - minPax;
    out.push(n);
    left -= n;
  }
  return out;
}

const toDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** Renders every demo image in advance (CPU work outside the seed's transaction). */
export async function prepareDemoCatalogImages(): Promise<void> {
  await Promise.all([...DESTINATIONS.map((d) => d.scene), ...PACKAGES.flatMap((p) => p.images)].map(renderScene));
}

export interface DemoCatalogResult {
  destinations: number;
  packages: number;
  published: number;
  departures: number;
  bookings: number;
  images: number;
}

/**
 * Creates the demo catalogue. Needs the seeded categories (by slug) and a customer to own the
 * bookings that fill departures. `now` anchors every departure date.
 */
export async function createDemoCatalog(
  db: Db,
  opts: {
    /** Where the drawn images are stored (the app's uploads store). */
    files: FileStore;
    /** Who owns the bookings that fill departures, in turn (the first is the demo customer). */
    customerIds: number[];
    /** The admin who confirmed their payments. */
    adminId: number;
    bank: { id: number; label: string } | null;
    now?: Date;
  },
): Promise<DemoCatalogResult> {
  const now = opts.now ?? new Date();
  let images = 0;
  const image = async (scene: Scene) => {
    images++;
    return (await createDemoImage(db, opts.files, scene)).id;
  };

  const cats = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, [...new Set(PACKAGES.flatMap((p) => p.categories))]));
  const categoryId = new Map(cats.map((c) => [c.slug, c.id]));

  const destinationId = new Map<string, number>();
  for (const [i, d] of DESTINATIONS.entries()) {
    const [row] = await db
      .insert(destinations)
      .values({
        slug: d.slug,
        name: t3(d.name),
        description: t3(d.description),
        imageId: await image(d.scene),
        sortOrder: i,
      })
      .returning({ id: destinations.id });
    destinationId.set(d.slug, row.id);
  }

  const attributeId: Record<"addons", number> = { addons: 0 };
  for (const [i, [key, a]] of ([["addons", ADD_ONS]] as const).entries()) {
    const [row] = await db
      .insert(attributes)
      .values({ name: t3(a.name), choiceRule: a.choiceRule, sortOrder: i })
      .returning({ id: attributes.id });
    attributeId[key] = row.id;
    await db
      .insert(attributeDetails)
      .values(
        a.details.map((d, j) => ({ attributeId: row.id, name: t3(d.name), price: d.price, per: d.per, sortOrder: j })),
      );
  }

  let departureCount = 0;
  let bookingCount = 0;
  let nameIndex = 0;
  for (const [i, p] of PACKAGES.entries()) {
    const [cover, ...gallery] = await Promise.all(p.images.map(image));
    const discount = p.discount ?? null;
    const plan = roomPlanOf(p);
    const [pkg] = await db
      .insert(packages)
      .values({
        code: p.code,
        slug: p.slug,
        name: t3(p.name),
        description: p.description,
        destinationId: destinationId.get(p.destination) ?? null,
        coverImageId: cover,
        basePrice: p.basePrice,
        discountType: discount?.type ?? null,
        discountValue: discount?.value ?? 0,
        displayPrice: displayPrice(p.basePrice, discount),
        minPax: p.minPax,
        maxPax: p.maxPax,
        minPayment: p.minPayment,
        defaultCapacity: p.capacity,
        cardPaymentLink: p.cardPaymentLink ?? null,
        status: p.status,
        featured: p.featured ?? false,
        // The umrah packages (UMR regular, UMP "umrah plus") ask their guests the ministry's data
        // (decision 081); Hajj and the tours are tours.
        kind: /^UM[RP]-/.test(p.code) ? "umrah" : "tour",
        hotelCities: plan.hotelCities,
        // Spread creation times so "latest" and "oldest" sorts differ from insertion order.
        createdAt: addDays(now, -(PACKAGES.length - i) * 9),
        updatedAt: addDays(now, -(PACKAGES.length - i) * 3),
      })
      .returning({ id: packages.id });

    await db.insert(packageCategories).values(
      p.categories.flatMap((slug) => {
        const id = categoryId.get(slug);
        return id ? [{ packageId: pkg.id, categoryId: id }] : [];
      }),
    );
    if (gallery.length > 0)
      await db.insert(packageImages).values(gallery.map((fileId, j) => ({ packageId: pkg.id, fileId, sortOrder: j })));
    await db.insert(itineraryDays).values(
      p.itinerary.map(([title, description], j) => ({
        packageId: pkg.id,
        sortOrder: j,
        title: t3(title),
        description: t3(description),
      })),
    );
    await db.insert(facilities).values([
      ...p.facilities.included.map((name, j) => ({ packageId: pkg.id, name: t3(name), included: true, sortOrder: j })),
      ...p.facilities.excluded.map((name, j) => ({
        packageId: pkg.id,
        name: t3(name),
        included: false,
        sortOrder: p.facilities.included.length + j,
      })),
    ]);
    await db
      .insert(packageAttributes)
      .values(p.attributes.map((key, j) => ({ packageId: pkg.id, attributeId: attributeId[key], sortOrder: j })));

    const rooms = await db
      .insert(roomTypes)
      .values(plan.types.map((r, j) => ({ packageId: pkg.id, code: r.code, name: r.name, beds: r.beds, sortOrder: j })))
      .returning();

    for (const dep of p.departures) {
      const start = addDays(now, dep.in);
      const base = dep.priceOverride ?? p.basePrice;
      const childNoBedPrice = plan.childNoBed?.(base) ?? null;
      const infantPrice = plan.infant?.(base) ?? null;
      const [row] = await db
        .insert(departures)
        .values({
          packageId: pkg.id,
          startDate: toDate(start),
          endDate: toDate(addDays(start, p.itinerary.length - 1)),
          capacity: dep.capacity ?? p.capacity,
          priceOverride: dep.priceOverride ?? null,
          childNoBedPrice,
          infantPrice,
          isOpen: dep.isOpen ?? true,
        })
        .returning({ id: departures.id });
      const fares = plan.types.map((r, j) => ({
        departureId: row.id,
        roomTypeId: rooms[j].id,
        price: base + r.extra(base),
        bedAllotment: r.allotment ?? null,
      }));
      await db.insert(departureFares).values(fares);
      departureCount++;
      if (!dep.booked) continue;

      const filling: DemoFare[] = fares.map((f, j) => ({
        roomTypeId: f.roomTypeId,
        beds: plan.types[j].beds,
        allotment: f.bedAllotment,
        taken: 0,
      }));
      const roomOf = new Map(rooms.map((r) => [r.id, r]));

      for (const [k, pax] of splitPax(dep.booked, p.maxPax, p.minPax).entries()) {
        const full = dep.booked >= (dep.capacity ?? p.capacity);
        // A full departure stays full of seat-holding guests: its bookings bring no infant.
        const plans = demoGuests(pax, filling, {
          family: !full && k === 2,
          child: !full && k === 1,
          childNoBed: childNoBedPrice !== null,
          infant: infantPrice !== null,
        });
        const priced = priceGuests({
          fares: {
            rooms: fares.map((f) => ({ roomTypeId: f.roomTypeId, price: f.price })),
            childNoBedPrice,
            infantPrice,
          },
          guests: plans.map((g) => ({ type: g.type, choice: g.choice })),
          extras: [],
          discount,
          minPayment: p.minPayment,
        });
        if (!priced.ok) throw new Error(`demo booking of ${p.code} refused: ${JSON.stringify(priced.refusals)}`);
        const price = { ...priced.price, unitPrice: priced.price.lines[0].fare };
        // Mostly paid or partly paid (deposits). On a soon, not full departure the first booking is
        // still pending; a full one holds only paid seats, so booking expiry never reopens it.
        const status = k % 4 === 3 ? "processing" : k === 0 && dep.in < 30 && !full ? "pending" : "paid";
        const createdAt = status === "pending" ? addDays(now, -0.1) : addDays(now, -(40 - (k % 30)));
        const minFirstPayment = price.minFirstPayment;
        const seq = bookingCount;
        const customerId = opts.customerIds[seq % opts.customerIds.length];
        await createDemoBooking(db, {
          customerId,
          adminId: opts.adminId,
          packageId: pkg.id,
          departureId: row.id,
          departureEnd: toDate(addDays(start, p.itinerary.length - 1)),
          bookingName: BOOKING_NAMES[nameIndex++ % BOOKING_NAMES.length],
          guests: price.lines.map((line) => {
            const room = line.roomTypeId === null ? undefined : roomOf.get(line.roomTypeId);
            const age = plans[line.guest].ageYears;
            return {
              travellerType: line.type,
              roomTypeId: room?.id ?? null,
              roomTypeCode: room?.code ?? null,
              roomTypeName: room?.name ?? null,
              fare: line.fare,
              // Born `age` years and a few weeks before the departure: that age on its start date.
              birthDate: age === null ? null : toDate(addDays(start, -Math.ceil(age * 365.25) - 40)),
            };
          }),
          unitPrice: price.unitPrice,
          subtotal: price.subtotal,
          discount: price.discount,
          total: price.total,
          minFirstPayment,
          status,
          paidTotal:
            status === "paid"
              ? price.total
              : status === "processing"
                ? Math.max(
                    1,
                    minFirstPayment > 0 && minFirstPayment < price.total
                      ? minFirstPayment
                      : Math.floor(price.total * 0.3),
                  )
                : 0,
          // Half the pending bookings have a transfer waiting for the admin's confirmation.
          awaitingPayment: status === "pending" && seq % 2 === 0 ? minFirstPayment : undefined,
          createdAt,
          seq,
          bankAccountId: opts.bank?.id ?? null,
          bankLabel: opts.bank?.label ?? null,
        });
        bookingCount++;
      }
    }
  }

  return {
    destinations: DESTINATIONS.length,
    packages: PACKAGES.length,
    published: PACKAGES.filter((p) => p.status === "published").length,
    departures: departureCount,
    bookings: bookingCount,
    images,
  };
}
