import { beforeAll, describe, expect, it } from "vitest";
import { settings } from "#db/schema";
import { createBooking, createPage, createUser } from "#test/factories";
import { appWithSessionsPerFile } from "#test/setup/sessions";

const { t, admin, customer } = appWithSessionsPerFile();
let termsId: number;

beforeAll(async () => {
  termsId = (await createPage(t.db, { group: "footer" })).id;
});

const XSS = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">a</a>',
  '<a href="jav&#x61;script:alert(1)">b</a>',
  '<svg onload="alert(1)"></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p onmouseover="alert(1)">c</p>',
];
const UNSAFE = /<script|<svg|<iframe|<img|\son\w+\s*=|javascript:/i;
const about = (lang: string) => `<h2>Tentang ${lang}</h2>${XSS.join("")}<p><em>ok</em></p>`;

const valid = () => ({
  name: `<b>Amanah & "Co"</b>`,
  logo_url: "/uploads/logo-1.webp",
  description: { id: "Deskripsi", en: "Description" },
  address: { id: "Alamat", my: "Alamat MY" },
  about: { id: about("id"), en: about("en"), my: about("my") },
  phone: "+62 21 555",
  email: "Info@Amanah.example",
  facebook_url: "https://facebook.com/amanah",
  instagram_url: null,
  tiktok_url: null,
  youtube_url: null,
  whatsapp: "+62 812-3456-7890",
  embed_map: '<iframe src="https://www.google.com/maps/embed?pb=1" width="600"></iframe>',
  currency: "MYR",
  booking_expiry_hours: 24,
  terms_page_id: termsId,
});

const put = (payload: unknown, headers = admin, url = "/api/setting") =>
  t.app.inject({ method: "PUT", url, payload: payload as never, headers });

describe("setting edit and update", () => {
  it("is admin only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/setting/edit" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/setting/edit", headers: customer })).statusCode).toBe(403);
    expect((await put(valid(), {})).statusCode).toBe(401);
    expect((await put(valid(), customer)).statusCode).toBe(403);
  });

  it("answers defaults before the first save", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/setting/edit", headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: "", about: { id: "" }, currency: "IDR", terms_page_id: null });
  });

  it("saves every field, sanitises the about text per language, normalises inputs", async () => {
    const res = await put(valid(), admin, "/api/setting?lang=en");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Changes saved.");
    const data = res.json().data;
    expect(data).toMatchObject({
      name: `<b>Amanah & "Co"</b>`,
      logo_url: "/uploads/logo-1.webp",
      description: { id: "Deskripsi", en: "Description" },
      address: { id: "Alamat", my: "Alamat MY" },
      email: "info@amanah.example",
      whatsapp: "6281234567890",
      embed_map: "https://www.google.com/maps/embed?pb=1",
      currency: "MYR",
      booking_expiry_hours: 24,
      terms_page_id: termsId,
    });
    const [row] = await t.db.select().from(settings);
    for (const lang of ["id", "en", "my"] as const) {
      expect(row.about?.[lang], lang).not.toMatch(UNSAFE);
      expect(row.about?.[lang]).toContain(`<h2>Tentang ${lang}</h2>`);
      expect(row.about?.[lang]).toContain("<em>ok</em>");
    }
    expect((await t.app.inject({ method: "GET", url: "/api/setting/edit", headers: admin })).json().data).toEqual(data);
    const pub = (await t.app.inject({ method: "GET", url: "/api/setting?lang=my" })).json().setting;
    expect(pub).toMatchObject({ name: `<b>Amanah & "Co"</b>`, address: "Alamat MY", description: "Deskripsi" });
    expect(pub.about).toContain("<h2>Tentang my</h2>");
  });

  it("refuses an unknown terms page, translated", async () => {
    const res = await put({ ...valid(), terms_page_id: 999999 }, admin, "/api/setting?lang=my");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ terms_page_id: ["Halaman yang dipilih tidak wujud."] });
    const en = await put({ ...valid(), terms_page_id: 999999 }, admin, "/api/setting?lang=en");
    expect(en.json().errors).toEqual({ terms_page_id: ["The chosen page does not exist."] });
  });

  it("validates the formats with translated messages", async () => {
    const res = await put(
      {
        ...valid(),
        name: "",
        logo_url: "https://evil.example/logo.png",
        whatsapp: "abc",
        embed_map: "https://evil.example/map",
        facebook_url: "javascript:alert(1)",
        currency: "USD",
      },
      admin,
      "/api/setting?lang=en",
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual([
      "currency",
      "embed_map",
      "facebook_url",
      "logo_url",
      "name",
      "whatsapp",
    ]);
    expect(errors.logo_url).toEqual(["Upload the logo image."]);
    expect(errors.whatsapp).toEqual(["Enter the WhatsApp number with its country code, e.g. 6281234567890."]);
    expect(errors.embed_map).toEqual(["Paste a Google Maps or OpenStreetMap embed link or its <iframe> code."]);
    const id = await put({ ...valid(), logo_url: "x" }, admin, "/api/setting?lang=id");
    expect(id.json().message).toBe("Data yang diberikan tidak valid.");
  });

  it("clears optional fields", async () => {
    const res = await put({
      ...valid(),
      logo_url: null,
      email: null,
      whatsapp: "",
      embed_map: "",
      terms_page_id: null,
      about: undefined,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      logo_url: null,
      email: null,
      whatsapp: null,
      embed_map: null,
      terms_page_id: null,
      about: { id: "" },
    });
  });
});

