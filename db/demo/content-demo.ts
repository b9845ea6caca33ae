/**
 * The demo content of the seed (db/seed.ts): home slides, gallery photos, FAQ entries in three
 * languages, two testimonies and three partners. No gallery videos: a video is a YouTube id, and
 * any id picked here would show some stranger's clip as if it were the agency's own (the first
 * demo showed two unrelated ones). The video gallery shows its empty state until an admin adds
 * the agency's videos in /panel/gallery/video (docs/product.md §Content). Images are drawn locally
 * (images.ts) and stored through the upload pipeline's processing, like the demo catalogue.
 */
import sharp from "sharp";
import { faqs, galleryPhotos, partners, sliders, testimonies } from "#db/schema";
import { processPublicImage } from "#app/modules/media/.server/process-image";
import type { FileStore } from "#app/modules/media/.server/file-store";
import { storePublicVariants } from "#app/modules/media/.server/store-file";
import type { Db } from "#app/shared/db.server";
import { createDemoImage, renderScene, type Scene } from "./images";
import { tr } from "./records";

type T3 = [string, string, string];
const t3 = ([id, en, my]: T3) => tr(id, en, my);

const SLIDES: { scene: Scene; title: T3; caption: T3; link: string }[] = [
  {
    scene: {
      sky: ["#0b1633", "#2c3e73", "#c58f6b"],
      moon: { x: 960, y: 140, r: 48 },
      stars: true,
      landmark: "kaaba",
      seed: 901,
    },
    title: [
      "Umrah bersama pembimbing berpengalaman",
      "Umrah with experienced guides",
      "Umrah bersama pembimbing berpengalaman",
    ],
    caption: [
      "Paket umrah dengan hotel dekat Masjidil Haram dan jadwal keberangkatan setiap bulan.",
      "Umrah packages with hotels near the Grand Mosque and departures every month.",
      "Pakej umrah dengan hotel berhampiran Masjidil Haram dan jadual berlepas setiap bulan.",
    ],
    link: "/tour",
  },
  {
    scene: {
      sky: ["#7cc4f0", "#fde2e4"],
      hills: [{ base: 620, height: 260, color: "#8fa8c8" }],
      landmark: "fuji",
      leaves: ["#f9a8d4", "#f472b6"],
      seed: 902,
    },
    title: ["Wisata halal ke Jepang", "Halal tours to Japan", "Lawatan halal ke Jepun"],
    caption: [
      "Nikmati musim sakura dengan makanan halal dan waktu salat yang terjaga.",
      "Enjoy the cherry blossom season with halal food and time for every prayer.",
      "Nikmati musim sakura dengan makanan halal dan waktu solat yang terjaga.",
    ],
    link: "/destination",
  },
  {
    scene: { sky: ["#f59e0b", "#fde68a"], dunes: ["#d97706", "#b45309"], landmark: "burj", seed: 903 },
    title: ["Transit Dubai yang berkesan", "A memorable Dubai stopover", "Transit Dubai yang bermakna"],
    caption: [
      "Tambahkan city tour Dubai pada perjalanan umrah Anda.",
      "Add a Dubai city tour to your umrah journey.",
      "Tambahkan lawatan bandar Dubai pada perjalanan umrah anda.",
    ],
    link: "/contact-us",
  },
];

const PHOTOS: { scene: Scene; caption: T3 }[] = [
  { scene: SLIDES[0].scene, caption: ["Malam di Makkah", "A night in Makkah", "Malam di Makkah"] },
  {
    scene: { sky: ["#1e3a8a", "#60a5fa"], landmark: "nabawi", accent: "#16a34a", ground: "#e7e5e4", seed: 911 },
    caption: ["Masjid Nabawi, Madinah", "The Prophet's Mosque, Madinah", "Masjid Nabawi, Madinah"],
  },
  {
    scene: SLIDES[1].scene,
    caption: ["Gunung Fuji di musim semi", "Mount Fuji in spring", "Gunung Fuji pada musim bunga"],
  },
  {
    scene: {
      sky: ["#fb923c", "#fde68a"],
      landmark: "balloons",
      hills: [{ base: 640, height: 200, color: "#c2410c" }],
      seed: 912,
    },
    caption: ["Balon udara di Cappadocia", "Hot-air balloons in Cappadocia", "Belon udara panas di Cappadocia"],
  },
  { scene: SLIDES[2].scene, caption: ["Senja di Dubai", "Sunset in Dubai", "Senja di Dubai"] },
  {
    scene: {
      sky: ["#0ea5e9", "#bae6fd"],
      sea: { y: 600, color: ["#0284c7", "#075985"] },
      landmark: "bali-gate",
      seed: 913,
    },
    caption: ["Gerbang pura di Bali", "A temple gate in Bali", "Gerbang kuil di Bali"],
  },
];

