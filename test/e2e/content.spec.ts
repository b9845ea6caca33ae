import fs from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launch, loginContext, newContext, PHONE, screenshot, open } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Lang = "id" | "en" | "my";
const LANGS: Lang[] = ["id", "en", "my"];

// Unique per run, so the journey never meets the content of an earlier run.
const suffix = Date.now().toString(36).toUpperCase();
const slideTitle: Record<Lang, string> = {
  id: `Promo Umrah ${suffix}`,
  en: `Umrah Offer ${suffix}`,
  my: `Tawaran Umrah ${suffix}`,
};
const branchTitle: Record<Lang, string> = {
  id: `Cabang Bandung ${suffix}`,
  en: `Bandung Branch ${suffix}`,
  my: `Cawangan Bandung ${suffix}`,
};
const branchBody: Record<Lang, string> = {
  id: `Kantor cabang kami di Bandung ${suffix}.`,
  en: `Our branch office in Bandung ${suffix}.`,
  my: `Pejabat cawangan kami di Bandung ${suffix}.`,
};
const faqQuestion: Record<Lang, string> = {
  id: `Kapan manasik dimulai ${suffix}?`,
  en: `When does the pilgrimage training start ${suffix}?`,
  my: `Bilakah kursus haji bermula ${suffix}?`,
};
const faqAnswer: Record<Lang, string> = {
  id: `Manasik dimulai dua minggu sebelum keberangkatan ${suffix}.`,
  en: `Training starts two weeks before departure ${suffix}.`,
  my: `Kursus bermula dua minggu sebelum berlepas ${suffix}.`,
};

// What the Indonesian answer adds with the toolbar, and the HTML the editor makes of it.
const faqRich = { bold: `Wajib dibawa ${suffix}:`, items: ["Paspor", "Buku kuning vaksin"] };
const faqRichHtml =
  `<p>${faqAnswer.id}</p><p><strong>${faqRich.bold}</strong></p>` +
  `<ul><li><p>${faqRich.items[0]}</p></li><li><p>${faqRich.items[1]}</p></li></ul>`;

/** The translated label of the header's branches menu, read from the locale files. */
function branchesLabel(lang: Lang): string {
  const common = JSON.parse(fs.readFileSync(`app/locales/${lang}/common.json`, "utf8")) as {
    nav: { branches: string };
  };
  return common.nav.branches;
}

// What the journey creates, for the later steps.
const created = { slideId: 0, branchId: 0, faqId: 0 };

/** Fills one translated field per language tab (only the open tab's fields are mounted). */
async function fillTranslations(scope: Page | Locator, inputPrefix: string, values: Record<Lang, string>) {
  for (const lang of LANGS) {
    await scope.getByTestId(`lang-tab-${lang}`).click();
    await scope.getByTestId(`${inputPrefix}-${lang}`).fill(values[lang]);
  }
  await scope.getByTestId("lang-tab-id").click();
  expect(await scope.getByTestId(`${inputPrefix}-id`).inputValue()).toBe(values.id);
}

/** Waits for the create call of the panel (POST /api/{resource}) and returns the new id. */
function createdId(page: Page, resource: string): Promise<number> {
  return page
    .waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === `/api/${resource}`)
    .then(async (r) => {
      expect(r.status(), `POST /api/${resource}`).toBe(200);
      return ((await r.json()) as { data: { id: number } }).data.id;
    });
}

async function adminContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await loginContext(context, "admin");
  return context;
}

