/**
 * XSS corpus against the API (issue 7): every payload of xss-corpus.ts in every field of content
 * the public sees, in the three languages, written the way the panel writes them. Rich text
 * (package descriptions, pages, FAQ answers, the about text) must come back sanitised: only the
 * allowlisted tags, no handlers, no script URLs. Plain text (every other field) must come back
 * exactly as written: it is text, escaped by the pages that show it, never HTML to clean up
 * (test/e2e/xss.spec.ts checks that the rendered pages treat it so).
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSetting, createUser } from "#test/factories";
import { bearer, checkoutBody, guest, postBooking } from "#test/factories/booking";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";
import { richCorpus, richTextProblems, XSS_PAYLOADS } from "./xss-corpus";
import { PASSPORT_NAME } from "#app/modules/booking/booking.contract";

type Lang = "id" | "en" | "my";
const LANGS: Lang[] = ["id", "en", "my"];
type Json = Record<string, unknown>;

let t: TestApp;
let admin: string;
let customer: string;
let imageId: string;

/** The text of one language: the payload with its language, so a fallback to `id` would show. */
const tr = (p: string) => ({ id: `${p} [id]`, en: `${p} [en]`, my: `${p} [my]` });
/** Fields have length limits; a payload longer than one is a 422, not a case of this test. */
const fits = (p: string, max: number) => `${p} [id]`.length <= max;

