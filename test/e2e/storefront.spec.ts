import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launch, newContext, PHONE, screenshot, open } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const expected = {
  id: { tag: "id", nav: "Beranda", register: "Daftar" },
  en: { tag: "en", nav: "Home", register: "Register" },
  my: { tag: "ms", nav: "Laman Utama", register: "Daftar" },
} as const;

describe("home page", () => {
  for (const lang of ["id", "en", "my"] as const) {
    it(`renders in ${lang} on the server, with no raw keys and no axe violation`, async () => {
      for (const [viewport, name] of [
        [PHONE, "phone"],
        [DESKTOP, "desktop"],
      ] as const) {
        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const res = await open(page, `/?lang=${lang}`);
        expect(res?.status()).toBe(200);
        expect(await page.locator("html").getAttribute("lang")).toBe(expected[lang].tag);
        const text = await page.locator("body").textContent();
        // The menu is rendered on the server in that language (hidden behind the toggle on phones).
        expect(await page.content()).toContain(`>${expected[lang].nav}<`);
        // A raw i18n key looks like `ns.key_name` or `section.key`.
        expect(text).not.toMatch(/\b[a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)+\b/);
        expect(await page.getByTestId("whatsapp-link").getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `home-${lang}-${name}`);
        await context.close();
      }
    });
  }

  it("remembers the chosen language from the selector", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, "/");
    await page.getByTestId("language-selector").first().selectOption("en");
    await page.waitForURL(/lang=en/);
    await page.getByText("Home", { exact: true }).first().waitFor();
    await page.goto("/about");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await context.close();
  });
});

describe("register, user menu and logout", () => {
  it("registers through the modal, shows the name in the dropdown, and logs out after confirming", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, "/?lang=en");
    await page.getByTestId("open-auth").click();
    await page.getByTestId("auth-tab-register").click();
    const n = Date.now().toString(36);
    const form = page.locator("form").filter({ has: page.getByTestId("register-submit") });
    await form.locator('[name="name"]').fill("Nur Aisyah");
    await form.locator('[name="email"]').fill(`aisyah-${n}@example.test`);
    expect(await form.locator('[name="email"]').getAttribute("type")).toBe("email");
    await form.locator('[name="username"]').fill(`aisyah${n}`);
    await form.locator('[name="password"]').fill("Umrah2026ok");
    await form.locator('[name="password_confirmation"]').fill("Umrah2026ok");
    await form.locator('[name="phone"]').fill("+60123456789");
    await form.locator('[name="birth_date"]').fill("1990-05-17");
    await form.locator('[name="address"]').fill("Jalan Ampang, Kuala Lumpur");
    await page.getByTestId("register-submit").click();

    const menu = page.getByTestId("user-menu");
    await menu.waitFor();
    expect(await menu.textContent()).toContain("Nur Aisyah");
    await screenshot(page, "registered-user-menu");

    // The session survives a reload (HttpOnly cookie).
    await page.reload();
    await page.getByTestId("user-menu").waitFor();

    await page.getByTestId("user-menu").click();
    await page.getByTestId("logout").click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Exit the application, continue?");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await page.getByTestId("open-auth").waitFor();
    const me = await context.request.get("/api/me");
    expect(me.status()).toBe(401);
    await context.close();
  });

  it("validates the register form in the browser with the contract's translated messages", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, "/register?lang=en");
    const form = page.locator("form").filter({ has: page.getByTestId("register-submit") });
    await form.locator('[name="username"]').fill("a b");
    await form.locator('[name="password"]').fill("abcdefgh");
    await form.locator('[name="password_confirmation"]').fill("abcdefgx");
    await page.getByTestId("register-submit").click();
    await form.getByText("Use 3 to 30 letters, digits, dots, dashes or underscores.").waitFor();
    const text = await form.textContent();
    expect(text).toContain("The password must have at least 8 characters with letters and digits.");
    expect(text).toContain("The password confirmation does not match.");
    expect(text).not.toMatch(/username_format|password_weak|password_mismatch/);
    await context.close();
  });

  it("shows a failed login as an error toast", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, "/login?lang=en");
    const form = page.locator("form").filter({ has: page.getByTestId("login-submit") });
    await form.locator('[name="username"]').fill("nobody");
    await form.locator('[name="password"]').fill("Wrong12345");
    await page.getByTestId("login-submit").click();
    const toast = page.locator(".Toastify__toast--error").first();
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/credentials do not match/);
    await context.close();
  });
});
