import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, sessions, users } from "#db/schema";
import { createSetting, createUser } from "#test/factories";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://travel.example" });
  await createSetting(t.db);
});
afterAll(async () => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const details = {
  name: "Siti Rahma",
  email: "siti.rahma@example.test",
  username: "sitirahma",
  title: "Mrs",
  is_number: "3171234567890001",
  phone: "+62 812 3456 7890",
  birth_place: "Bandung",
  birth_date: "1990-05-17",
  address: "Jl. Merdeka 1, Bandung",
};

const putProfile = (token: string, payload: Record<string, unknown>, lang = "en") =>
  t.app.inject({ method: "PUT", url: `/api/profile?lang=${lang}`, headers: auth(token), payload });

async function uploadAvatar(token: string, image: Buffer, purpose = "avatar") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(image)]), "me.jpg");
  const body = new Response(form);
  return t.app.inject({
    method: "POST",
    url: `/api/upload?lang=en&purpose=${purpose}`,
    headers: { ...auth(token), "content-type": body.headers.get("content-type")! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
}
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

describe("PUT /api/profile", () => {
  it("saves every register field for a customer and answers { message, user }", async () => {
    await createUser(t.db, { username: "siti", password: "Secret123!" });
    const token = await loginAs(t.app, "siti", "Secret123!");
    const res = await putProfile(token, details);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Your profile has been saved.");
    expect(res.json().user).toMatchObject({ ...details, role: "customer", profile_picture_url: null });
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: auth(token) });
    expect(me.json().data).toMatchObject(details);
    // Optional fields can be emptied again.
    const cleared = await putProfile(token, { ...details, title: "", phone: "", birth_date: "", address: null });
    expect(cleared.json().user).toMatchObject({ title: null, phone: null, birth_date: null, address: null });
  });

  it("never changes the role, the password or the state, whatever the request carries", async () => {
    const user = await createUser(t.db, { username: "mallory", password: "Secret123!" });
    const token = await loginAs(t.app, "mallory", "Secret123!");
    const res = await putProfile(token, {
      ...details,
      email: "mallory@example.test",
      username: "mallory",
      role: "admin",
      id: 1,
      active: false,
      password: "Hacked2026",
      password_hash: "x",
      profile_picture_url: "https://evil.test/x.png",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, role: "customer", profile_picture_url: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: "customer", active: true, passwordHash: user.passwordHash });
    const admin = await t.app.inject({ method: "GET", url: "/api/outbox", headers: auth(token) });
    expect(admin.statusCode).toBe(403);
  });

  it("refuses a user name or email another user has (any case) with 422, but keeps one's own", async () => {
    await createUser(t.db, { username: "budi", email: "budi@example.test" });
    await createUser(t.db, { username: "ani", email: "ani@example.test", password: "Secret123!" });
    const token = await loginAs(t.app, "ani", "Secret123!");
    const taken = await putProfile(token, { ...details, username: "BUDI", email: "Budi@Example.test" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.username[0]).toMatch(/already taken/);
    expect(taken.json().errors.email[0]).toMatch(/already registered/);
    const own = await putProfile(token, { ...details, username: "ANI", email: "ani@example.test" });
    expect(own.statusCode).toBe(200);
    expect(own.json().user.username).toBe("ANI");
    // The login follows the new spelling, case-insensitively.
    expect(await loginAs(t.app, "ani", "Secret123!")).toBeTruthy();
  });

  it("validates like register, in the caller's language", async () => {
    await createUser(t.db, { username: "rina", password: "Secret123!" });
    const token = await loginAs(t.app, "rina", "Secret123!");
    const res = await putProfile(token, { ...details, username: "x", email: "nope", name: "" }, "id");
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "name", "username"]);
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/profile", payload: details });
    expect(res.statusCode).toBe(401);
  });
});

describe("the language of one's mails (issue 26)", () => {
  it("a customer who registered in Indonesian chooses Malay: kept, and the next mail and its link are in Malay", async () => {
    const user = await createUser(t.db, { username: "aminah", password: "Secret123!", locale: "id" });
    const token = await loginAs(t.app, "aminah", "Secret123!");
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers: auth(token) })).json().data.locale).toBe("id");
    // Saved from a page in English: the choice counts, not the page's language.
    const res = await putProfile(token, { ...details, email: user.email, username: "aminah", locale: "my" }, "en");
    expect(res.statusCode).toBe(200);
    expect(res.json().user.locale).toBe("my");
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers: auth(token) })).json().data.locale).toBe("my");

    // A reset asked from a page in Indonesian still mails in Malay.
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/forgot-password?lang=id",
      headers: { host: "travel.example" },
      payload: { email: "aminah" },
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toAddress, user.email)).orderBy(desc(outbox.id));
    expect(mail).toMatchObject({ kind: "password_reset", locale: "my" });
    expect(mail.text).toContain("Salam Siti Rahma,");
    expect(mail.text).toMatch(/\/reset-password\/[\w-]+\?lang=my\n/);
    expect(mail.text).not.toContain("lang=id");
  });

  it("refuses a language the site does not offer (422 on locale, translated), changing nothing; left out keeps it", async () => {
    const user = await createUser(t.db, { username: "hasan", password: "Secret123!", locale: "en" });
    const token = await loginAs(t.app, "hasan", "Secret123!");
    const mine = { ...details, email: user.email, username: "hasan", name: "Hasan Basri" };
    for (const locale of ["ms", "fr", "", 1]) {
      const res = await putProfile(token, { ...mine, locale }, "id");
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ locale: ["Pilih salah satu opsi yang tersedia."] });
    }
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged).toMatchObject({ locale: "en", name: user.name });
    // An API client that does not know the field keeps the preference.
    const kept = await putProfile(token, mine);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().user).toMatchObject({ name: "Hasan Basri", locale: "en" });
  });
});