const FAQS: { question: T3; answer: T3 }[] = [
  {
    question: ["Bagaimana cara memesan paket?", "How do I book a package?", "Bagaimana cara menempah pakej?"],
    answer: [
      "<p>Pilih paket dan tanggal keberangkatan, isi data peserta, lalu lakukan pembayaran. Kami mengonfirmasi pesanan Anda lewat email.</p>",
      "<p>Choose a package and a departure date, fill in the travellers' details and pay. We confirm your booking by email.</p>",
      "<p>Pilih pakej dan tarikh berlepas, isi butiran peserta, kemudian buat pembayaran. Kami mengesahkan tempahan anda melalui e-mel.</p>",
    ],
  },
  {
    question: ["Dokumen apa saja yang diperlukan?", "Which documents do I need?", "Dokumen apakah yang diperlukan?"],
    answer: [
      "<ul><li>Paspor yang berlaku minimal 8 bulan</li><li>Pas foto berlatar putih</li><li>Kartu vaksin meningitis untuk umrah</li></ul>",
      "<ul><li>A passport valid for at least 8 months</li><li>A photo on a white background</li><li>A meningitis vaccination card for umrah</li></ul>",
      "<ul><li>Pasport yang sah sekurang-kurangnya 8 bulan</li><li>Gambar berlatar belakang putih</li><li>Kad vaksin meningitis untuk umrah</li></ul>",
    ],
  },
  {
    question: [
      "Apakah pembayaran bisa dicicil?",
      "Can I pay in instalments?",
      "Bolehkah saya membayar secara ansuran?",
    ],
    answer: [
      "<p>Bisa. Bayar uang muka saat memesan dan lunasi paling lambat 30 hari sebelum keberangkatan.</p>",
      "<p>Yes. Pay a deposit when you book and the balance at the latest 30 days before departure.</p>",
      "<p>Boleh. Bayar deposit semasa menempah dan jelaskan baki selewat-lewatnya 30 hari sebelum berlepas.</p>",
    ],
  },
];

const TESTIMONIES: { name: string; rating: number; text: T3; scene: Scene }[] = [
  {
    name: "Siti Rahmawati",
    rating: 5,
    text: [
      "Pembimbingnya sabar dan hotelnya dekat sekali dengan masjid. Umrah pertama kami berjalan lancar.",
      "Our guide was patient and the hotel was very close to the mosque. Our first umrah went smoothly.",
      "Pembimbing kami sabar dan hotelnya sangat dekat dengan masjid. Umrah pertama kami berjalan lancar.",
    ],
    scene: { sky: ["#0f766e", "#99f6e4"], landmark: "none", seed: 921 },
  },
  {
    name: "Ahmad Faizal",
    rating: 4,
    text: [
      "Perjalanan ke Jepang sangat teratur, makanannya halal semua. Akan ikut lagi tahun depan.",
      "The Japan trip was well organised and all the food was halal. We will join again next year.",
      "Lawatan ke Jepun sangat teratur dan semua makanan halal. Kami akan menyertai lagi tahun depan.",
    ],
    scene: { sky: ["#7c3aed", "#ddd6fe"], landmark: "none", seed: 922 },
  },
];

const PARTNERS: { name: string; color: string; link: string | null }[] = [
  { name: "Garuda Indonesia", color: "#0e7490", link: "https://www.garuda-indonesia.com" },
  { name: "Saudia", color: "#166534", link: "https://www.saudia.com" },
  { name: "Kementerian Agama RI", color: "#854d0e", link: null },
];

/** A wordless logo mark (a coloured badge), drawn locally. */
function logoSvg(color: string, seed: number): string {
  const r = 40 + (seed % 3) * 8;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160"><rect width="320" height="160" fill="#ffffff"/><circle cx="80" cy="80" r="${r}" fill="${color}"/><rect x="140" y="56" width="140" height="18" rx="9" fill="${color}"/><rect x="140" y="88" width="100" height="14" rx="7" fill="${color}" opacity="0.6"/></svg>`;
}

/** Renders the demo content's images in advance (CPU work outside the seed's transaction). */
export async function prepareDemoContentImages(): Promise<void> {
  await Promise.all(
    [...SLIDES.map((s) => s.scene), ...PHOTOS.map((p) => p.scene), ...TESTIMONIES.map((t) => t.scene)].map(renderScene),
  );
}

export async function createDemoContent(db: Db, opts: { files: FileStore }): Promise<void> {
  const image = async (scene: Scene) => (await createDemoImage(db, opts.files, scene)).id;
  for (const [i, s] of SLIDES.entries())
    await db.insert(sliders).values({
      fileId: await image(s.scene),
      title: t3(s.title),
      caption: t3(s.caption),
      link: s.link,
      sortOrder: i,
      active: true,
    });
  for (const [i, p] of PHOTOS.entries())
    await db.insert(galleryPhotos).values({ fileId: await image(p.scene), caption: t3(p.caption), sortOrder: i });
  for (const [i, f] of FAQS.entries())
    await db.insert(faqs).values({ question: t3(f.question), answer: t3(f.answer), sortOrder: i });
  for (const [i, t] of TESTIMONIES.entries())
    await db.insert(testimonies).values({
      name: t.name,
      photoFileId: await image(t.scene),
      text: t3(t.text),
      rating: t.rating,
      visible: true,
      sortOrder: i,
    });
  for (const [i, p] of PARTNERS.entries()) {
    const png = await sharp(Buffer.from(logoSvg(p.color, i)))
      .png()
      .toBuffer();
    const logo = await storePublicVariants(db, opts.files, await processPublicImage(png));
    await db.insert(partners).values({ name: p.name, logoFileId: logo.id, link: p.link, sortOrder: i });
  }
}
