import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { faqs, pages } from "#db/schema";
import {
  createFaq,
  createFileRecord,
  createPage,
  createPartner,
  createPhoto,
  createSlider,
  createTestimony,
  createVideo,
  tr,
} from "#test/factories";
import { withTestApp } from "#test/setup/app";
import { adminOnlyCheck, apiCaller, appWithSessionsPerFile, signInAdmin } from "#test/setup/sessions";

const { t, admin, customer } = appWithSessionsPerFile();
let image: string;
let privateFile: string;

beforeAll(async () => {
  image = (await createFileRecord(t.db)).id;
  privateFile = (await createFileRecord(t.db, { visibility: "private", mime: "application/pdf" })).id;
});

const call = apiCaller(() => ({ t, headers: admin }));

/** Markup that must never survive in stored rich text. */
const XSS = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">a</a>',
  '<a href="JaVaScRiPt:alert(1)">b</a>',
  '<a href="jav&#x61;script:alert(1)">c</a>',
  '<a href="&#106;avascript:alert(1)">d</a>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<iframe src="https://evil.example/x"></iframe>',
  '<p onclick="alert(1)" style="color:red">e</p>',
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<object data="javascript:alert(1)"></object>',
];
const UNSAFE = /<script|<svg|<iframe|<img|<math|<object|<style|\son\w+\s*=|javascript:|style=/i;
const xssBody = (lang: string) => `<p>Halo ${lang}</p>${XSS.join("")}<p><strong>ok</strong></p>`;
const PLAIN = `<b>Tom & "Jerry"</b> <script>x</script>`;

/** Admin-only: 401 without a session, 403 for a customer. */
const expectAdminOnly = adminOnlyCheck(call, () => customer);

