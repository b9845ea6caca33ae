import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, open, PHONE, screenshot } from "./browser";

/*
 * Staff accounts and branches (docs/product.md §Staff roles and branches, decision 073) in the
 * browser: the demo admin (the owner) adds a branch, invites a sales colleague to it, changes their
 * role and deactivates them; both screens in three languages, at desktop and phone sizes; and a
 * finance colleague neither sees the Office menu nor opens the staff screen.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Lang = "id" | "en" | "my";
const suffix = Date.now().toString(36);
const branchName = { id: `Cabang Bandung ${suffix}`, en: `Bandung branch ${suffix}`, my: `Cawangan Bandung ${suffix}` };
const colleague = { name: `Siti Rahma ${suffix}`, username: `siti${suffix}`, email: `siti.${suffix}@example.test` };
const TITLES = {
  staff: { id: "Akun staf", en: "Staff accounts", my: "Akaun kakitangan" },
  branch: { id: "Cabang", en: "Branches", my: "Cawangan" },
};

async function ownerContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await loginContext(context, "admin");
  return context;
}

/** The response of the next API call of this method and path (search and ids left to `path`). */
const apiCall = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));

/** Answers the shared "check your data" confirmation (Radix AlertDialog). */
async function confirmDialog(page: Page) {
  const dialog = page.getByRole("alertdialog");
  await dialog.waitFor();
  await dialog.getByRole("button").last().click();
  await dialog.waitFor({ state: "detached" });
}

/** The latest mail of a kind sent to an address, read from the outbox as the owner. */
async function latestMail(context: BrowserContext, email: string, kind: string) {
  const res = await context.request.get("/api/outbox?limit=100");
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { kind: string; to: string; text: string; locale: string }[] };
  return data.find((m) => m.kind === kind && m.to === email);
}

/** The page scrolls sideways by this many pixels (0 when it fits the screen). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The table scrolls sideways in its region by this many pixels (0 when every column shows). */
const tableOverflow = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((table) => {
    const region = table.parentElement as HTMLElement;
    return region.scrollWidth - region.clientWidth;
  });

/** The table row of the colleague (the list searched for them). */
const staffRow = (page: Page) =>
  page.getByTestId("staff-table").getByTestId("table-row").filter({ hasText: colleague.name });

async function openStaffEdit(page: Page) {
  await staffRow(page).getByTestId("row-edit").click();
  const dialog = page.getByTestId("staff-dialog");
  await dialog.getByTestId("staff-edit-form").waitFor();
  return dialog;
}

async function saveStaffEdit(page: Page) {
  const saved = apiCall(page, "PUT", /^\/api\/staff\/\d+$/);
  await page.getByTestId("staff-edit-save").click();
  await confirmDialog(page);
  expect((await saved).status()).toBe(200);
  await page.getByTestId("staff-dialog").waitFor({ state: "detached" });
}

let branchId = 0;

