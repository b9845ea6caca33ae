import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#db/schema";
import { createBooking, createUser } from "#test/factories";
import { bearer } from "#test/factories/booking";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";
import { customerEditBody } from "#test/setup/customers";
import { apiCaller, type Method, signInAdmin, signInCustomer } from "#test/setup/sessions";

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
let customer: Record<string, string>;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({
    headers: admin,
    user: { id: adminId },
  } = await signInAdmin(t, { name: "Zainal Admin", username: "zainal" }));
  ({
    headers: customer,
    user: { id: customerId },
  } = await signInCustomer(t, { name: "Citra Customer" }));
});
afterAll(async () => t?.close());

const call = apiCaller(() => ({ t, headers: admin }));

const editBody = (id: number, patch: Record<string, unknown> = {}) => customerEditBody(call, id, patch);

/** Keys that must never leave the server in a user DTO. */
const SECRET = /password|hash|token|session/i;
function expectNoSecrets(value: unknown) {
  const keys: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object")
      for (const [k, inner] of Object.entries(v)) {
        keys.push(k);
        walk(inner);
      }
  };
  walk(value);
  expect(keys.filter((k) => SECRET.test(k))).toEqual([]);
  expect(JSON.stringify(value)).not.toMatch(/\$argon2/);
}

describe("/api/customer: access", () => {
  it("answers 401 to a visitor and 403 to a customer, for every route", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/customer"],
      ["GET", `/api/customer/${customerId}`],
      ["PUT", `/api/customer/${customerId}`, { name: "X", email: "x@example.test", username: "xxx" }],
    ] as [Method, string, unknown][]) {
      expect((await call(method, url, body, {})).statusCode, `${method} ${url} visitor`).toBe(401);
      expect((await call(method, url, body, customer)).statusCode, `${method} ${url} customer`).toBe(403);
    }
    expect((await call("GET", "/api/customer")).statusCode).toBe(200);
  });

  it("answers 404 for an unknown user", async () => {
    expect((await call("GET", "/api/customer/999999")).statusCode).toBe(404);
    const body = await editBody(customerId);
    expect(
      (await call("PUT", "/api/customer/999999", { ...body, username: "ghost1", email: "g@x.test" })).statusCode,
    ).toBe(404);
  });
});

describe("GET /api/customer: search, filters, sort, paging", () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const made = await Promise.all([
      createUser(t.db, { name: "Siti Rahmawati", username: "siti_r", email: "siti@amanah.test" }),
      createUser(t.db, { name: "Budi Santoso", username: "budis", email: "BUDI.S@Mail.test", active: false }),
      createUser(t.db, { name: "Hafiz 100% Umrah", username: "hafiz100", email: "hafiz@mail.test" }),
      createUser(t.db, { name: "Aisyah Admin", username: "aisyah_admin", email: "aisyah@amanah.test", role: "admin" }),
    ]);
    ids = { siti: made[0].id, budi: made[1].id, hafiz: made[2].id, aisyah: made[3].id };
  });
  const names = async (query: string) => {
    const res = await call("GET", `/api/customer${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { name: string }[]).map((u) => u.name).sort();
  };

  it("lists users of both roles with { data, meta } and no secrets", async () => {
    const res = await call("GET", "/api/customer?limit=-1");
    const body = res.json();
    expect(body.meta).toEqual({ page: 1, limit: -1, total: 6, last_page: 1 });
    expect(body.data).toHaveLength(6);
    expect(new Set(body.data.map((u: { role: string }) => u.role))).toEqual(new Set(["admin", "customer"]));
    const budi = body.data.find((u: { id: number }) => u.id === ids.budi);
    expect(Object.keys(budi).sort()).toEqual(
      ["active", "created_at", "email", "id", "name", "phone", "profile_picture_url", "role", "username"].sort(),
    );
    expect(budi.active).toBe(false);
    expectNoSecrets(body);
  });

  it("searches name, user name and email, case-insensitively", async () => {
    expect(await names("?search=rahma")).toEqual(["Siti Rahmawati"]);
    expect(await names("?search=BUDIS")).toEqual(["Budi Santoso"]);
    expect(await names("?search=budi.s%40mail")).toEqual(["Budi Santoso"]);
    expect(await names("?search=amanah.test")).toEqual(["Aisyah Admin", "Siti Rahmawati"]);
  });

  it("reads % and _ in a search as themselves, not as wildcards", async () => {
    expect(await names("?search=%25")).toEqual(["Hafiz 100% Umrah"]);
    expect(await names("?search=_r")).toEqual(["Siti Rahmawati"]);
    expect(await names("?search=i_a")).toEqual([]);
  });

  it("filters by role and by active", async () => {
    expect(await names("?role=admin")).toEqual(["Aisyah Admin", "Zainal Admin"]);
    expect(await names("?role=customer&active=false")).toEqual(["Budi Santoso"]);
    expect(await names("?active=0")).toEqual(["Budi Santoso"]);
    expect((await names("?active=true")).length).toBe(5);
    expect((await call("GET", "/api/customer?role=owner")).statusCode).toBe(422);
    expect((await call("GET", "/api/customer?active=yes")).statusCode).toBe(422);
  });

  it("sorts and pages", async () => {
    const page = async (q: string) => (await call("GET", `/api/customer${q}`)).json();
    const asc = await page("?sort=name_asc&limit=2");
    expect(asc.data.map((u: { name: string }) => u.name)).toEqual(["Aisyah Admin", "Budi Santoso"]);
    expect(asc.meta).toEqual({ page: 1, limit: 2, total: 6, last_page: 3 });
    const third = await page("?sort=name_asc&limit=2&page=3");
    expect(third.data.map((u: { name: string }) => u.name)).toEqual(["Siti Rahmawati", "Zainal Admin"]);
    const desc = await page("?sort=name_desc&limit=1");
    expect(desc.data[0].name).toBe("Zainal Admin");
    const latest = await page("?limit=-1");
    const oldest = await page("?sort=oldest&limit=-1");
    expect(oldest.data.map((u: { id: number }) => u.id)).toEqual(
      [...latest.data.map((u: { id: number }) => u.id)].reverse(),
    );
    expect((await call("GET", "/api/customer?sort=random")).statusCode).toBe(422);
  });
});

describe("GET /api/customer/{id}", () => {
  it("answers the details, active flag and the number of bookings, without secrets", async () => {
    const u = await createUser(t.db, { name: "Dewi", phone: "+62 812 0000 1111", birthDate: "1990-05-06" });
    await createBooking(t.db, u.id);
    await createBooking(t.db, u.id, { status: "canceled" });
    await createBooking(t.db, customerId);
    const res = await call("GET", `/api/customer/${u.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: u.id,
      name: "Dewi",
      username: u.username,
      role: "customer",
      phone: "+62 812 0000 1111",
      birth_date: "1990-05-06",
      active: true,
      counts: { bookings: 2 },
    });
    expect(data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expectNoSecrets(res.json());
  });
});