/** POST `path` (with `query`, English unless told) after checking that only an admin may: 200 and its answer. */
async function adminCreates(path: string, body: unknown, query = "?lang=en") {
  await expectAdminOnly("POST", path, body);
  const res = await call("POST", `${path}${query}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("pages", () => {
  it("creates, reads publicly in each language with fallback, edits, updates, deletes", async () => {
    const body = {
      langs: {
        id: { title: "Kantor Bandung", body: "<p>Isi</p>" },
        en: { title: "Bandung Office", body: "" },
        my: { title: "", body: "<p>Kandungan</p>" },
      },
      group: "branch",
      address: "Jl. Asia Afrika 1",
      phone: "+62 22 123",
      embed_map: '<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;x=1" width="600"></iframe>',
      sort_order: 3,
    };
    const created = await adminCreates("/api/page", body);
    expect(created.message).toBe("Created successfully.");
    expect(created.data).toMatchObject({
      title: "Bandung Office",
      body: "<p>Isi</p>",
      group: "branch",
      address: "Jl. Asia Afrika 1",
      embed_map: "https://www.google.com/maps/embed?pb=!1m18&x=1",
      langs: [
        { lang: "id", title: "Kantor Bandung" },
        { lang: "en", title: "Bandung Office" },
        { lang: "my", title: "Kantor Bandung" },
      ],
    });
    const id = created.data.id;
    const my = (await call("GET", `/api/page/${id}?lang=my`, undefined, {})).json().data;
    expect(my).toMatchObject({ title: "Kantor Bandung", body: "<p>Kandungan</p>" });
    const en = (await call("GET", `/api/page/${id}?lang=en`, undefined, {})).json().data;
    expect(en).toMatchObject({ title: "Bandung Office", body: "<p>Isi</p>" });
    const edit = await call("GET", `/api/page/${id}/edit`);
    // The stored body as sent, but for the map: its iframe is kept as the embed URL alone.
    expect(edit.json().data).toEqual({ ...body, id, embed_map: "https://www.google.com/maps/embed?pb=!1m18&x=1" });
    await expectAdminOnly("GET", `/api/page/${id}/edit`);
    await expectAdminOnly("PUT", `/api/page/${id}`, body);
    const up = await call("PUT", `/api/page/${id}?lang=my`, { langs: { id: { title: "Baru" } } });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({
      message: "Perubahan berjaya disimpan.",
      data: { title: "Baru", body: "", group: "none", embed_map: null },
    });
    await expectAdminOnly("DELETE", `/api/page/${id}`);
    expect((await call("DELETE", `/api/page/${id}?lang=en`)).json()).toEqual({ message: "Deleted successfully." });
    expect((await call("GET", `/api/page/${id}`, undefined, {})).statusCode).toBe(404);
    expect((await call("PUT", `/api/page/${id}`, { langs: { id: { title: "X" } } })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/page/${id}`)).statusCode).toBe(404);
  });

  it("any group is public on GET /page/:id; unknown is 404", async () => {
    const none = await createPage(t.db, { group: "none", title: tr("Tentang", "About") });
    expect((await call("GET", `/api/page/${none.id}?lang=en`, undefined, {})).json().data.title).toBe("About");
    expect((await call("GET", "/api/page/999999", undefined, {})).statusCode).toBe(404);
  });

  it("lists for admins with group filter and search", async () => {
    const a = await createPage(t.db, { group: "footer", title: tr("Syarat Unik", "Unique Terms") });
    const b = await createPage(t.db, { group: "branch", title: tr("Cabang Unik", "Unique Branch") });
    await expectAdminOnly("GET", "/api/page");
    const all = (await call("GET", "/api/page?search=unik&limit=-1")).json();
    expect(all.data.map((p: { id: number }) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(all.meta).toMatchObject({ total: 2 });
    const footer = (await call("GET", "/api/page?search=UNIQUE&group=footer&lang=en")).json();
    expect(footer.data).toEqual([{ id: a.id, title: "Unique Terms", group: "footer", langs: expect.any(Array) }]);
  });

  it("sanitises bodies in every language; titles are stored as typed", async () => {
    const res = await call("POST", "/api/page", {
      langs: {
        id: { title: PLAIN, body: xssBody("id") },
        en: { title: PLAIN, body: xssBody("en") },
        my: { title: PLAIN, body: xssBody("my") },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(pages).where(eq(pages.id, res.json().data.id));
    for (const lang of ["id", "en", "my"] as const) {
      const stored = row.body?.[lang] ?? "";
      expect(stored, lang).not.toMatch(UNSAFE);
      expect(stored).toContain(`<p>Halo ${lang}</p>`);
      expect(stored).toContain("<strong>ok</strong>");
      expect(row.title[lang]).toBe(PLAIN);
    }
  });

  it("refuses a map of another host or another tag, translated", async () => {
    for (const embed_map of [
      "https://evil.example/maps",
      '<iframe src="https://maps.google.com.evil.example/x"></iframe>',
      "<script>alert(1)</script>",
      "javascript:alert(1)",
    ]) {
      const res = await call("POST", "/api/page?lang=en", { langs: { id: { title: "X" } }, embed_map });
      expect(res.statusCode, embed_map).toBe(422);
      expect(res.json().errors).toEqual({
        embed_map: ["Paste a Google Maps or OpenStreetMap embed link or its <iframe> code."],
      });
    }
    const ok = await call("POST", "/api/page", {
      langs: { id: { title: "X" } },
      embed_map: "https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4",
    });
    expect(ok.json().data.embed_map).toBe("https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4");
  });

  it("validates with translated messages", async () => {
    const res = await call("POST", "/api/page?lang=id", { langs: { id: { title: "" } }, group: "header" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Data yang diberikan tidak valid.");
    expect(Object.keys(res.json().errors).sort()).toEqual(["group", "langs.id.title"]);
  });
});

describe("FAQ", () => {
  it("lists publicly in sort order with fallback, searches, pages", async () => {
    await withTestApp(async (local) => {
      const second = await createFaq(local.db, {
        sortOrder: 2,
        question: tr("Visa?", "Visa?"),
        answer: tr("<p>Ya</p>", "<p>Yes</p>"),
      });
      const first = await createFaq(local.db, { sortOrder: 1, question: tr("Paspor?", "", "Pasport?") });
      const res = await local.app.inject({ method: "GET", url: "/api/faq?lang=my" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [
          { id: first.id, question: "Pasport?", answer: "<p>Jawapan</p>", sort_order: 1 },
          { id: second.id, question: "Visa?", answer: "<p>Ya</p>", sort_order: 2 },
        ],
        meta: { page: 1, limit: 15, total: 2, last_page: 1 },
      });
      const en = (await local.app.inject({ method: "GET", url: "/api/faq?lang=en" })).json().data;
      expect(en[0].question).toBe("Paspor?");
      expect(en[1].answer).toBe("<p>Yes</p>");
      const found = (await local.app.inject({ method: "GET", url: "/api/faq?search=yes" })).json();
      expect(found.data.map((f: { id: number }) => f.id)).toEqual([second.id]);
      const paged = (await local.app.inject({ method: "GET", url: "/api/faq?limit=1&page=2" })).json();
      expect(paged.data.map((f: { id: number }) => f.id)).toEqual([second.id]);
      expect(paged.meta).toEqual({ page: 2, limit: 1, total: 2, last_page: 2 });
    });
  });

  it("creates (answers sanitised per language, questions as typed), edits, updates, deletes", async () => {
    const body = {
      question: { id: PLAIN, en: PLAIN, my: PLAIN },
      answer: { id: xssBody("id"), en: xssBody("en"), my: xssBody("my") },
      sort_order: 4,
    };
    const created = await adminCreates("/api/faq", body);
    expect(created.message).toBe("Created successfully.");
    const id = created.data.id;
    const [row] = await t.db.select().from(faqs).where(eq(faqs.id, id));
    for (const lang of ["id", "en", "my"] as const) {
      expect(row.answer[lang]).not.toMatch(UNSAFE);
      expect(row.answer[lang]).toContain(`<p>Halo ${lang}</p>`);
      expect(row.question[lang]).toBe(PLAIN);
    }
    const edit = await call("GET", `/api/faq/${id}/edit`);
    expect(edit.json().data).toMatchObject({ id, question: { id: PLAIN, en: PLAIN, my: PLAIN }, sort_order: 4 });
    await expectAdminOnly("GET", `/api/faq/${id}/edit`);
    await expectAdminOnly("PUT", `/api/faq/${id}`, body);
    const up = await call("PUT", `/api/faq/${id}?lang=en`, { question: { id: "T" }, answer: { id: "<p>J</p>" } });
    expect(up.json()).toEqual({
      message: "Changes saved.",
      data: { id, question: "T", answer: "<p>J</p>", sort_order: 0 },
    });
    await expectAdminOnly("DELETE", `/api/faq/${id}`);
    expect((await call("DELETE", `/api/faq/${id}?lang=id`)).json()).toEqual({ message: "Berhasil dihapus." });
    expect((await call("GET", `/api/faq/${id}/edit`)).statusCode).toBe(404);
  });

  it("validates with translated messages", async () => {
    const res = await call("POST", "/api/faq?lang=en", { question: { id: "" }, answer: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("The given data was invalid.");
    expect(Object.keys(res.json().errors).sort()).toEqual(["answer.id", "question.id"]);
  });
});

describe("gallery photos", () => {
  it("lists publicly with images and caption fallback", async () => {
    const p = await createPhoto(t.db, { caption: tr("Ka'bah", "Kaaba"), sortOrder: -1 });
    const res = await call("GET", "/api/gallery?lang=my&limit=-1", undefined, {});
    expect(res.statusCode).toBe(200);
    const item = res.json().data.find((x: { id: number }) => x.id === p.id);
    expect(item).toEqual({
      id: p.id,
      image: expect.objectContaining({ id: p.fileId, url: expect.any(String) }),
      caption: "Ka'bah",
      sort_order: -1,
    });
    const en = (await call("GET", "/api/gallery?lang=en&limit=-1", undefined, {})).json().data;
    expect(en.find((x: { id: number }) => x.id === p.id).caption).toBe("Kaaba");
  });

  it("creates with a public image only, edits, updates, deletes", async () => {
    const body = { image_id: image, caption: { id: PLAIN, en: "Caption" }, sort_order: 2 };
    const { data } = await adminCreates("/api/gallery", body);
    expect(data).toMatchObject({ image: { id: image }, caption: "Caption", sort_order: 2 });
    const id = data.id;
    expect((await call("GET", `/api/gallery/${id}/edit`)).json().data).toMatchObject({
      id,
      image_id: image,
      caption: { id: PLAIN, en: "Caption" },
    });
    for (const image_id of [privateFile, "00000000-0000-4000-8000-000000000000"]) {
      const bad = await call("PUT", `/api/gallery/${id}?lang=en`, { image_id });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ image_id: ["One of the chosen images does not exist."] });
    }
    const notUuid = await call("POST", "/api/gallery", { image_id: "x" });
    expect(Object.keys(notUuid.json().errors)).toEqual(["image_id"]);
    await expectAdminOnly("PUT", `/api/gallery/${id}`, body);
    expect((await call("PUT", `/api/gallery/${id}`, { image_id: image })).json().data.caption).toBe("");
    await expectAdminOnly("DELETE", `/api/gallery/${id}`);
    expect((await call("DELETE", `/api/gallery/${id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/gallery/${id}`)).statusCode).toBe(404);
  });
});

describe("gallery videos", () => {
  it("accepts a YouTube URL or id and answers the thumbnail", async () => {
    for (const [video_id, expected] of [
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10", "dQw4w9WgXcQ"],
      ["https://youtu.be/abcdefghijk", "abcdefghijk"],
      ["https://www.youtube.com/shorts/A_b-C_d-E_f", "A_b-C_d-E_f"],
      ["ZZZZZZZZZZZ", "ZZZZZZZZZZZ"],
    ]) {
      const res = await call("POST", "/api/gallery/video?lang=en", { video_id, title: { id: "Manasik", en: "Rites" } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        id: expect.any(Number),
        provider: "youtube",
        video_id: expected,
        title: "Rites",
        thumbnail_url: `https://i.ytimg.com/vi/${expected}/hqdefault.jpg`,
        sort_order: 0,
      });
    }
  });

  it("refuses anything else, translated", async () => {
    for (const video_id of ["https://evil.example/video", "<iframe src=x>", "short"]) {
      const res = await call("POST", "/api/gallery/video?lang=en", { video_id, title: { id: "X" } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ video_id: ["Paste a YouTube link or its 11-character video id."] });
    }
  });

  it("lists publicly with fallback, edits, updates, deletes (admin only)", async () => {
    const v = await createVideo(t.db, { title: tr("Judul", "Title"), sortOrder: -5 });
    const my = (await call("GET", "/api/gallery/video?lang=my&limit=-1", undefined, {})).json().data;
    expect(my[0]).toMatchObject({ id: v.id, title: "Judul", video_id: "dQw4w9WgXcQ" });
    await expectAdminOnly("GET", `/api/gallery/video/${v.id}/edit`);
    expect((await call("GET", `/api/gallery/video/${v.id}/edit`)).json().data).toEqual({
      id: v.id,
      video_id: "dQw4w9WgXcQ",
      title: { id: "Judul", en: "Title" },
      sort_order: -5,
    });
    const body = { video_id: "https://youtu.be/00000000000", title: { id: "Baru" } };
    await expectAdminOnly("PUT", `/api/gallery/video/${v.id}`, body);
    expect((await call("PUT", `/api/gallery/video/${v.id}`, body)).json().data.video_id).toBe("00000000000");
    await expectAdminOnly("DELETE", `/api/gallery/video/${v.id}`);
    expect((await call("DELETE", `/api/gallery/video/${v.id}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/gallery/video/${v.id}/edit`)).statusCode).toBe(404);
  });
});

describe("slider", () => {
  it("shows visitors active slides in sort order; admins may ask all", async () => {
    await withTestApp(async (local) => {
      const auth = (await signInAdmin(local)).headers;
      const s2 = await createSlider(local.db, { sortOrder: 2, title: tr("Dua", "Two") });
      const s1 = await createSlider(local.db, { sortOrder: 1, title: tr("Satu", "", "Satu MY"), caption: null });
      const off = await createSlider(local.db, { sortOrder: 0, active: false });
      const get = (url: string, headers = {}) => local.app.inject({ method: "GET", url, headers });
      const pub = (await get("/api/slider?lang=en&all=true")).json();
      expect(pub.data.map((s: { id: number }) => s.id)).toEqual([s1.id, s2.id]);
      expect(pub.data[0]).toEqual({
        id: s1.id,
        image: expect.objectContaining({ id: s1.fileId }),
        title: "Satu",
        caption: "",
        link: "/tour",
        sort_order: 1,
        active: true,
      });
      expect(pub.data[1].title).toBe("Two");
      expect((await get("/api/slider?lang=my")).json().data[0].title).toBe("Satu MY");
      const all = (await get("/api/slider?all=true", auth)).json();
      expect(all.data.map((s: { id: number }) => s.id)).toEqual([off.id, s1.id, s2.id]);
      expect((await get("/api/slider", auth)).json().data).toHaveLength(2);
    });
  });

  it("creates with a safe link only, edits, updates, deletes", async () => {
    for (const link of ["javascript:alert(1)", "//evil.example", "http://insecure.example", "data:text/html,x"]) {
      const res = await call("POST", "/api/slider?lang=en", { image_id: image, title: { id: "X" }, link });
      expect(res.statusCode, link).toBe(422);
      expect(res.json().errors).toEqual({ link: ["Use a site path starting with / or an https:// address."] });
    }
    const body = { image_id: image, title: { id: PLAIN }, caption: { en: "Cap" }, link: "/tour/3", active: false };
    const { data } = await adminCreates("/api/slider", body);
    expect(data).toMatchObject({ title: PLAIN, caption: "Cap", link: "/tour/3", active: false });
    const id = data.id;
    expect((await call("GET", `/api/slider/${id}/edit`)).json().data).toMatchObject({
      image_id: image,
      title: { id: PLAIN },
      caption: { id: "", en: "Cap" },
    });
    const bad = await call("PUT", `/api/slider/${id}?lang=my`, { ...body, image_id: privateFile });
    expect(bad.json().errors).toEqual({ image_id: [expect.any(String)] });
    await expectAdminOnly("PUT", `/api/slider/${id}`, body);
    const up = await call("PUT", `/api/slider/${id}`, { ...body, link: "https://example.com/x", active: true });
    expect(up.json().data).toMatchObject({ link: "https://example.com/x", active: true });
    await expectAdminOnly("DELETE", `/api/slider/${id}`);
    expect((await call("DELETE", `/api/slider/${id}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/slider/${id}/edit`)).statusCode).toBe(404);
  });
});

describe("partners", () => {
  it("creates (name as typed, logo checked), lists publicly, edits, updates, deletes", async () => {
    const body = { name: PLAIN, logo_image_id: image, link: "https://partner.example", sort_order: 9 };
    const { data } = await adminCreates("/api/partner", body, "");
    const id = data.id;
    expect(data).toEqual({
      id,
      name: PLAIN,
      logo: expect.objectContaining({ id: image }),
      link: "https://partner.example",
      sort_order: 9,
    });
    const list = (await call("GET", "/api/partner?limit=-1", undefined, {})).json();
    expect(list.data.find((p: { id: number }) => p.id === id)).toMatchObject({ id, name: PLAIN });
    const noLogo = await createPartner(t.db, { name: "Garuda Tanpa Logo" });
    const found = (await call("GET", "/api/partner?search=tanpa", undefined, {})).json().data;
    expect(found).toEqual([{ id: noLogo.id, name: "Garuda Tanpa Logo", logo: null, link: noLogo.link, sort_order: 0 }]);
    expect((await call("GET", `/api/partner/${id}/edit`)).json().data).toMatchObject({ logo_image_id: image });
    const bad = await call("PUT", `/api/partner/${id}?lang=en`, {
      name: "",
      logo_image_id: privateFile,
      link: "ftp://x",
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(["link", "name"]);
    const badLogo = await call("PUT", `/api/partner/${id}?lang=en`, { name: "X", logo_image_id: privateFile });
    expect(badLogo.json().errors).toEqual({ logo_image_id: ["One of the chosen images does not exist."] });
    await expectAdminOnly("PUT", `/api/partner/${id}`, body);
    expect((await call("PUT", `/api/partner/${id}`, { name: "Y" })).json().data).toMatchObject({
      logo: null,
      link: null,
    });
    await expectAdminOnly("DELETE", `/api/partner/${id}`);
    expect((await call("DELETE", `/api/partner/${id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/partner/${id}`)).statusCode).toBe(404);
  });
});

describe("testimonies", () => {
  it("shows visitors visible ones with fallback; admins may ask all", async () => {
    const shown = await createTestimony(t.db, { text: tr("Mantap", "Great"), sortOrder: -100, photoFileId: image });
    const hidden = await createTestimony(t.db, { visible: false, sortOrder: -101 });
    const pub = (await call("GET", "/api/testimony?lang=my&all=1&limit=-1", undefined, {})).json().data;
    expect(pub.map((x: { id: number }) => x.id)).not.toContain(hidden.id);
    expect(pub[0]).toEqual({
      id: shown.id,
      name: shown.name,
      photo: expect.objectContaining({ id: image }),
      text: "Mantap",
      rating: 5,
      visible: true,
      sort_order: -100,
    });
    expect((await call("GET", "/api/testimony?lang=en&limit=-1", undefined, {})).json().data[0].text).toBe("Great");
    const all = (await call("GET", "/api/testimony?all=true&limit=-1")).json().data;
    expect(all.slice(0, 2).map((x: { id: number }) => x.id)).toEqual([hidden.id, shown.id]);
  });

  it("creates (name as typed), validates the rating, edits, updates, deletes", async () => {
    const body = { name: PLAIN, text: { id: "Bagus", en: "Good" }, rating: 4, visible: false };
    const { data } = await adminCreates("/api/testimony", body);
    const id = data.id;
    expect(data).toEqual({
      id,
      name: PLAIN,
      photo: null,
      text: "Good",
      rating: 4,
      visible: false,
      sort_order: 0,
    });
    const bad = await call("POST", "/api/testimony?lang=en", { ...body, rating: 6 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ rating: ["Must be at most 5."] });
    expect((await call("GET", `/api/testimony/${id}/edit`)).json().data).toMatchObject({
      name: PLAIN,
      photo_image_id: null,
      text: { id: "Bagus", en: "Good" },
    });
    await expectAdminOnly("PUT", `/api/testimony/${id}`, body);
    const up = await call("PUT", `/api/testimony/${id}`, { ...body, photo_image_id: image, visible: true });
    expect(up.json().data).toMatchObject({ photo: { id: image }, visible: true });
    await expectAdminOnly("DELETE", `/api/testimony/${id}`);
    expect((await call("DELETE", `/api/testimony/${id}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/testimony/${id}/edit`)).statusCode).toBe(404);
  });
});