describe("profile picture", () => {
  it("an avatar upload by any user becomes the profile's public picture, and null removes it", async () => {
    await createUser(t.db, { username: "dewi", email: "dewi@example.test", password: "Secret123!" });
    const token = await loginAs(t.app, "dewi", "Secret123!");
    const up = await uploadAvatar(token, await photo(900, 600));
    expect(up.statusCode).toBe(200);
    const file = up.json().data;
    // One square variant, public.
    expect(file).toMatchObject({ visibility: "public", width: 320, height: 320, url: `/uploads/${file.id}-320.webp` });

    const mine = { ...details, username: "dewi", email: "dewi@example.test" };
    const res = await putProfile(token, { ...mine, profile_picture: file.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.profile_picture_url).toBe(file.url);
    const served = await t.app.inject({ method: "GET", url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    // Left out: kept.
    const kept = await putProfile(token, { ...mine, name: "Dewi Lestari" });
    expect(kept.json().user).toMatchObject({ name: "Dewi Lestari", profile_picture_url: file.url });
    // null: removed.
    const removed = await putProfile(token, { ...mine, profile_picture: null });
    expect(removed.json().user.profile_picture_url).toBeNull();
  });

  it("refuses someone else's upload, a private file or an unknown id", async () => {
    await createUser(t.db, { username: "eko", email: "eko@example.test", password: "Secret123!" });
    await createUser(t.db, { username: "fajar", password: "Secret123!" });
    const eko = await loginAs(t.app, "eko", "Secret123!");
    const fajar = await loginAs(t.app, "fajar", "Secret123!");
    const others = (await uploadAvatar(fajar, await photo(400, 400))).json().data.id;
    const privateDoc = (await uploadAvatar(eko, await photo(400, 400), "document")).json().data.id;
    const mine = { ...details, username: "eko", email: "eko@example.test" };
    for (const id of [others, privateDoc, "00000000-0000-4000-8000-000000000000"]) {
      const res = await putProfile(eko, { ...mine, profile_picture: id });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.profile_picture).toHaveLength(1);
    }
    expect((await putProfile(eko, { ...mine, profile_picture: "not-a-uuid" })).statusCode).toBe(422);
  });
});

describe("PUT /api/update-password", () => {
  const update = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: "/api/update-password?lang=en", headers: auth(token), payload });
  /** The body a user sends: their current password, and the new one typed twice. */
  const change = (token: string, current: string, password: string) =>
    update(token, { current_password: current, password, password_confirmation: password });

  it("refuses a wrong current password with 422 on current_password", async () => {
    await createUser(t.db, { username: "gita", password: "Secret123!" });
    const token = await loginAs(t.app, "gita", "Secret123!");
    const res = await change(token, "Wrong1234", "Fresh2026ok");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.current_password[0]).toBe("The current password is not correct.");
    const same = await change(token, "Secret123!", "Secret123!");
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.password).toBeDefined();
    const weak = await change(token, "Secret123!", "abc");
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toBeDefined();
  });

  it("changes the password and ends the other sessions, keeping the current one", async () => {
    const user = await createUser(t.db, { username: "hana", password: "Secret123!" });
    const current = await loginAs(t.app, "hana", "Secret123!");
    const other = await loginAs(t.app, "hana", "Secret123!");
    const res = await change(current, "Secret123!", "Fresh2026ok");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password has been changed/);
    const me = (token: string) => t.app.inject({ method: "GET", url: "/api/me", headers: auth(token) });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.filter((s) => !s.revokedAt)).toHaveLength(1);
    expect(await loginAs(t.app, "hana", "Fresh2026ok")).toBeTruthy();
  });

  it("throttles wrong current passwords per account with 429", async () => {
    await createUser(t.db, { username: "indra", password: "Secret123!" });
    const token = await loginAs(t.app, "indra", "Secret123!");
    const wrong = { current_password: "Wrong1234", password: "Fresh2026ok", password_confirmation: "Fresh2026ok" };
    for (let i = 0; i < t.app.env.LOGIN_MAX_FAILURES; i++) expect((await update(token, wrong)).statusCode).toBe(422);
    const blocked = await update(token, { ...wrong, current_password: "Secret123!" });
    expect(blocked.statusCode).toBe(429);
  });
});

describe("welcome mail", () => {
  it("is queued on register, in the language the person registered in", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register?lang=my",
      headers: { host: "travel.example" },
      payload: {
        name: "Nur Aina",
        email: "aina@example.test",
        username: "aina",
        password: "Umrah2026ok",
        password_confirmation: "Umrah2026ok",
      },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, "aina@example.test"))
      .orderBy(desc(outbox.id));
    expect(mail).toMatchObject({ kind: "welcome", locale: "my", subject: "Selamat datang ke Amanah Tour & Travel" });
    expect(mail.text).toContain("Salam Nur Aina,");
    expect(mail.text).toContain("aina");
    expect(mail.text).toContain("https://travel.example/panel?lang=my");
  });

  it("is not queued when the registration is refused", async () => {
    const before = await t.db.select().from(outbox);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        name: "Copy",
        email: "aina@example.test",
        username: "aina2",
        password: "Umrah2026ok",
        password_confirmation: "Umrah2026ok",
      },
    });
    expect(res.statusCode).toBe(422);
    expect(await t.db.select().from(outbox)).toHaveLength(before.length);
  });
});
