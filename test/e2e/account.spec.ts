import sharp from "sharp";
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
const SIZES = { phone: PHONE, desktop: DESKTOP };

// Users of this run only: the demo accounts keep their passwords for the other journeys.
const suffix = Date.now().toString(36);
const person = { username: `e2eacc${suffix}`, email: `e2e.acc.${suffix}@example.test`, password: "Start2026ok" };
const shots = { username: `e2eshot${suffix}`, email: `e2e.shot.${suffix}@example.test`, password: "Start2026ok" };
const passwords = { reset: "Reset2026ok", updated: "Update2026ok" };

async function register(user: typeof person, lang: Lang = "en") {
  const context = await newContext(browser);
  const res = await context.request.post(`/api/register?lang=${lang}`, {
    data: { name: `Account ${user.username}`, ...user, password_confirmation: user.password },
    headers: { origin: baseURL() },
  });
  expect(res.status()).toBe(200);
  await context.close();
}

/** The latest mail of a kind sent to an address, read from the outbox as an admin through the API. */
async function latestMail(email: string, kind: string) {
  const context = await newContext(browser);
  await loginContext(context, "admin");
  const res = await context.request.get("/api/outbox?limit=100");
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { kind: string; to: string; text: string; locale: string }[] };
  await context.close();
  return data.find((m) => m.kind === kind && m.to === email);
}

/** The latest reset link mailed to an address. */
async function resetLinkFor(email: string): Promise<string> {
  const mail = await latestMail(email, "password_reset");
  const link = mail ? /https?:\/\/\S+\/reset-password\/[\w-]+(\?lang=\w+)?/.exec(mail.text)?.[0] : undefined;
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return link;
}

async function confirmUpdate(page: Page) {
  const dialog = page.getByRole("alertdialog");
  await dialog.waitFor();
  await dialog.getByRole("button", { name: /^(Continue|Lanjutkan|Teruskan|Save|Simpan)$/ }).click();
  await dialog.waitFor({ state: "detached" });
}

const me = async (context: BrowserContext) => (await context.request.get("/api/me")).status();

describe("forgot and reset a password", () => {
  it("mails a one-time link that sets a new password, then logs in with it", async () => {
    await register(person);
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await open(page, "/login?lang=en");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL(/\/forgot-password/);
    await page.waitForLoadState("networkidle");
    await page.getByTestId("forgot-email").fill(person.email);
    await page.getByTestId("forgot-submit").click();
    const sent = page.getByTestId("forgot-sent");
    await sent.waitFor();
    const confirmation = await sent.textContent();
    expect(confirmation).toMatch(/If an account matches/);

    // An unknown address gets exactly the same confirmation.
    await page.getByRole("button", { name: "Ask again" }).click();
    await page.getByTestId("forgot-email").fill(`nobody.${suffix}@example.test`);
    await page.getByTestId("forgot-submit").click();
    await sent.waitFor();
    expect(await sent.textContent()).toBe(confirmation);

    const link = await resetLinkFor(person.email);
    expect(link.startsWith(`${baseURL()}/reset-password/`)).toBe(true);
    await open(page, link);
    await page.getByTestId("reset-password").fill(passwords.reset);
    await page.getByTestId("reset-password-confirmation").fill(passwords.reset);
    await page.getByTestId("reset-submit").click();
    await page.getByTestId("reset-done").waitFor();
    expect(await page.locator("main, body").first().textContent()).toMatch(
      /Reset password success, please continue logging in\./,
    );
    await page.getByTestId("reset-login").click();
    await page.waitForURL(/\/login/);
    await page.waitForLoadState("networkidle");

    // Log in through the form with the new password.
    await page.locator('input[autocomplete="username"]').fill(person.username);
    await page.locator('input[autocomplete="current-password"]').fill(passwords.reset);
    const login = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/login");
    await page.getByTestId("login-submit").click();
    expect((await login).status()).toBe(200);
    expect(await me(context)).toBe(200);

    // The link worked once.
    await open(page, link);
    await page.getByTestId("reset-invalid").waitFor();
    expect(await page.getByTestId("reset-request-new").getAttribute("href")).toBe("/forgot-password");
    await context.close();
  });
});

