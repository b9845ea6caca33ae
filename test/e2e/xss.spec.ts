/**
 * XSS in the rendered pages (issue 7), on the real server in Chromium. The corpus of
 * test/security/xss-corpus.ts is written through the API into every field the public or the
 * panel shows, in all three languages: rich text gets the whole corpus, plain fields short mixes
 * of it. Then the storefront, the panel's booking pages and the invoice are opened in each
 * language, signed out, as the customer and as an admin. No dialog may fire, no injected element
 * or attribute may exist in the DOM, the policy must report no violation, and the payloads must
 * be visible as text (proof they were really on the page).
 */
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAIN_MIXES, richCorpus, XSS_PAYLOADS } from "#test/security/xss-corpus";
import { baseURL, demoPassword, launch, newContext, open } from "./browser";

type Lang = "id" | "en" | "my";
const LANGS: Lang[] = ["id", "en", "my"];
type Json = Record<string, unknown>;

let browser: Browser;
let admin = "";
const run = randomBytes(3).toString("hex");
const customer = { username: `xss${run}`, password: `Kuat-${randomBytes(4).toString("hex")}-Aman7`, token: "" };
const ids = { pkg: 0, time: 0, page: 0, booking: "", image: "" };
let savedSetting: Json | null = null;
/** DELETE urls of what this file created, undone in afterAll (best effort, newest first). */
const created: string[] = [];

/** Mix k in one language: each language gets another mix, so every mix is seen in every language. */
const mix = (k: number, lang: Lang) => PLAIN_MIXES[(k + LANGS.indexOf(lang)) % PLAIN_MIXES.length];
const trMix = (k: number) => ({ id: mix(k, "id"), en: mix(k, "en"), my: mix(k, "my") });
const trShort = (k: number) => ({ id: PLAIN_MIXES[k % 3], en: PLAIN_MIXES[(k + 1) % 3], my: PLAIN_MIXES[(k + 2) % 3] });
const trRich = () => ({ id: richCorpus("id"), en: richCorpus("en"), my: richCorpus("my") });

async function api(method: string, path: string, body?: unknown, token = admin): Promise<Json> {
  const res = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as Json) : {};
}
const data = (r: Json) => r.data as Json;

async function loginToken(username: string, password: string) {
  return (await api("POST", "/login", { username, password }, "")).token as string;
}