describe("content journey", () => {
  it("lets the admin add a home slide with an uploaded image in three languages", async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await open(page, "/panel/gallery/slider");
    await page.getByTestId("slider-add").click();
    const dialog = page.getByTestId("slider-dialog");
    await dialog.waitFor();

    const buffer = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#0a6" } })
      .png()
      .toBuffer();
    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/upload");
    await dialog.getByTestId("slider-image-input").setInputFiles({ name: "s.png", mimeType: "image/png", buffer });
    expect((await uploaded).status()).toBe(200);
    // The preview replaces the empty placeholder once the upload is back.
    await dialog.getByTestId("slider-image").locator("img").waitFor();

    await fillTranslations(dialog, "slider-title", slideTitle);
    const id = createdId(page, "slider");
    await dialog.getByTestId("slider-save").click();
    created.slideId = await id;
    await dialog.waitFor({ state: "detached" });
    await page.getByTestId("slider-table").getByText(slideTitle.id, { exact: true }).waitFor();
    expect(created.slideId).toBeGreaterThan(0);
    await context.close();
  });

  it("lets the admin add a branch page with its address and phone", async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await open(page, "/panel/page/Create");
    const form = page.getByTestId("page-form");
    for (const lang of LANGS) {
      await form.getByTestId(`lang-tab-${lang}`).click();
      await form.getByTestId(`page-title-${lang}`).fill(branchTitle[lang]);
      // The body is a rich-text editor (contenteditable): staff type text, not HTML.
      await form.getByTestId(`page-body-${lang}`).fill(branchBody[lang]);
    }
    await form.getByTestId("lang-tab-id").click();
    expect(await form.getByTestId("page-title-id").inputValue()).toBe(branchTitle.id);
    expect(await form.getByTestId("page-body-id").textContent()).toBe(branchBody.id);

    await form.getByTestId("page-group").selectOption("branch");
    await form.getByTestId("page-address").fill("Jl. Asia Afrika No. 8, Bandung");
    await form.getByTestId("page-phone").fill("+62 22 4200 123");
    const id = createdId(page, "page");
    await form.getByTestId("page-save").click();
    created.branchId = await id;
    await page.waitForURL(/\/panel\/page$/);
    expect(created.branchId).toBeGreaterThan(0);

    const res = await context.request.get(`/api/page/${created.branchId}/edit`);
    expect(res.status()).toBe(200);
    const stored = (
      (await res.json()) as {
        data: {
          group: string;
          address: string | null;
          phone: string | null;
          langs: Record<Lang, { title: string; body: string }>;
        };
      }
    ).data;
    expect(stored.group).toBe("branch");
    expect(stored.address).toBe("Jl. Asia Afrika No. 8, Bandung");
    expect(stored.phone).toBe("+62 22 4200 123");
    expect(stored.langs.my.title).toBe(branchTitle.my);
    expect(stored.langs.en.body).toBe(`<p>${branchBody.en}</p>`);
    await context.close();
  });

  it("lets the admin add an FAQ in three languages", async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await open(page, "/panel/faq/create");
    const form = page.getByTestId("faq-form");
    // The Indonesian answer is typed as staff type it, with a bold line and a bulleted list made in
    // the editor's toolbar, all before another tab is opened.
    await form.getByTestId("faq-question-id").fill(faqQuestion.id);
    const answer = form.getByTestId("faq-answer-id");
    await answer.click();
    await page.keyboard.type(faqAnswer.id);
    await page.keyboard.press("Enter");
    const bold = form.getByRole("button", { name: "Tebal" });
    await bold.click();
    expect(await bold.getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.type(faqRich.bold);
    await bold.click();
    await page.keyboard.press("Enter");
    await form.getByRole("button", { name: "Daftar berbutir" }).click();
    await page.keyboard.type(faqRich.items[0]);
    await page.keyboard.press("Enter");
    await page.keyboard.type(faqRich.items[1]);
    await expect.poll(() => answer.innerHTML()).toBe(faqRichHtml);
    for (const lang of ["en", "my"] as const) {
      await form.getByTestId(`lang-tab-${lang}`).click();
      await form.getByTestId(`faq-question-${lang}`).fill(faqQuestion[lang]);
      const other = form.getByTestId(`faq-answer-${lang}`);
      await other.click();
      await page.keyboard.type(faqAnswer[lang]);
      await expect.poll(() => other.textContent()).toBe(faqAnswer[lang]);
    }
    // Back on the Indonesian tab, the answer is as it was left: the form kept what the editor made.
    await form.getByTestId("lang-tab-id").click();
    await expect.poll(() => answer.innerHTML()).toBe(faqRichHtml);
    // The toolbar is a labelled, translated toolbar the keyboard reaches.
    await form.getByRole("toolbar", { name: "Format" }).waitFor();
    expect(await answer.getAttribute("role")).toBe("textbox");
    await screenshot(page, "faq-rich-text-editor");

    expect(await form.getByTestId("faq-question-id").inputValue()).toBe(faqQuestion.id);
    const id = createdId(page, "faq");
    await form.getByTestId("faq-save").click();
    created.faqId = await id;
    await page.waitForURL(/\/panel\/faq$/);
    expect(created.faqId).toBeGreaterThan(0);

    // What the editor made is stored as it was made: the sanitiser removed nothing.
    const res = await context.request.get(`/api/faq/${created.faqId}/edit`);
    expect(res.status()).toBe(200);
    const stored = ((await res.json()) as { data: { answer: Record<Lang, string> } }).data.answer;
    expect(stored.id).toBe(faqRichHtml);
    expect(stored.en).toBe(`<p>${faqAnswer.en}</p>`);
    await context.close();
  });

  it("shows the new slide on the home page in every language", async () => {
    expect(created.slideId).toBeGreaterThan(0);
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const lang of LANGS) {
      const res = await open(page, `/?lang=${lang}`);
      expect(res?.status()).toBe(200);
      const slider = page.getByTestId("home-slider");
      const slides = slider.getByTestId("slide");
      const titles = await slides.locator("h2").allTextContents();
      const index = titles.indexOf(slideTitle[lang]);
      expect(index, `slide titled "${slideTitle[lang]}" among ${JSON.stringify(titles)}`).toBeGreaterThanOrEqual(0);
      // Show it with its indicator (focus on the controls stops the rotation).
      if (titles.length > 1) await slider.locator("ul button").nth(index).click();
      await expect.poll(() => slides.nth(index).getAttribute("data-active")).toBe("true");
      await slides.nth(index).getByRole("heading", { name: slideTitle[lang] }).waitFor();
    }
    await context.close();
  });

  it("lists the branch page in the header's branches menu on desktops and phones, in every language", async () => {
    expect(created.branchId).toBeGreaterThan(0);
    const desktop = await newContext(browser, DESKTOP);
    const phone = await newContext(browser, PHONE);
    const onDesktop = await desktop.newPage();
    const onPhone = await phone.newPage();
    const href = `/page/${created.branchId}`;
    for (const lang of LANGS) {
      await open(onDesktop, `/?lang=${lang}`);
      const nav = onDesktop.getByRole("navigation").filter({ has: onDesktop.locator('button[aria-haspopup="menu"]') });
      await nav.getByRole("button", { name: branchesLabel(lang) }).click();
      const item = onDesktop.getByRole("menuitem", { name: branchTitle[lang] });
      await item.waitFor();
      expect(await item.getAttribute("href")).toBe(href);

      await open(onPhone, `/?lang=${lang}`);
      await onPhone.getByTestId("mobile-menu-toggle").click();
      const link = onPhone.locator("#mobile-menu").getByRole("link", { name: branchTitle[lang] });
      await link.waitFor();
      expect(await link.getAttribute("href")).toBe(href);
    }

    // The link leads to the branch page, in the chosen language.
    await onDesktop.goto(`${href}?lang=en`);
    expect(await onDesktop.getByRole("heading", { level: 1 }).textContent()).toBe(branchTitle.en);
    expect(await onDesktop.locator("main").textContent()).toContain("Jl. Asia Afrika No. 8, Bandung");
    await desktop.close();
    await phone.close();
  });

  it("shows the new FAQ on /faq in every language and opens its answer", async () => {
    expect(created.faqId).toBeGreaterThan(0);
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const lang of LANGS) {
      const res = await open(page, `/faq?lang=${lang}`);
      expect(res?.status()).toBe(200);
      const item = page.getByTestId("faq-item").filter({ hasText: faqQuestion[lang] });
      expect(await item.count()).toBe(1);
      const trigger = item.getByTestId("faq-trigger");
      expect(await trigger.getAttribute("aria-expanded")).toBe("false");
      await trigger.click();
      await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("true");
      await item.getByText(faqAnswer[lang], { exact: true }).waitFor({ state: "visible" });
      if (lang === "id") {
        // The formatting made in the editor's toolbar, as HTML on the storefront.
        await item.locator("strong", { hasText: faqRich.bold }).waitFor({ state: "visible" });
        expect(await item.locator("ul > li").allTextContents()).toEqual(faqRich.items);
      }
    }
    await context.close();
  });

  it("warns that amounts are not converted before a currency change, and refuses it once bookings exist", async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await open(page, "/panel/setting?lang=en");
    const form = page.getByTestId("setting-form");
    const currency = form.getByTestId("setting-currency");
    await currency.waitFor();
    const before = await currency.inputValue();
    const other = before === "MYR" ? "SGD" : "MYR";
    await currency.selectOption(other);
    let puts = 0;
    page.on("request", (r) => {
      if (r.method() === "PUT" && new URL(r.url()).pathname === "/api/setting") puts++;
    });
    await form.getByTestId("setting-save").click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("heading", { name: "Change the currency?" }).waitFor();
    const text = (await dialog.textContent()) ?? "";
    expect(text).toContain("Amounts are not converted");
    expect(text).toContain(other === "MYR" ? "Malaysian ringgit (MYR)" : "Singapore dollar (SGD)");
    await screenshot(page, "setting-currency-warning");
    // Cancelled: nothing is sent.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(puts).toBe(0);

    // Confirmed: the demo data has bookings, so the server refuses and says why.
    await form.getByTestId("setting-save").click();
    const refused = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes("/api/setting"));
    await dialog.getByRole("button", { name: "Change currency" }).click();
    expect((await refused).status()).toBe(409);
    await page.getByText("the currency can no longer be changed", { exact: false }).first().waitFor();
    const saved = await context.request.get("/api/setting/edit");
    expect(((await saved.json()) as { data: { currency: string } }).data.currency).toBe(before);
    await context.close();
  });

  it("sends the contact form and puts the message in the mail outbox", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, "/contact-us?lang=en");
    const form = page.getByTestId("contact-form");
    const message = `Please send me the Ramadan umrah brochure, reference ${suffix}.`;
    await form.locator('[name="name"]').fill("Siti Rahma");
    await form.locator('[name="email"]').fill(`siti-${suffix.toLowerCase()}@example.test`);
    await form.locator('[name="phone"]').fill("+6281234567890");
    await form.locator('[name="subject"]').fill(`Brochure ${suffix}`);
    await form.locator('[name="message"]').fill(message);
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/contact");
    await page.getByTestId("contact-submit").click();
    expect((await sent).status()).toBe(200);
    await page.getByTestId("contact-success").waitFor();
    // The form empties after sending.
    expect(await form.locator('[name="message"]').inputValue()).toBe("");
    await context.close();

    const admin = await adminContext();
    const res = await admin.request.get("/api/outbox");
    expect(res.status()).toBe(200);
    const mails = ((await res.json()) as { data: { id: number; kind: string; text: string }[] }).data;
    const contact = mails.filter((m) => m.kind === "contact").sort((a, b) => b.id - a.id)[0];
    expect(contact, "a contact mail in the outbox").toBeDefined();
    expect(contact.text).toContain(message);
    await admin.close();
  });

  it("takes screenshots of the home page with the new slide on phones and desktops", async () => {
    for (const [viewport, size] of [
      [PHONE, "phone"],
      [DESKTOP, "desktop"],
    ] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await open(page, "/");
      await page.getByTestId("home-slider").waitFor();
      await screenshot(page, `content-home-${size}`);
      await context.close();
    }
  });

  it("has no axe violation on any public page", async () => {
    expect(created.branchId).toBeGreaterThan(0);
    const context = await newContext(browser);
    const tours = await context.request.get("/api/tour?limit=1");
    expect(tours.status()).toBe(200);
    const tourId = ((await tours.json()) as { data: { id: number }[] }).data[0]?.id;
    expect(tourId, "a published package in the demo data").toBeDefined();
    const settings = await context.request.get("/api/setting");
    expect(settings.status()).toBe(200);
    const termsId = ((await settings.json()) as { setting: { terms_page_id: number | null } }).setting.terms_page_id;
    expect(termsId, "the demo data has a terms page").toBeTruthy();

    const paths = [
      "/",
      "/tour",
      `/tour/${tourId}`,
      "/destination",
      "/about",
      "/contact-us",
      "/gallery",
      "/gallery/video",
      "/faq",
      `/page/${created.branchId}`,
      `/page/${termsId}`,
      "/login",
      "/register",
    ];
    const urls = [...paths.map((p) => `${p}?lang=id`), "/?lang=en", "/?lang=my"];
    const page = await context.newPage();
    for (const url of urls) {
      const res = await open(page, url);
      expect(res?.status(), url).toBe(200);
      expect(await axeViolations(page), url).toEqual([]);
    }
    await context.close();
  }, 180_000);
});
