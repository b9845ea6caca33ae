/**
 * The demo seed's bank accounts (db/seed.ts; tests use them too through test/factories/bank).
 * Demo logos are wordless coloured badges drawn locally (no bank's real mark), stored through the
 * upload pipeline when a data folder is given.
 */
import sharp from "sharp";
import { bankAccounts } from "#db/schema";
import type { FileStore } from "#app/modules/media/.server/file-store";
import { storePublicImage } from "#app/modules/media/.server/store-file";
import type { Db } from "#app/shared/db.server";

let seq = 0;

export async function createBankAccount(db: Db, overrides: Partial<typeof bankAccounts.$inferInsert> = {}) {
  const n = ++seq + Math.floor(Math.random() * 1e6);
  const [row] = await db
    .insert(bankAccounts)
    .values({
      bankName: `Bank ${n}`,
      accountNumber: String(1_000_000_000 + n),
      accountHolder: "PT Amanah Tour & Travel",
      vendor: "OTHER",
      ...overrides,
    })
    .returning();
  return row;
}

const DEMO_BANKS: { bankName: string; accountNumber: string; accountHolder: string; vendor: string; color: string }[] =
  [
    {
      bankName: "Bank Central Asia (BCA)",
      accountNumber: "0123456789",
      accountHolder: "PT Amanah Tour & Travel",
      vendor: "BCA",
      color: "#1d4ed8",
    },
    {
      bankName: "Bank Syariah Indonesia (BSI)",
      accountNumber: "7123456780",
      accountHolder: "PT Amanah Tour & Travel",
      vendor: "BSI",
      color: "#0f766e",
    },
    {
      bankName: "Maybank Islamic Berhad",
      accountNumber: "5641 2345 6789",
      accountHolder: "Amanah Travel Sdn. Bhd.",
      vendor: "MAYBANK",
      color: "#ca8a04",
    },
  ];

/** A wordless logo mark (a card-like badge in the bank's colour). */
function logoSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160"><rect width="320" height="160" fill="#ffffff"/><rect x="24" y="32" width="112" height="96" rx="16" fill="${color}"/><rect x="48" y="60" width="64" height="12" rx="6" fill="#ffffff"/><rect x="48" y="88" width="40" height="12" rx="6" fill="#ffffff" opacity="0.7"/><rect x="160" y="56" width="136" height="18" rx="9" fill="${color}"/><rect x="160" y="88" width="96" height="14" rx="7" fill="${color}" opacity="0.6"/></svg>`;
}

/**
 * Three realistic accounts (BCA, BSI, Maybank), active and in order. With `files` (the uploads store) each gets a
 * drawn logo; without it (tests) they have none.
 */
export async function seedDemoBanks(db: Db, opts: { files?: FileStore } = {}) {
  const rows = [];
  for (const [i, b] of DEMO_BANKS.entries()) {
    let logoImageId: string | null = null;
    if (opts.files) {
      const png = await sharp(Buffer.from(logoSvg(b.color)))
        .png()
        .toBuffer();
      logoImageId = (await storePublicImage(db, opts.files, png)).id;
    }
    const { color: _color, ...values } = b;
    rows.push(await createBankAccount(db, { ...values, logoImageId, isActive: true, sortOrder: i + 1 }));
  }
  return rows;
}