async function uploadImage(token: string, purpose: "image" | "document") {
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#2b6" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "x.png");
  const res = await fetch(`${baseURL()}/api/upload?purpose=${purpose}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launch();
  admin = await loginToken("admin", demoPassword());
  ids.image = await uploadImage(admin, "image");

  // Catalogue: categories, destination, extras and a featured package with everything filled.
  const categories = [];
  for (const k of [0, 1]) {
    const c = data(await api("POST", "/category", { name: trMix(k), slug: `xss-${run}-c${k}` }));
    created.push(`/category/${c.id}`);
    categories.push(c.id as number);
  }
  const dest = data(
    await api("POST", "/destination", {
      name: trMix(2),
      description: trMix(3),
      slug: `xss-${run}-d`,
      image_id: ids.image,
    }),
  );
  created.push(`/destination/${dest.id}`);
  const attr = data(await api("POST", "/attribute", { name: trMix(4), choice_rule: "single" }));
  created.push(`/attribute/${attr.id}`);
  await api("POST", `/attribute/${attr.id}/detail`, { name: trMix(0), price: 500_000, per: "pax" });
  const pkg = data(
    await api("POST", "/tour", {
      code: `XSS-${run}`.toUpperCase(),
      slug: `xss-${run}-tour`,
      name: trMix(1),
      description: trRich(),
      category_ids: categories,
      destination_id: dest.id,
      cover_image_id: ids.image,
      gallery_image_ids: [ids.image],
      base_price: 25_000_000,
      default_capacity: 40,
      status: "published",
      featured: true,
      itinerary: [
        { title: trMix(2), description: trMix(3) },
        { title: trMix(4), description: trMix(0) },
      ],
      facilities: [
        { name: trMix(1), included: true },
        { name: trMix(2), included: false },
      ],
      attribute_ids: [attr.id],
      // Room type names (at most 60 characters: the three shortest mixes) show on the fare table,
      // the checkout, the booking, the invoice and the rooming list.
      room_types: [
        { code: "quad", name: trShort(0), beds: 4 },
        { code: "double", name: trShort(1), beds: 2 },
      ],
    }),
  );
  ids.pkg = pkg.id as number;
  ids.time = data(await api("POST", `/tour/${ids.pkg}/time`, { start_date: day(120), end_date: day(129) }))
    .id as number;

  // Content: a branch page, FAQ, testimony, slide, photo, video, partner.
  const page = data(
    await api("POST", "/page", {
      langs: {
        id: { title: mix(0, "id"), body: richCorpus("id") },
        en: { title: mix(0, "en"), body: richCorpus("en") },
        my: { title: mix(0, "my"), body: richCorpus("my") },
      },
      group: "branch",
      address: PLAIN_MIXES[3],
      phone: "+62 21 555 0000",
    }),
  );
  ids.page = page.id as number;
  created.push(`/page/${page.id}`);
  const faq = data(await api("POST", "/faq", { question: trMix(1), answer: trRich(), sort_order: 0 }));
  created.push(`/faq/${faq.id}`);
  const testimony = data(
    await api("POST", "/testimony", { name: PLAIN_MIXES[2], text: trMix(3), rating: 5, visible: true, sort_order: 0 }),
  );
  created.push(`/testimony/${testimony.id}`);
  const slide = data(
    await api("POST", "/slider", { image_id: ids.image, title: trMix(4), caption: trMix(0), sort_order: 0 }),
  );
  created.push(`/slider/${slide.id}`);
  const photo = data(await api("POST", "/gallery", { image_id: ids.image, caption: trMix(1), sort_order: 0 }));
  created.push(`/gallery/${photo.id}`);
  const video = data(await api("POST", "/gallery/video", { video_id: "dQw4w9WgXcQ", title: trMix(2), sort_order: 0 }));
  created.push(`/gallery/video/${video.id}`);
  const partner = data(await api("POST", "/partner", { name: PLAIN_MIXES[3], sort_order: 0 }));
  created.push(`/partner/${partner.id}`);
  const bank = data(
    await api("POST", "/bank", {
      bank_name: PLAIN_MIXES[4],
      account_number: "9876543210",
      account_holder: PLAIN_MIXES[0],
      is_active: true,
    }),
  );
  created.push(`/bank/${bank.id}`);

  // The site's own texts, restored in afterAll (every other journey reads them).
  savedSetting = data(await api("GET", "/setting/edit"));
  await api("PUT", "/setting", {
    ...savedSetting,
    name: `Amanah ${PLAIN_MIXES[1]}`,
    description: trMix(2),
    address: trMix(3),
    about: trRich(),
  });

  // A customer whose name, booking, guests and payment carry the mixes.
  await api(
    "POST",
    "/register",
    {
      name: PLAIN_MIXES[4],
      email: `${customer.username}@example.test`,
      username: customer.username,
      password: customer.password,
      password_confirmation: customer.password,
    },
    "",
  );
  customer.token = await loginToken(customer.username, customer.password);
  // Names as in the passport take letters only (decision 062): the payloads go in the other fields.
  const guest = (k: number) => ({
    full_name: ["Siti Aminah", "Nur Aisyah", "Dewi Lestari"][k % 3],
    gender: "female",
    birth_date: "1990-05-05",
    birth_place: PLAIN_MIXES[(k + 1) % 5],
    passport_number: `X${run}${k}`.toUpperCase(),
    passport_issue_date: day(-400),
    passport_expiry_date: day(2000),
    heir_name: PLAIN_MIXES[(k + 2) % 5],
    phone: "+62 812 0000 1111",
    email: `g${k}${run}@example.test`,
    country: "ID",
    address: PLAIN_MIXES[(k + 3) % 5],
  });
  const booking = await fetch(`${baseURL()}/api/booking`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${customer.token}`,
      "content-type": "application/json",
      "idempotency-key": `xss-${run}-booking`,
    },
    body: JSON.stringify({
      tour_id: ids.pkg,
      time_id: ids.time,
      pax: 2,
      detail_ids: [],
      booking_name: PLAIN_MIXES[0],
      special_request: PLAIN_MIXES.join(" "),
      guests: [guest(1), guest(2)],
      payment_type: "full",
      payment_method: "manual",
      terms: true,
      data_consent: true,
      agreement: true,
    }),
  });
  if (booking.status !== 201) throw new Error(`checkout: ${booking.status} ${await booking.text()}`);
  const b = ((await booking.json()) as { data: { id: string; total: number } }).data;
  ids.booking = b.id;
  const proof = await uploadImage(customer.token, "document");
  await api(
    "POST",
    `/booking/${b.id}/payment`,
    {
      amount: b.total,
      method: "manual",
      bank_account_id: bank.id,
      proof_file_id: proof,
      payer_name: PLAIN_MIXES[3],
      payment_date: day(0),
    },
    customer.token,
  );
}, 120_000);

