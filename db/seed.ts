import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FileStore } from "#app/modules/media/.server/file-store";
import type { Database } from "#app/shared/db.server";
import { users } from "./schema";
import { createCategory, createLanguages, createPage, createSetting, createUser, tr } from "#db/demo/records";
import { createDemoCatalog, prepareDemoCatalogImages } from "./demo/catalog-demo";
import { createDemoContent, prepareDemoContentImages } from "./demo/content-demo";
import { createDemoDocumentRequirements } from "./demo/documents-demo";
import { seedDemoBanks } from "#db/demo/banks";

/** A random demo password: readable, unambiguous letters and digits. */
function randomPassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(14);
  return `${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}7a`;
}

export interface SeedOptions {
  /** The uploads store (local disk or S3): demo images are stored like uploaded ones. */
  files: FileStore;
  /** The demo accounts' password; a random one is generated (and returned) without it. */
  demoPassword?: string;
  /** The moment departure dates are counted from (tests pin it). */
  now?: Date;
}

/**
 * Seeds the demo site once, when the database has no users: accounts, languages, categories,
 * pages, settings and the demo catalogue (destinations, packages with images and departures,
 * bookings that fill some departures). Returns the demo password when one was generated (to
 * print once), or null when seeding was skipped.
 */
export async function seedDemoIfEmpty(
  database: Database,
  { files, demoPassword, now = new Date() }: SeedOptions,
): Promise<{ seeded: boolean; generatedPassword: string | null }> {
  const { db } = database;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return { seeded: false, generatedPassword: null };
  const password = demoPassword ?? randomPassword();
  // Drawing and encoding the images is the slow part: done before the transaction opens.
  await Promise.all([prepareDemoCatalogImages(), prepareDemoContentImages()]);

  await db.transaction(async (tx) => {
    await createLanguages(tx);
    const admin = await createUser(tx, {
      name: "Administrator",
      username: "admin",
      email: "admin@amanah-travel.example",
      role: "admin",
      password,
    });
    const customer = await createUser(tx, {
      name: "Siti Rahmawati",
      username: "customer",
      email: "customer@amanah-travel.example",
      role: "customer",
      password,
      title: "Mrs",
      phone: "+62 812 3456 7890",
      birthPlace: "Bandung",
      birthDate: "1988-04-12",
      address: "Jl. Merdeka No. 5, Bandung",
    });
    const cats = [
      { slug: "umrah-reguler", name: tr("Umrah Reguler", "Regular Umrah", "Umrah Biasa") },
      { slug: "umrah-plus", name: tr("Umrah Plus Turki", "Umrah Plus Turkey", "Umrah Plus Turki") },
      { slug: "haji-khusus", name: tr("Haji Khusus", "Special Hajj", "Haji Khas") },
      { slug: "wisata-halal", name: tr("Wisata Halal", "Halal Holidays", "Percutian Halal") },
      { slug: "domestik", name: tr("Wisata Domestik", "Domestic Tours", "Pelancongan Domestik") },
    ];
    for (const [i, c] of cats.entries()) await createCategory(tx, { ...c, sortOrder: i });

    const about = await createPage(tx, {
      group: "footer",
      sortOrder: 1,
      title: tr("Syarat dan Ketentuan", "Terms and Conditions", "Terma dan Syarat"),
      body: tr(
        "<p>Pembayaran uang muka menahan kursi Anda. Pelunasan paling lambat 30 hari sebelum keberangkatan.</p>",
        "<p>A deposit holds your seats. The balance is due 30 days before departure.</p>",
        "<p>Deposit menahan tempat anda. Baki perlu dijelaskan 30 hari sebelum berlepas.</p>",
      ),
    });
    await createPage(tx, {
      group: "footer",
      sortOrder: 2,
      title: tr("Kebijakan Privasi", "Privacy Policy", "Dasar Privasi"),
      body: tr(
        "<p>Data paspor hanya digunakan untuk pengurusan visa dan tiket.</p>",
        "<p>Passport data is used only for visas and tickets.</p>",
        "<p>Data pasport hanya digunakan untuk visa dan tiket.</p>",
      ),
    });
    await createPage(tx, {
      group: "branch",
      sortOrder: 1,
      title: tr("Cabang Jakarta", "Jakarta Branch", "Cawangan Jakarta"),
      body: tr("<p>Kantor pusat kami.</p>", "<p>Our head office.</p>", "<p>Ibu pejabat kami.</p>"),
      address: "Jl. Jend. Sudirman No. 10, Jakarta Pusat",
      phone: "+62 21 5550 1234",
    });
    await createPage(tx, {
      group: "branch",
      sortOrder: 2,
      title: tr("Cabang Kuala Lumpur", "Kuala Lumpur Branch", "Cawangan Kuala Lumpur"),
      body: tr(
        "<p>Melayani jamaah Malaysia.</p>",
        "<p>Serving pilgrims from Malaysia.</p>",
        "<p>Melayani jemaah Malaysia.</p>",
      ),
      address: "Jalan Tuanku Abdul Rahman, 50100 Kuala Lumpur",
      phone: "+60 3 2691 0000",
    });
    // Example licence numbers (not real ones), so the demo's receipts and invoices print them.
    await createSetting(tx, {
      termsPageId: about.id,
      ppiuLicence: "U.123 Tahun 2020",
      ppiuLicenceDate: "2020-03-12",
      businessNumber: "9120001234567",
      kpkLicence: "KPK/LN-1234",
    });
    // Other travellers own most bookings that fill departures; the demo customer has a few.
    const others = [];
    for (const [name, username] of [
      ["Ahmad Fauzi", "ahmad"],
      ["Nur Aisyah binti Ismail", "aisyah"],
      ["Budi Santoso", "budi"],
      ["Mohd Hafiz bin Rahman", "hafiz"],
    ])
      others.push(
        await createUser(tx, {
          name,
          username,
          email: `${username}@amanah-travel.example`,
          role: "customer",
          password,
        }),
      );
    const [bank] = await seedDemoBanks(tx, { files });
    await createDemoCatalog(tx, {
      files,
      customerIds: [customer.id, ...others.map((u) => u.id)],
      adminId: admin.id,
      bank: bank ? { id: bank.id, label: `${bank.bankName} ${bank.accountNumber} (${bank.accountHolder})` } : null,
      now,
    });
    await createDemoDocumentRequirements(tx);
    await createDemoContent(tx, { files });
  });
  return { seeded: true, generatedPassword: demoPassword ? null : password };
}