// The agency's licences, printed on receipts and invoices (docs/product.md §Receipts).
describe("the agency's licences", () => {
  const licences = {
    ppiu_licence: "  U.123   Tahun 2020 ",
    ppiu_licence_date: "2020-03-12",
    business_number: "9120001234567",
    kpk_licence: "KPK/LN-1234",
  };
  const saved = {
    ppiu_licence: "U.123 Tahun 2020",
    ppiu_licence_date: "2020-03-12",
    business_number: "9120001234567",
    kpk_licence: "KPK/LN-1234",
  };
  const pub = async () => (await t.app.inject({ method: "GET", url: "/api/setting" })).json().setting;
  const edit = async () =>
    (await t.app.inject({ method: "GET", url: "/api/setting/edit", headers: admin })).json().data;

  // The refresh of the public settings' read model by a save: catalog/.server/read-models.api.test.ts.
  it("are saved trimmed, read back by the form and by the public settings", async () => {
    expect(await pub()).toMatchObject({ ppiu_licence: null, business_number: null });
    const res = await put({ ...valid(), ...licences });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(saved);
    expect(await edit()).toMatchObject(saved);
    expect(await pub()).toMatchObject(saved);
    const [row] = await t.db.select().from(settings);
    expect(row).toMatchObject({
      ppiuLicence: "U.123 Tahun 2020",
      ppiuLicenceDate: "2020-03-12",
      kpkLicence: "KPK/LN-1234",
    });
  });

  it("are kept by a save that does not send them, and cleared by empty values", async () => {
    expect((await put(valid())).statusCode).toBe(200);
    expect(await edit()).toMatchObject(saved);
    const res = await put({
      ...valid(),
      ppiu_licence: "",
      ppiu_licence_date: "",
      business_number: null,
      kpk_licence: "   ",
    });
    expect(res.statusCode, res.body).toBe(200);
    const cleared = { ppiu_licence: null, ppiu_licence_date: null, business_number: null, kpk_licence: null };
    expect(res.json().data).toMatchObject(cleared);
    expect(await pub()).toMatchObject(cleared);
  });

  it("refuses bad values with translated 422s and changes nothing", async () => {
    await put({ ...valid(), ...licences });
    const bad = {
      ...valid(),
      ppiu_licence: "<b>123</b>",
      ppiu_licence_date: "2020-02-30",
      business_number: "9".repeat(61),
      kpk_licence: "KPK/LN-1234; drop",
    };
    const res = await put(bad, admin, "/api/setting?lang=en");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      ppiu_licence: ["Use only letters, digits, spaces and / . -"],
      ppiu_licence_date: ["Enter a valid date."],
      business_number: ["Must be at most 60 characters."],
      kpk_licence: ["Use only letters, digits, spaces and / . -"],
    });
    const id = await put({ ...valid(), kpk_licence: "-1234" }, admin, "/api/setting?lang=id");
    expect(id.statusCode).toBe(422);
    expect(id.json().errors).toEqual({ kpk_licence: ["Hanya huruf, angka, spasi, dan / . -"] });
    const my = await put({ ...valid(), ppiu_licence_date: "12/03/2020" }, admin, "/api/setting?lang=my");
    expect(my.json().errors).toEqual({ ppiu_licence_date: ["Masukkan tarikh yang sah."] });
    expect(await edit()).toMatchObject(saved);
  });
});

// Stored amounts are integers in the site currency: a new currency would relabel them, not convert
// them (docs/decisions/015-currency-locked-by-bookings.md).
describe("currency change", () => {
  const edit = async () =>
    (await t.app.inject({ method: "GET", url: "/api/setting/edit", headers: admin })).json().data;

  it("is accepted while no booking exists", async () => {
    const res = await put({ ...valid(), currency: "SGD" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.currency).toBe("SGD");
    expect((await edit()).currency).toBe("SGD");
  });

  it("is refused with a translated 409 once a booking exists, and changes nothing", async () => {
    const owner = await createUser(t.db);
    await createBooking(t.db, owner.id, { currency: "SGD", status: "canceled" });
    const before = await edit();
    const messages = {
      id: "Sudah ada pemesanan, jadi mata uang tidak dapat diubah lagi: nominalnya akan tampil dalam mata uang baru tanpa dikonversi.",
      en: "Bookings exist, so the currency can no longer be changed: their amounts would be shown in the new currency without being converted.",
      my: "Tempahan sudah wujud, jadi mata wang tidak boleh ditukar lagi: amaunnya akan dipaparkan dalam mata wang baharu tanpa ditukar nilainya.",
    };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await put({ ...valid(), name: "Renamed", currency: "IDR" }, admin, `/api/setting?lang=${lang}`);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(message);
    }
    expect(await edit()).toEqual(before);
  });

  it("still saves the other settings in the same currency once bookings exist", async () => {
    const res = await put({ ...valid(), name: "Renamed", currency: "SGD" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: "Renamed", currency: "SGD" });
  });
});
