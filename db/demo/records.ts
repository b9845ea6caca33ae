import { categories, languages, pages, settings, users } from "#db/schema";
import { localeList, type Translations } from "#app/shared/translatable.contract";
import { hashPassword } from "#app/modules/account/.server/password";
import type { Db } from "#app/shared/db.server";

let seq = 0;
const next = () => ++seq + Math.floor(Math.random() * 1e6);

export const tr = (id: string, en?: string, my?: string): Translations => ({
  id,
  ...(en ? { en } : {}),
  ...(my ? { my } : {}),
});

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
  const n = next();
  const { password = "Secret123!", ...rest } = overrides;
  // A staff account always has a staff role (the table's check): the whole agency's unless given.
  const staffRole = rest.role === "admin" ? (rest.staffRole ?? "owner") : null;
  const [row] = await db
    .insert(users)
    .values({
      name: `User ${n}`,
      username: `user${n}`,
      email: `user${n}@example.test`,
      passwordHash: await hashPassword(password),
      role: "customer",
      ...rest,
      staffRole,
    })
    .returning();
  // Every demo and test user has an address unless asked for none ({ email: null }): typed so.
  return { ...row, email: row.email as string, password };
}

export async function createSetting(db: Db, overrides: Partial<typeof settings.$inferInsert> = {}) {
  const values = {
    name: "Amanah Tour & Travel",
    logoUrl: "/brand/logo.svg",
    description: tr(
      "Biro perjalanan umrah dan wisata halal terpercaya sejak 2010, melayani jamaah Indonesia dan Malaysia.",
      "A trusted umrah and halal holiday travel agency since 2010, serving pilgrims from Indonesia and Malaysia.",
      "Agensi pelancongan umrah dan percutian halal yang dipercayai sejak 2010, melayani jemaah Indonesia dan Malaysia.",
    ),
    phone: "+62 21 5550 1234",
    email: "info@amanah-travel.example",
    address: tr(
      "Jl. Jend. Sudirman No. 10, Jakarta Pusat, Indonesia",
      "Jl. Jend. Sudirman No. 10, Central Jakarta, Indonesia",
      "Jl. Jend. Sudirman No. 10, Jakarta Pusat, Indonesia",
    ),
    facebookUrl: "https://www.facebook.com/amanahtravel",
    instagramUrl: "https://www.instagram.com/amanahtravel",
    tiktokUrl: "https://www.tiktok.com/@amanahtravel",
    youtubeUrl: "https://www.youtube.com/@amanahtravel",
    whatsapp: "6281234567890",
    embedMap: "https://www.google.com/maps?q=-6.2088,106.8456&output=embed",
    about: tr(
      "<p>Amanah Tour &amp; Travel melayani jamaah umrah dan wisatawan muslim sejak 2010, dengan izin resmi penyelenggara umrah dan pembimbing ibadah berpengalaman.</p>",
      "<p>Amanah Tour &amp; Travel has served umrah pilgrims and Muslim travellers since 2010, as a licensed umrah operator with experienced religious guides.</p>",
      "<p>Amanah Tour &amp; Travel melayani jemaah umrah dan pelancong muslim sejak 2010, sebagai pengendali umrah berlesen dengan mutawwif berpengalaman.</p>",
    ),
    currency: "IDR" as const,
    ...overrides,
  };
  await db
    .insert(settings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: settings.id, set: values });
  return values;
}

export async function createLanguages(db: Db) {
  await db.insert(languages).values(localeList).onConflictDoNothing();
}

export async function createCategory(db: Db, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ slug: `category-${n}`, name: tr(`Kategori ${n}`, `Category ${n}`, `Kategori ${n}`), ...overrides })
    .returning();
  return row;
}

export async function createPage(db: Db, overrides: Partial<typeof pages.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(pages)
    .values({
      title: tr(`Halaman ${n}`, `Page ${n}`, `Halaman ${n}`),
      body: tr("<p>Isi</p>", "<p>Body</p>"),
      ...overrides,
    })
    .returning();
  return row;
}
