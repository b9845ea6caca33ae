import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, PHONE, screenshot, open } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Lang = "id" | "en" | "my";
const LANGS: Lang[] = ["id", "en", "my"];

// Users of this run only: the demo accounts other journeys log in with are never changed here.
const suffix = Date.now().toString(36);
const password = "Umrah2026ok";
const promoted = {
  name: `Rina Promosi ${suffix}`,
  username: `rina_${suffix}`,
  email: `rina.${suffix}@example.test`,
};
const blocked = {
  name: `Dodi Blokir ${suffix}`,
  username: `dodi_${suffix}`,
  email: `dodi.${suffix}@example.test`,
};
const ids = { promoted: 0, blocked: 0 };

/** Registers through the real API; the context keeps the new user's session cookie. */
async function register(user: typeof promoted, viewport = DESKTOP): Promise<{ context: BrowserContext; id: number }> {
  const context = await newContext(browser, viewport);
  const res = await context.request.post("/api/register", {
    data: { ...user, password, password_confirmation: password },
    headers: { origin: baseURL() },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { user: { id: number; role: string } };
  expect(body.user.role).toBe("customer");
  return { context, id: body.user.id };
}

async function adminContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await loginContext(context, "admin");
  return context;
}

/** Answers the open confirmation dialog with its confirm (last) button. */
async function confirmDialog(page: Page) {
  const dialog = page.getByRole("alertdialog");
  await dialog.waitFor();
  await dialog.getByRole("button").last().click();
  await dialog.waitFor({ state: "detached" });
}

const isUserPut = (id: number) => (r: { request(): { method(): string }; url(): string }) =>
  r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/customer/${id}`;

describe("user management", () => {
  it("lists users of both roles, searched and filtered, in every language", async () => {
    ids.promoted = (await register(promoted)).id;
    ids.blocked = (await register(blocked)).id;
    const context = await adminContext();
    const page = await context.newPage();

    await open(page, `/panel/customer?search=${suffix}`);
    const table = page.getByTestId("customer-table");
    await expect.poll(() => table.getByTestId("row-name").count()).toBe(2);
    expect((await table.getByTestId("row-name").allTextContents()).sort()).toEqual(
      [blocked.name, promoted.name].sort(),
    );

    // The role filter leaves both out (they are customers); search by email finds one.
    await page.getByTestId("filter-role").selectOption("admin");
    await expect.poll(() => page.getByTestId("row-name").count()).toBe(0);
    await page.getByTestId("filter-role").selectOption("customer");
    await expect.poll(() => page.getByTestId("row-name").count()).toBe(2);
    await page.getByTestId("list-search").fill(blocked.email.toUpperCase());
    await expect.poll(() => table.getByTestId("row-name").allTextContents()).toEqual([blocked.name]);

    for (const lang of LANGS) {
      await open(page, `/panel/customer?lang=${lang}`);
      await table.getByTestId("row-name").first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `customer-list-${lang}-desktop`);
    }
    await context.close();

    const phone = await adminContext(PHONE);
    const phonePage = await phone.newPage();
    for (const lang of LANGS) {
      await open(phonePage, `/panel/customer?lang=${lang}`);
      await phonePage.getByTestId("row-name").first().waitFor();
      await screenshot(phonePage, `customer-list-${lang}-phone`);
    }
    await phone.close();
  });

  it("lets the admin make a customer an admin, who then sees the admin menu", async () => {
    expect(ids.promoted).toBeGreaterThan(0);
    const user = await newContext(browser);
    await loginContext(user, promoted.username, password);
    const userPage = await user.newPage();
    await open(userPage, "/panel");
    await userPage.getByTestId("customer-sidebar").waitFor();
    expect((await user.request.get("/api/customer")).status()).toBe(403);

    const context = await adminContext();
    const page = await context.newPage();
    await open(page, `/panel/customer?search=${promoted.username}`);
    await page.getByTestId("row-name").filter({ hasText: promoted.name }).click();
    await page.waitForURL(new RegExp(`/panel/customer/${ids.promoted}$`));
    await page.getByTestId("customer-form").waitFor();
    expect(await page.getByTestId("customer-username").inputValue()).toBe(promoted.username);

    await page.getByTestId("customer-role").selectOption("admin");
    const saved = page.waitForResponse(isUserPut(ids.promoted));
    await page.getByTestId("customer-save").click();
    await confirmDialog(page);
    const res = await saved;
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { data: { role: string } }).data.role).toBe("admin");
    await expect.poll(() => page.getByTestId("customer-role-badge").textContent()).toMatch(/Admin/);
    await context.close();

    // The same session, reloaded: the admin sidebar and admin access, no new login needed.
    await open(userPage, "/panel");
    const sidebar = userPage.getByTestId("admin-sidebar");
    await sidebar.waitFor();
    expect(await sidebar.locator('a[href="/panel/customer"]').count()).toBeGreaterThan(0);
    expect((await user.request.get("/api/customer")).status()).toBe(200);
    await user.close();
  });

  it("lets the admin deactivate a user: their session stops at once and their login fails", async () => {
    expect(ids.blocked).toBeGreaterThan(0);
    const user = await newContext(browser);
    await loginContext(user, blocked.username, password);
    expect((await user.request.get("/api/me")).status()).toBe(200);

    const context = await adminContext();
    const page = await context.newPage();
    await open(page, `/panel/customer/${ids.blocked}`);
    await page.getByTestId("customer-form").waitFor();
    const active = page.getByTestId("customer-active");
    expect(await active.getAttribute("aria-checked")).toBe("true");

    // Turning the switch off asks first; cancelling changes nothing.
    await active.click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(blocked.name);
    await screenshot(page, "customer-deactivate-confirm-id-desktop");
    await dialog.getByRole("button").first().click();
    await dialog.waitFor({ state: "detached" });
    expect(await active.getAttribute("aria-checked")).toBe("true");

    const saved = page.waitForResponse(isUserPut(ids.blocked));
    await active.click();
    await confirmDialog(page);
    expect((await saved).status()).toBe(200);
    await expect.poll(() => active.getAttribute("aria-checked")).toBe("false");

    // Their cookie session answers 401 at once, the panel sends them away, and login fails with
    // the same answer as a wrong password.
    expect((await user.request.get("/api/me")).status()).toBe(401);
    const userPage = await user.newPage();
    await userPage.goto("/panel");
    expect(new URL(userPage.url()).pathname).toBe("/");
    const login = await user.request.post("/api/login", {
      data: { username: blocked.username, password },
      headers: { origin: baseURL() },
    });
    const wrong = await user.request.post("/api/login", {
      data: { username: blocked.username, password: `${password}x` },
      headers: { origin: baseURL() },
    });
    expect(login.status()).toBe(422);
    expect(await login.json()).toEqual(await wrong.json());
    await user.close();

    // The edit screen of a deactivated user, in every language.
    for (const lang of LANGS) {
      await open(page, `/panel/customer/${ids.blocked}?lang=${lang}`);
      await page.getByTestId("customer-form").waitFor();
      await page.getByTestId("customer-bookings").getByRole("table").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `customer-edit-${lang}-desktop`);
    }
    await context.close();

    const phone = await adminContext(PHONE);
    const phonePage = await phone.newPage();
    for (const lang of LANGS) {
      await open(phonePage, `/panel/customer/${ids.blocked}?lang=${lang}`);
      await phonePage.getByTestId("customer-form").waitFor();
      await screenshot(phonePage, `customer-edit-${lang}-phone`);
    }
    await phone.close();
  });

  it("keeps an admin from deactivating themselves or dropping their own admin role", async () => {
    const context = await adminContext();
    const me = (await (await context.request.get("/api/me")).json()) as { data: { id: number } };
    const page = await context.newPage();
    await open(page, `/panel/customer/${me.data.id}`);
    await page.getByTestId("customer-form").waitFor();
    expect(await page.getByTestId("customer-active").isDisabled()).toBe(true);
    expect(await page.getByTestId("customer-role").isDisabled()).toBe(true);
    await context.close();
  });
});