describe("PUT /api/customer/{id}: details and uniqueness", () => {
  it("updates the details with a translated message", async () => {
    const u = await createUser(t.db);
    // These come back as sent; only the name and email are trimmed (and the email lower-cased).
    const details = {
      username: "nuraini",
      title: "Mrs",
      is_number: "3174-0101",
      phone: "+60 12 345 6789",
      birth_place: "Johor Bahru",
      birth_date: "1985-02-03",
      address: "Jalan Ampang 1",
    };
    const res = await call(
      "PUT",
      `/api/customer/${u.id}?lang=en`,
      await editBody(u.id, { name: "  Nur Aini  ", email: "Nur.Aini@Example.TEST", ...details }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe("The user has been updated.");
    expect(body.data).toMatchObject({
      name: "Nur Aini",
      email: "nur.aini@example.test",
      ...details,
      role: "customer",
      active: true,
    });
    expectNoSecrets(body);
    // The user logs in with the new name; their password did not change.
    await loginAs(t.app, "nuraini", "Secret123!");
    // Empty optional fields are stored as nothing.
    const cleared = await call("PUT", `/api/customer/${u.id}`, await editBody(u.id, { phone: "", birth_date: "" }));
    expect(cleared.json().data).toMatchObject({ phone: null, birth_date: null });
  });

  it("refuses a user name or email another user has (any case) with 422 username_taken / email_taken", async () => {
    const u = await createUser(t.db);
    const other = await createUser(t.db, { username: "TakenName", email: "taken@example.test" });
    const res = await call(
      "PUT",
      `/api/customer/${u.id}?lang=en`,
      await editBody(u.id, { username: "takenname", email: "TAKEN@example.test" }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      username: ["This user name is already taken."],
      email: ["This email is already registered."],
    });
    // Keeping one's own name and email (in another case) is not a collision.
    const own = await call("PUT", `/api/customer/${other.id}`, await editBody(other.id, { username: "takenNAME" }));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.username).toBe("takenNAME");
  });

  it("validates the fields with translated messages", async () => {
    const u = await createUser(t.db);
    const res = await call(
      "PUT",
      `/api/customer/${u.id}?lang=en`,
      await editBody(u.id, { name: "", email: "nope", username: "a b", role: "owner", birth_date: "2999-01-01" }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["birth_date", "email", "name", "role", "username"]);
  });
});

describe("PUT /api/customer/{id}: roles", () => {
  it("makes a customer an admin (their session gets admin access at once) and back", async () => {
    const { user: u, headers: token } = await signInCustomer(t);
    expect((await call("GET", "/api/customer", undefined, token)).statusCode).toBe(403);

    const up = await call("PUT", `/api/customer/${u.id}`, await editBody(u.id, { role: "admin" }));
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.role).toBe("admin");
    expect((await call("GET", "/api/me", undefined, token)).json().data.role).toBe("admin");
    expect((await call("GET", "/api/customer", undefined, token)).statusCode).toBe(200);

    const down = await call("PUT", `/api/customer/${u.id}`, await editBody(u.id, { role: "customer" }));
    expect(down.json().data.role).toBe("customer");
    expect((await call("GET", "/api/customer", undefined, token)).statusCode).toBe(403);
  });

  it("leaves role and active as they are when the body leaves them out", async () => {
    const u = await createUser(t.db, { role: "admin" });
    const { role: _r, active: _a, ...details } = await editBody(u.id, { name: "Only Details" });
    const res = await call("PUT", `/api/customer/${u.id}`, details);
    expect(res.json().data).toMatchObject({ name: "Only Details", role: "admin", active: true });
  });

  it("refuses an admin removing their own admin role or deactivating themselves (409, translated)", async () => {
    const demote = await call("PUT", `/api/customer/${adminId}?lang=en`, await editBody(adminId, { role: "customer" }));
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe("You cannot remove the admin role from your own account.");
    const off = await call("PUT", `/api/customer/${adminId}?lang=id`, await editBody(adminId, { active: false }));
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe("Anda tidak dapat menonaktifkan akun Anda sendiri.");
    const me = (await call("GET", `/api/customer/${adminId}`)).json().data;
    expect(me).toMatchObject({ role: "admin", active: true });
    // Editing one's own details is fine.
    const own = await call("PUT", `/api/customer/${adminId}`, await editBody(adminId, { phone: "+62 811 222 333" }));
    expect(own.statusCode, own.body).toBe(200);
  });

  it("refuses an admin who was demoted meanwhile (the role is checked again under lock)", async () => {
    const { user: a, headers: tokenA } = await signInAdmin(t);
    const { user: b, headers: tokenB } = await signInAdmin(t);
    // A and B demote each other at the same time: one wins, the site keeps an admin.
    const [ab, ba] = await Promise.all([
      call("PUT", `/api/customer/${b.id}`, await editBody(b.id, { role: "customer" }), tokenA),
      call("PUT", `/api/customer/${a.id}`, await editBody(a.id, { role: "customer" }), tokenB),
    ]);
    const codes = [ab.statusCode, ba.statusCode].sort();
    expect(codes).toEqual([200, 403]);
    const roles = [
      (await call("GET", `/api/customer/${a.id}`)).json().data.role,
      (await call("GET", `/api/customer/${b.id}`)).json().data.role,
    ].sort();
    expect(roles).toEqual(["admin", "customer"]);
  });
});

describe("PUT /api/customer/{id}: deactivation", () => {
  it("stops the user's tokens at once, refuses their login with the generic answer, and reactivates", async () => {
    const { user: u, headers: token } = await signInCustomer(t);
    const second = bearer(await loginAs(t.app, u.email, "Customer12345"));
    expect((await call("GET", "/api/me", undefined, token)).statusCode).toBe(200);

    const off = await call("PUT", `/api/customer/${u.id}`, await editBody(u.id, { active: false }));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.active).toBe(false);
    expect((await call("GET", "/api/me", undefined, token)).statusCode).toBe(401);
    expect((await call("GET", "/api/booking", undefined, second)).statusCode).toBe(401);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    // Same answer as a wrong password: nothing tells an attacker the account exists but is off.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login?lang=en",
      payload: { username: u.username, password: "Customer12345" },
    });
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/login?lang=en",
      payload: { username: "nobody-here", password: "Customer12345" },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual(wrong.json());
    expect(login.body).not.toMatch(/deactiv|inactive|nonaktif/i);

    // Reactivated: logging in works again, the old tokens stay revoked.
    const on = await call("PUT", `/api/customer/${u.id}`, await editBody(u.id, { active: true }));
    expect(on.json().data.active).toBe(true);
    expect((await call("GET", "/api/me", undefined, token)).statusCode).toBe(401);
    const fresh = bearer(await loginAs(t.app, u.username, "Customer12345"));
    expect((await call("GET", "/api/me", undefined, fresh)).statusCode).toBe(200);
  });

  it("deactivates another admin (their admin token stops at once)", async () => {
    const { user: other, headers: token } = await signInAdmin(t);
    expect((await call("GET", "/api/customer", undefined, token)).statusCode).toBe(200);
    const off = await call("PUT", `/api/customer/${other.id}`, await editBody(other.id, { active: false }));
    expect(off.statusCode).toBe(200);
    expect((await call("GET", "/api/customer", undefined, token)).statusCode).toBe(401);
  });
});