afterAll(async () => {
  try {
    if (savedSetting) await api("PUT", "/setting", savedSetting);
    if (ids.booking) await api("PUT", `/booking/${ids.booking}/status`, { status: "canceled", reason: "xss test" });
    if (ids.pkg) {
      const edit = data(await api("GET", `/tour/${ids.pkg}/edit`));
      await api("PUT", `/tour/${ids.pkg}`, {
        ...edit,
        status: "archived",
        featured: false,
        category_ids: [],
        destination_id: null,
        attribute_ids: [],
      });
    }
    for (const path of created.reverse()) await api("DELETE", path).catch(() => {});
  } finally {
    await browser?.close();
  }
}, 60_000);

const FRAME_HOSTS = [
  "https://www.google.com",
  "https://maps.google.com",
  "https://www.openstreetmap.org",
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
];

/** Everything in the live DOM that only an injection could have put there. */
function injectedInDom(frameHosts: string[]): string[] {
  const bad: string[] = [];
  // Browsers drop spaces and control characters inside a URL's scheme ("java\tscript:").
  const dangerousUrl = (v: string) =>
    /^(javascript|vbscript|data:text\/html|data:image\/svg)/i.test(
      Array.from(v)
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join(""),
    );
  for (const el of Array.from(document.querySelectorAll("*"))) {
    const tag = el.tagName.toLowerCase();
    for (const a of Array.from(el.attributes)) {
      if (a.name.toLowerCase().startsWith("on")) bad.push(`<${tag} ${a.name}="${a.value}">`);
      if (["href", "src", "action", "formaction", "xlink:href", "data", "srcdoc"].includes(a.name.toLowerCase())) {
        if (a.name === "srcdoc" || dangerousUrl(a.value)) bad.push(`<${tag} ${a.name}="${a.value}">`);
      }
    }
    if (["object", "embed", "base", "applet", "frame", "frameset"].includes(tag)) bad.push(`<${tag}>`);
    if (tag === "meta" && el.hasAttribute("http-equiv")) bad.push(`<meta http-equiv=${el.getAttribute("http-equiv")}>`);
    if (tag === "iframe") {
      const src = el.getAttribute("src") ?? "";
      if (!frameHosts.some((h) => src.startsWith(`${h}/`))) bad.push(`<iframe src="${src}">`);
    }
    if (tag === "script") {
      const s = el as HTMLScriptElement;
      const ours =
        s.type === "application/ld+json" ||
        s.hasAttribute("nonce") ||
        (s.src !== "" && s.src.startsWith(`${location.origin}/assets/`));
      if (!ours) bad.push(`<script src="${s.src}">${s.textContent?.slice(0, 60)}`);
    }
  }
  return bad;
}

interface Visit {
  dialogs: string[];
  violations: string[];
  injected: string[];
  text: string;
  status: number;
}

/**
 * One page per signed-in person (or visitor), reused for each of their visits: a new page per
 * visit cost a renderer and a cold start each time (docs/operations.md §14). Each navigation still
 * starts a fresh document: the init script resets the policy's report, and the dialogs are counted
 * from the navigation on (a `beforeunload` an injection set on the previous page counts here).
 */
interface Visitor {
  page: Page;
  dialogs: string[];
}

async function visit(visitor: Visitor, path: string): Promise<Visit> {
  const { page, dialogs } = visitor;
  dialogs.length = 0;
  const res = await open(page, path);
  // Handlers that need a user: hover and focus everything that can take them, open details.
  await page.mouse.move(200, 200);
  await page.keyboard.press("Tab");
  return {
    dialogs: [...dialogs],
    violations: await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
    injected: await page.evaluate(injectedInDom, FRAME_HOSTS),
    // What a person sees: rendered text (not the hydration data in scripts), field values,
    // image alternatives and the title.
    text: await page.evaluate(() =>
      [
        document.title,
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, without script contents
        document.body.innerText,
        ...Array.from(document.querySelectorAll("input, textarea"), (e) => (e as HTMLInputElement).value),
        ...Array.from(document.querySelectorAll("[alt], [title], [aria-label]"), (e) =>
          ["alt", "title", "aria-label"].map((a) => e.getAttribute(a) ?? "").join(" "),
        ),
      ].join("\n"),
    ),
    status: res?.status() ?? 0,
  };
}