describe("staff accounts and branches", () => {
  it("the owner adds a branch, invites a sales colleague to it, changes the role and deactivates them", async () => {
    const context = await ownerContext();
    const page = await context.newPage();

    // A branch with its name in three languages.
    await open(page, "/panel/branch?lang=en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(TITLES.branch.en);
    await page.getByTestId("branch-add").click();
    const branchDialog = page.getByTestId("branch-dialog");
    await branchDialog.getByTestId("branch-name-id").fill(branchName.id);
    for (const lang of ["en", "my"] as const) {
      await branchDialog.getByTestId(`lang-tab-${lang}`).click();
      await branchDialog.getByTestId(`branch-name-${lang}`).fill(branchName[lang]);
    }
    await branchDialog.getByTestId("branch-address").fill("Jl. Asia Afrika No. 8, Bandung");
    await branchDialog.getByTestId("branch-phone").fill("+62 22 4200 800");
    await branchDialog.getByTestId("branch-whatsapp").fill("+62 812 2000 8000");
    await branchDialog.getByTestId("branch-head-office").check();
    expect(await axeViolations(page)).toEqual([]);
    const created = apiCall(page, "POST", /^\/api\/branch$/);
    await branchDialog.getByTestId("branch-save").click();
    const res = await created;
    expect(res.status()).toBe(201);
    branchId = ((await res.json()) as { data: { id: number } }).data.id;
    await branchDialog.waitFor({ state: "detached" });
    const branchRow = page.getByTestId("branch-table").getByTestId("table-row").filter({ hasText: branchName.en });
    await branchRow.waitFor();
    expect(await branchRow.getByTestId("row-users").textContent()).toBe("0");
    expect(await branchRow.getByTestId("row-status").textContent()).toBe("Active");
    expect(await branchRow.getByTestId("row-head-office").textContent()).toBe("Head office");

    // The colleague, invited to that branch as sales, with mails in Malay.
    await open(page, "/panel/staff?lang=en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(TITLES.staff.en);
    await page.getByTestId("staff-add").click();
    const dialog = page.getByTestId("staff-dialog");
    await dialog.getByTestId("staff-name").fill(colleague.name);
    await dialog.getByTestId("staff-email").fill(colleague.email);
    // A user name already taken: the API's 422 message stands under the field.
    await dialog.getByTestId("staff-username").fill("admin");
    const refusedInvite = apiCall(page, "POST", /^\/api\/staff$/);
    await dialog.getByTestId("staff-invite-save").click();
    expect((await refusedInvite).status()).toBe(422);
    const username = dialog.getByTestId("staff-username");
    // The answer arrives before React renders it: wait for the message, then read the field.
    await dialog.getByText("This user name is already taken.").waitFor();
    // The same answer as a toast, whose library loads with the first toast: waited for here, so
    // that it cannot appear (fading in, hence "low contrast") in the middle of the axe scan below.
    await page.locator(".Toastify__toast--error").filter({ hasText: "This user name is already taken." }).waitFor();
    await expect.poll(() => username.getAttribute("aria-invalid")).toBe("true");
    await username.fill(colleague.username);
    await dialog.getByTestId("staff-role-sales").check();
    const branchSelect = dialog.getByTestId("staff-branch");
    await branchSelect.locator(`option[value="${branchId}"]`).waitFor({ state: "attached" });
    await branchSelect.selectOption(String(branchId));
    await dialog.getByTestId("staff-locale").selectOption("my");
    expect(await axeViolations(page)).toEqual([]);
    const invited = apiCall(page, "POST", /^\/api\/staff$/);
    await dialog.getByTestId("staff-invite-save").click();
    expect((await invited).status()).toBe(201);
    await dialog.waitFor({ state: "detached" });
    const mail = await latestMail(context, colleague.email, "staff_invite");
    expect(mail?.locale).toBe("my");
    expect(mail?.text).toMatch(/\/reset-password\/[\w-]+\?lang=my/);

    await open(page, `/panel/staff?lang=en&search=${colleague.username}`);
    const row = staffRow(page);
    await row.waitFor();
    expect(await row.getByTestId("row-role").textContent()).toBe("Sales");
    expect(await row.getByTestId("row-branch").textContent()).toBe(branchName.en);
    expect(await row.getByTestId("row-status").textContent()).toBe("Invited");

    // Not joined yet: the invitation can be sent again.
    let edit = await openStaffEdit(page);
    const again = apiCall(page, "POST", /^\/api\/staff\/\d+\/invitation$/);
    await edit.getByTestId("staff-reinvite").click();
    expect((await again).status()).toBe(200);
    // Its toast comes a moment after the answer: on screen before the scan below, which would
    // otherwise catch it fading in (CI, stop 44).
    await page.locator(".Toastify__toast--success").filter({ hasText: "A new invitation was sent." }).waitFor();
    // The role changes to finance.
    await edit.getByTestId("staff-role-finance").check();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "staff-edit-en-desktop");
    await saveStaffEdit(page);
    await expect.poll(() => row.getByTestId("row-role").textContent()).toBe("Finance");

    // Deactivated: the badge says so.
    edit = await openStaffEdit(page);
    await edit.getByTestId("staff-active").uncheck();
    await saveStaffEdit(page);
    await expect.poll(() => row.getByTestId("row-status").textContent()).toBe("Inactive");

    // The owner cannot deactivate themselves: the API's 409 message is shown.
    await open(page, "/panel/staff?lang=en&search=admin");
    const mine = page.getByTestId("staff-table").getByTestId("table-row").filter({ hasText: "You" }).first();
    await mine.getByTestId("row-edit").click();
    const own = page.getByTestId("staff-dialog");
    await own.getByTestId("staff-active").uncheck();
    const refused = apiCall(page, "PUT", /^\/api\/staff\/\d+$/);
    await own.getByTestId("staff-edit-save").click();
    await confirmDialog(page);
    expect((await refused).status()).toBe(409);
    await page.getByText("You cannot deactivate your own account.").first().waitFor();
    await own.getByRole("button", { name: "Cancel" }).click();

    // The branch counts its colleague now and cannot be deleted: its 409 says to deactivate it.
    await open(page, "/panel/branch?lang=en");
    await branchRow.waitFor();
    expect(await branchRow.getByTestId("row-users").textContent()).toBe("1");
    await branchRow.getByTestId("row-delete").click();
    const removed = apiCall(page, "DELETE", /^\/api\/branch\/\d+$/);
    await confirmDialog(page);
    expect((await removed).status()).toBe(409);
    await page
      .getByText(/deactivate it instead of deleting it/)
      .first()
      .waitFor();

    await open(page, "/panel/staff?lang=en");
    await page.getByTestId("staff-table").getByTestId("table-row").first().waitFor();
    await screenshot(page, "staff-list-en-desktop");
    expect(await tableOverflow(page, "staff-table")).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await open(page, "/panel/branch?lang=en");
    await branchRow.waitFor();
    await screenshot(page, "branch-list-en-desktop");
    expect(await tableOverflow(page, "branch-table")).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(["id", "my"] as const)(
    "%s on a phone: both screens fit the width, without axe violations",
    async (lang: Lang) => {
      const context = await ownerContext(PHONE);
      const page = await context.newPage();
      for (const screen of ["staff", "branch"] as const) {
        await open(page, `/panel/${screen}?lang=${lang}`);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(TITLES[screen][lang]);
        await page.getByTestId(`${screen}-table`).getByTestId("table-row").first().waitFor();
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await tableOverflow(page, `${screen}-table`)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `${screen}-list-${lang}-phone`);
        // The add / invite dialog fits too.
        await page.getByTestId(`${screen}-add`).click();
        const dialog = page.getByTestId(`${screen}-dialog`);
        await dialog.locator("form").waitFor();
        expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `${screen}-dialog-${lang}-phone`);
        await dialog.evaluate((d) => d.scrollTo(0, d.scrollHeight));
        await screenshot(page, `${screen}-dialog-${lang}-phone-end`);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
      }
      await context.close();
    },
  );

  it("a finance colleague sees no Office menu and gets the 403 page on the staff screen", async () => {
    const owner = await ownerContext();
    const finance = { name: `Dewi ${suffix}`, username: `dewi${suffix}`, email: `dewi.${suffix}@example.test` };
    const invited = await owner.request.post("/api/staff", {
      data: { ...finance, staff_role: "finance", branch_id: null, locale: "en" },
      headers: { origin: baseURL() },
    });
    expect(invited.status()).toBe(201);
    const mail = await latestMail(owner, finance.email, "staff_invite");
    const token = /\/reset-password\/([\w-]+)\?lang=/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    await owner.close();

    const context = await newContext(browser, DESKTOP);
    const password = "Keuangan2026ok";
    const set = await context.request.post("/api/reset-password", {
      data: { token, password, password_confirmation: password },
      headers: { origin: baseURL() },
    });
    expect(set.status()).toBe(200);
    await loginContext(context, finance.username, password);
    const page = await context.newPage();
    await open(page, "/panel?lang=en");
    const sidebar = page.getByTestId("admin-sidebar");
    await sidebar.waitFor();
    expect(await sidebar.locator('a[href="/panel/refunds"]').count()).toBe(1);
    expect(await page.getByTestId("menu-section-office").count()).toBe(0);
    expect(await sidebar.locator('a[href="/panel/staff"], a[href="/panel/branch"]').count()).toBe(0);
    for (const path of ["/panel/staff", "/panel/branch"]) {
      const res = await page.goto(`${path}?lang=en`);
      expect(res?.status(), path).toBe(403);
      expect(await page.locator("main#main [data-testid=error-403]").count()).toBe(1);
    }
    await context.close();
  });
});