describe("profile and password in the panel", () => {
  it("updates the name and picture, and the top bar shows them", async () => {
    const context = await newContext(browser, DESKTOP);
    await loginContext(context, person.username, passwords.reset);
    const page = await context.newPage();
    await open(page, "/panel/profile?lang=en");
    const avatar = page.getByTestId("panel-user-avatar");
    expect(await avatar.count()).toBe(0);

    const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#d99a2b" } })
      .jpeg()
      .toBuffer();
    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/upload");
    await page
      .getByTestId("profile-picture-input")
      .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: picture });
    expect((await uploaded).status()).toBe(200);
    await page.getByTestId("profile-picture-preview").waitFor();

    const newName = `Nur Aisyah ${suffix}`;
    await page.getByTestId("profile-name").fill(newName);
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/profile");
    await page.getByTestId("profile-save").click();
    await confirmUpdate(page);
    const res = await saved;
    expect(res.status()).toBe(200);
    const { user } = (await res.json()) as { user: { name: string; profile_picture_url: string; role: string } };
    expect(user).toMatchObject({ name: newName, role: "customer" });
    expect(user.profile_picture_url).toMatch(/^\/uploads\/[\w-]+-\d+\.webp$/);

    // The top bar follows without a reload.
    await avatar.waitFor();
    expect(await avatar.getAttribute("src")).toBe(user.profile_picture_url);
    expect(await page.getByTestId("panel-user-menu").textContent()).toContain(newName);
    const image = await context.request.get(user.profile_picture_url);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");

    // And after one.
    await open(page, "/panel/profile?lang=id");
    // Polled: under load the form can be read in the moment hydration refills it.
    await expect.poll(() => page.getByTestId("profile-name").inputValue()).toBe(newName);
    expect(await page.getByTestId("panel-user-avatar").getAttribute("src")).toBe(user.profile_picture_url);
    await context.close();
  });

  it("changes the password: a wrong current one is refused, other sessions end, this one stays", async () => {
    const other = await newContext(browser);
    await loginContext(other, person.username, passwords.reset);
    expect(await me(other)).toBe(200);

    const context = await newContext(browser, PHONE);
    await loginContext(context, person.username, passwords.reset);
    const page = await context.newPage();
    await open(page, "/panel/update-password?lang=en");
    await page.getByTestId("current-password").fill("Wrong2026ok");
    await page.getByTestId("new-password").fill(passwords.updated);
    await page.getByTestId("new-password-confirmation").fill(passwords.updated);
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/update-password");
    await page.getByTestId("update-password-submit").click();
    expect((await refused).status()).toBe(422);
    await page.getByText("The current password is not correct.").first().waitFor();

    await page.getByTestId("current-password").fill(passwords.reset);
    const accepted = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/update-password");
    await page.getByTestId("update-password-submit").click();
    expect((await accepted).status()).toBe(200);
    // The form is emptied after the answer reaches the page's script, not when the browser sees it.
    await expect.poll(() => page.getByTestId("current-password").inputValue()).toBe("");

    expect(await me(context)).toBe(200);
    expect(await me(other)).toBe(401);
    const login = await other.request.post("/api/login", {
      data: { username: person.username, password: passwords.updated },
      headers: { origin: baseURL() },
    });
    expect(login.status()).toBe(200);
    await other.close();
    await context.close();
  });
});

describe("the language of one's mails (issue 26)", () => {
  it("a customer chooses Malay on the profile; a reset asked on an Indonesian page is mailed in Malay with ?lang=my links", async () => {
    const user = { username: `e2elang${suffix}`, email: `e2e.lang.${suffix}@example.test`, password: "Start2026ok" };
    await register(user, "id");
    const context = await newContext(browser, PHONE);
    await loginContext(context, user.username, user.password);
    const page = await context.newPage();
    // The "Your data" card asks for the closure state once React runs: the form submits from then on.
    const hydrated = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/account/closure");
    await open(page, "/panel/profile?lang=en");
    await hydrated;
    const language = page.getByTestId("profile-locale");
    await expect.poll(() => language.inputValue()).toBe("id");
    await language.selectOption("my");
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/profile");
    await page.getByTestId("profile-save").click();
    await confirmUpdate(page);
    const res = await saved;
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { user: { locale: string } }).user.locale).toBe("my");
    // The page keeps its own language: the choice is the mails'.
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await context.close();

    // Asked for a new password from a page in Indonesian.
    const guest = await newContext(browser, PHONE);
    const form = await guest.newPage();
    await open(form, "/forgot-password?lang=id");
    await form.getByTestId("forgot-email").fill(user.email);
    await form.getByTestId("forgot-submit").click();
    await form.getByTestId("forgot-sent").waitFor();
    await guest.close();

    const mail = await latestMail(user.email, "password_reset");
    expect(mail?.locale).toBe("my");
    expect(mail?.text).toContain(`Salam Account ${user.username},`);
    expect(await resetLinkFor(user.email)).toMatch(/\?lang=my$/);
    expect(mail?.text).not.toContain("lang=id");
  });
});

describe("account screens in three languages", () => {
  let resetPath = "";
  beforeAll(async () => {
    await register(shots, "my");
    const visitor = await newContext(browser);
    const asked = await visitor.request.post("/api/forgot-password", {
      data: { email: shots.username },
      headers: { origin: baseURL() },
    });
    expect(asked.status()).toBe(200);
    await visitor.close();
    const link = await resetLinkFor(shots.email);
    // The mail is in the language the person registered in, and so is its link.
    expect(link).toMatch(/\?lang=my$/);
    resetPath = new URL(link).pathname;
  });

  it.each(LANGS)(
    "%s: forgot, reset and profile have no axe violations; screenshots at phone and desktop size",
    async (lang) => {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const guest = await newContext(browser, viewport);
        const user = await newContext(browser, viewport);
        await loginContext(user, shots.username, shots.password);
        const guestPage = await guest.newPage();
        const userPage = await user.newPage();

        await open(guestPage, `/forgot-password?lang=${lang}`);
        expect(await guestPage.locator("html").getAttribute("lang")).toBe(lang === "my" ? "ms" : lang);
        if (size === "phone") expect(await axeViolations(guestPage)).toEqual([]);
        await screenshot(guestPage, `account-forgot-${lang}-${size}`);

        // Opening the page does not use the link up.
        await open(guestPage, `${resetPath}?lang=${lang}`);
        await guestPage.getByTestId("reset-form").waitFor();
        if (size === "phone") expect(await axeViolations(guestPage)).toEqual([]);
        await screenshot(guestPage, `account-reset-${lang}-${size}`);

        await open(userPage, `/panel/profile?lang=${lang}`);
        await userPage.getByTestId("profile-form").waitFor();
        if (size === "phone") expect(await axeViolations(userPage)).toEqual([]);
        await screenshot(userPage, `account-profile-${lang}-${size}`);

        await guest.close();
        await user.close();
      }
    },
  );
});