async function visitorAs(who: "visitor" | "customer" | "admin"): Promise<Visitor & { context: BrowserContext }> {
  const context = await newContext(browser);
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  if (who !== "visitor") {
    const [username, password] = who === "admin" ? ["admin", demoPassword()] : [customer.username, customer.password];
    const res = await context.request.post("/api/login", {
      data: { username, password },
      headers: { origin: baseURL() },
    });
    expect(res.ok()).toBe(true);
  }
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return { context, page, dialogs };
}

/** The page must have shown the payloads as text: the given mixes, or a marker of the rich corpus. */
function expectShownAsText(v: Visit, label: string, shown: string[]) {
  expect(v.status, label).toBe(200);
  expect(v.dialogs, label).toEqual([]);
  expect(v.injected, label).toEqual([]);
  expect(v.violations, label).toEqual([]);
  if (shown.length === 0) return;
  // Case-insensitively: headings may be styled in capitals.
  const text = v.text.toLowerCase();
  const hits = shown.filter((s) => text.includes(s.toLowerCase()));
  expect(hits.length, `${label}: none of the payloads is visible as text`).toBeGreaterThan(0);
}

/**
 * A line of the rich corpus that must read as text on the page: the entity-encoded script tag,
 * shown as the characters `<script>…` (escaped once more by the sanitiser, never decoded into markup).
 */
const ENCODED = XSS_PAYLOADS.findIndex((p) => p.includes("xss35"));
const RICH_MARKER = (lang: Lang) => `${lang} ${ENCODED}: <script>alert("xss35")</script>`;

describe("the storefront shows the corpus as text, in every language", () => {
  for (const lang of LANGS) {
    it(`${lang}: home, tour list, package, page, FAQ, about, destinations, gallery, videos, contact`, async () => {
      const visitor = await visitorAs("visitor");
      const all = [...PLAIN_MIXES];
      const pages: [string, string[]][] = [
        [`/?lang=${lang}`, all],
        [`/tour?lang=${lang}`, all],
        [`/tour/${ids.pkg}?lang=${lang}`, [...all, RICH_MARKER(lang)]],
        [`/page/${ids.page}?lang=${lang}`, [RICH_MARKER(lang)]],
        // Answers are folded: the question (a mix) is what shows.
        [`/faq?lang=${lang}`, [...all, RICH_MARKER(lang)]],
        [`/about?lang=${lang}`, [RICH_MARKER(lang)]],
        [`/destination?lang=${lang}`, all],
        [`/gallery?lang=${lang}`, all],
        [`/gallery/video?lang=${lang}`, all],
        [`/contact-us?lang=${lang}`, all],
      ];
      for (const [path, shown] of pages) expectShownAsText(await visit(visitor, path), path, shown);
      await visitor.context.close();
    });
  }
});

describe("the panel and the invoice show a customer's words as text", () => {
  for (const who of ["customer", "admin"] as const) {
    for (const lang of LANGS) {
      it(`${who}, ${lang}: booking list, booking page, invoice`, async () => {
        const visitor = await visitorAs(who);
        // [path, must the mixes be visible?] The dashboard may not list this booking.
        const pages: [string, boolean][] = [
          [`/panel?lang=${lang}`, false],
          [`/panel/booking-history?lang=${lang}`, true],
          [`/panel/booking-history/${ids.booking}?lang=${lang}`, true],
          [`/panel/booking-history/${ids.booking}/print?lang=${lang}`, true],
          ...((who === "admin"
            ? [
                [`/panel/booking-history/${ids.booking}/edit?lang=${lang}`, true],
                [`/panel/customer?lang=${lang}`, true],
                [`/panel/tour/${ids.pkg}?lang=${lang}`, true],
                // The rooming list: guests' names and room type names (mixes of their own).
                [`/panel/tour/${ids.pkg}/time/${ids.time}/rooming?lang=${lang}`, false],
                [`/panel/faq?lang=${lang}`, true],
                [`/panel/setting?lang=${lang}`, true],
              ]
            : [
                [`/panel/profile?lang=${lang}`, true],
                [`/checkout?tour_id=${ids.pkg}&time_id=${ids.time}&lang=${lang}`, true],
              ]) as [string, boolean][]),
        ];
        for (const [path, shown] of pages)
          expectShownAsText(await visit(visitor, path), `${who} ${path}`, shown ? PLAIN_MIXES : []);
        await visitor.context.close();
      });
    }
  }
});