async function api(method: string, url: string, payload?: unknown, token = admin) {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: token ? bearer(token) : {},
    payload: payload as Json,
  });
  return res;
}
async function write(method: string, url: string, payload: unknown, token = admin) {
  const res = await api(method, url, payload, token);
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  return res.json().data;
}
const read = async (url: string, lang: Lang, token?: string) => {
  const res = await api("GET", `${url}${url.includes("?") ? "&" : "?"}lang=${lang}`, undefined, token ?? "");
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db);
  const a = await createUser(t.db, { role: "admin", password: "Admin12345" });
  const c = await createUser(t.db, { role: "customer", password: "Cust12345" });
  admin = await loginAs(t.app, a.username, "Admin12345");
  customer = await loginAs(t.app, c.username, "Cust12345");
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#08f" } })
    .png()
    .toBuffer();
  const boundary = `----x${randomUUID()}`;
  const up = await t.app.inject({
    method: "POST",
    url: "/api/upload?purpose=image",
    headers: { ...bearer(admin), "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  imageId = up.json().data.id;
});
afterAll(async () => t?.close());

describe("rich text is sanitised on the server", () => {
  it("the corpus itself is caught by the checker (so a pass means something)", () => {
    expect(richTextProblems(richCorpus("raw")).length).toBeGreaterThan(XSS_PAYLOADS.length / 2);
    expect(richTextProblems('<p>ok <a href="/tour?x=1" target="_blank" rel="noopener noreferrer">t</a></p>')).toEqual(
      [],
    );
  });

  it("package description, page body, FAQ answer and the about text, in every language", async () => {
    const body = { id: richCorpus("id"), en: richCorpus("en"), my: richCorpus("my") };
    const tour = await write("POST", "/api/tour", {
      code: "XSS-RICH",
      slug: "xss-rich",
      name: { id: "Paket kaya", en: "Rich package", my: "Pakej kaya" },
      description: body,
      base_price: 1_000_000,
      default_capacity: 10,
      status: "published",
    });
    const page = await write("POST", "/api/page", {
      langs: {
        id: { title: "Halaman", body: body.id },
        en: { title: "Page", body: body.en },
        my: { title: "Halaman", body: body.my },
      },
      group: "branch",
    });
    const faq = await write("POST", "/api/faq", { question: tr("Q"), answer: body });
    const edit = (await api("GET", "/api/setting/edit")).json().data;
    await write("PUT", "/api/setting", { ...edit, email: edit.email, about: body, booking_expiry_hours: 24 });

    for (const lang of LANGS) {
      const served = {
        tour: (await read(`/api/tour/${tour.id}`, lang)).data.description as string,
        page: (await read(`/api/page/${page.id}`, lang)).data.body as string,
        faq: (await read("/api/faq?limit=-1", lang)).data.find((f: { id: number }) => f.id === faq.id).answer as string,
        about: (await read("/api/setting", lang)).setting.about as string,
      };
      for (const [where, html] of Object.entries(served)) {
        expect(richTextProblems(html), `${where} ${lang}`).toEqual([]);
        // Each language keeps its own text: no fallback to another language hid the payload.
        expect(html, `${where} ${lang}`).toContain(`${lang} 0:`);
      }
      // Text that only looks like markup stays text, escaped once more.
      expect(served.tour).toMatch(/&lt;script&gt;alert\((&quot;|")xss35/);
    }
  });

  it("keeps a safe link and forces noopener on new-tab links", async () => {
    const faq = await write("POST", "/api/faq", {
      question: tr("Links"),
      answer: {
        id: '<p><a href="https://www.example.com/a" target="_blank">web</a> <a href="/tour?category_id=1">site</a> <a href="mailto:x@example.com">mail</a></p>',
      },
    });
    const answer = (await read("/api/faq?limit=-1", "id")).data.find((f: { id: number }) => f.id === faq.id).answer;
    expect(answer).toBe(
      '<p><a href="https://www.example.com/a" target="_blank" rel="noopener noreferrer">web</a> <a href="/tour?category_id=1">site</a> <a href="mailto:x@example.com">mail</a></p>',
    );
  });
});

describe("plain text comes back exactly as written, as text", () => {
  it("catalogue: category, destination, extras, package name, itinerary and facilities", async () => {
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const category = fits(p, 100)
        ? await write("POST", "/api/category", { name: tr(p), slug: `xss-cat-${i}` })
        : null;
      const destination = fits(p, 100)
        ? await write("POST", "/api/destination", { name: tr(p), description: tr(p), slug: `xss-dest-${i}` })
        : null;
      const attribute = fits(p, 100)
        ? await write("POST", "/api/attribute", { name: tr(p), choice_rule: "single" })
        : null;
      if (attribute)
        await write("POST", `/api/attribute/${attribute.id}/detail`, { name: tr(p), price: 1000, per: "pax" });
      const tour = await write("POST", "/api/tour", {
        code: `XSS-${i}`,
        slug: `xss-tour-${i}`,
        name: tr(p),
        description: tr(p),
        category_ids: category ? [category.id] : [],
        destination_id: destination?.id ?? null,
        attribute_ids: attribute ? [attribute.id] : [],
        base_price: 1_000_000,
        default_capacity: 10,
        status: "published",
        itinerary: [{ title: tr(p), description: tr(p) }],
        facilities: [{ name: tr(p), included: true }],
      });
      for (const lang of LANGS) {
        const want = `${p} [${lang}]`;
        const d = (await read(`/api/tour/${tour.id}`, lang)).data;
        expect(d.name, `tour name ${i} ${lang}`).toBe(want);
        expect(d.itinerary[0], `itinerary ${i} ${lang}`).toMatchObject({ title: want, description: want });
        expect(d.facilities[0].name, `facility ${i} ${lang}`).toBe(want);
        expect(richTextProblems(d.description), `description ${i} ${lang}`).toEqual([]);
        if (category) expect(d.categories[0].name, `category ${i} ${lang}`).toBe(want);
        if (destination) expect(d.destination.name, `destination ${i} ${lang}`).toBe(want);
        if (attribute) {
          expect(d.extras[0].name, `attribute ${i} ${lang}`).toBe(want);
          expect(d.extras[0].details[0].name, `detail ${i} ${lang}`).toBe(want);
        }
      }
      if (destination) {
        const d = (await read(`/api/destination/${destination.id}`, "my")).data;
        expect(d).toMatchObject({ name: `${p} [my]`, description: `${p} [my]` });
      }
    }
  }, 120_000);

  it("content: page title and address, FAQ question, testimony, slider, photo, video, partner, bank", async () => {
    const made: Record<string, { id: number; p: string }[]> = {};
    const add = (kind: string, id: number, p: string) => {
      made[kind] ??= [];
      made[kind].push({ id, p });
    };
    for (const p of XSS_PAYLOADS) {
      const page = await write("POST", "/api/page", {
        langs: { id: { title: `${p} [id]` }, en: { title: `${p} [en]` }, my: { title: `${p} [my]` } },
        group: "branch",
        address: p,
      });
      add("page", page.id, p);
      add("faq", (await write("POST", "/api/faq", { question: tr(p), answer: tr("ok") })).id, p);
      add("testimony", (await write("POST", "/api/testimony", { name: p, text: tr(p), rating: 5 })).id, p);
      add("slider", (await write("POST", "/api/slider", { image_id: imageId, title: tr(p), caption: tr(p) })).id, p);
      add("photo", (await write("POST", "/api/gallery", { image_id: imageId, caption: tr(p) })).id, p);
      add("video", (await write("POST", "/api/gallery/video", { video_id: "dQw4w9WgXcQ", title: tr(p) })).id, p);
      add("partner", (await write("POST", "/api/partner", { name: p })).id, p);
      if (fits(p, 100))
        add(
          "bank",
          (await write("POST", "/api/bank", { bank_name: p, account_number: "1234567890", account_holder: p })).id,
          p,
        );
    }
    for (const lang of LANGS) {
      const want = (p: string) => `${p} [${lang}]`;
      for (const { id, p } of made.page) {
        const d = (await read(`/api/page/${id}`, lang)).data;
        expect(d.title).toBe(want(p));
        expect(d.address).toBe(p);
      }
      const lists: [string, string, (row: Json, p: string) => void][] = [
        ["faq", "/api/faq", (r, p) => expect(r.question).toBe(want(p))],
        ["testimony", "/api/testimony", (r, p) => expect(r).toMatchObject({ name: p, text: want(p) })],
        ["slider", "/api/slider", (r, p) => expect(r).toMatchObject({ title: want(p), caption: want(p) })],
        ["photo", "/api/gallery", (r, p) => expect(r.caption).toBe(want(p))],
        ["video", "/api/gallery/video", (r, p) => expect(r.title).toBe(want(p))],
        ["partner", "/api/partner", (r, p) => expect(r.name).toBe(p)],
        ["bank", "/api/bank", (r, p) => expect(r).toMatchObject({ bank_name: p, account_holder: p })],
      ];
      for (const [kind, url, check] of lists) {
        const rows = (await read(`${url}?limit=-1`, lang)).data as Json[];
        for (const { id, p } of made[kind]) {
          const row = rows.find((r) => r.id === id);
          expect(row, `${kind} ${id} ${lang}`).toBeDefined();
          check(row as Json, p);
        }
      }
    }
  }, 120_000);

  it("site settings: name, description and address", async () => {
    const edit = (await api("GET", "/api/setting/edit")).json().data;
    for (const p of XSS_PAYLOADS) {
      await write("PUT", "/api/setting", {
        ...edit,
        name: p,
        description: tr(p),
        address: tr(p),
        about: tr("<p>ok</p>"),
      });
      for (const lang of LANGS) {
        const s = (await read("/api/setting", lang)).setting;
        expect(s).toMatchObject({ name: p, description: `${p} [${lang}]`, address: `${p} [${lang}]` });
      }
    }
  }, 60_000);

  it("a customer's words: register and profile name, booking name, guests, special request, payer", async () => {
    const pkg = await write("POST", "/api/tour", {
      code: "XSS-BOOK",
      slug: "xss-book",
      name: tr("Umrah"),
      base_price: 1_000_000,
      default_capacity: 200,
      status: "published",
    });
    const start = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 99 * 86_400_000).toISOString().slice(0, 10);
    const time = await write("POST", `/api/tour/${pkg.id}/time`, { start_date: start, end_date: end });
    const me = (await api("GET", "/api/me", undefined, customer)).json().data;
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      if (!fits(p, 100)) continue;
      const profile = await api(
        "PUT",
        "/api/profile",
        { name: p, email: me.email, username: me.username, address: p },
        customer,
      );
      expect(profile.statusCode, profile.body).toBe(200);
      expect((await api("GET", "/api/me", undefined, customer)).json().data).toMatchObject({ name: p, address: p });

      const res = await postBooking(
        t.app,
        customer,
        checkoutBody(pkg.id, time.id, {
          booking_name: p,
          special_request: p,
          guests: [guest({ full_name: "Tamu Aman", birth_place: p, job: p, heir_name: p, address: p, company: p })],
        }),
      );
      expect(res.statusCode, `${i}: ${res.body.slice(0, 200)}`).toBe(201);
      // A guest's name is written as in the passport: markup is refused there (decision 062).
      const asName = await postBooking(
        t.app,
        customer,
        checkoutBody(pkg.id, time.id, { guests: [guest({ full_name: p })] }),
      );
      expect(asName.statusCode, `${i}: ${asName.body.slice(0, 200)}`).toBe(PASSPORT_NAME.test(p.trim()) ? 201 : 422);
      const id = res.json().data.id;
      for (const token of [customer, admin]) {
        const b = (await api("GET", `/api/booking/${id}`, undefined, token)).json().data;
        expect(b).toMatchObject({ booking_name: p, special_request: p, customer: { name: p } });
        expect(b.guests[0]).toMatchObject({
          birth_place: p,
          job: p,
          heir_name: p,
          address: p,
          company: p,
        });
      }
    }
    const list = (await api("GET", "/api/booking?limit=-1", undefined, admin)).json().data as Json[];
    for (const p of XSS_PAYLOADS.filter((x) => fits(x, 100))) expect(list.some((b) => b.booking_name === p)).toBe(true);
  }, 120_000);
});
