import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "#db/schema";
import { STAFF_ROLES } from "#app/shared/staff-access";
import { loginAs } from "#test/setup/app";
import { adminOnlyCheck, apiCaller, appWithSessionsPerFile, signInAdmin } from "#test/setup/sessions";

const { t, admin, customer, ids } = appWithSessionsPerFile();
const call = apiCaller(() => ({ t, headers: admin }));
const expectStaffOnly = adminOnlyCheck(call, () => customer);

let n = 0;
const invite = (more: Record<string, unknown> = {}) => {
  n += 1;
  return {
    name: `Rekan ${n}`,
    email: `rekan${n}@example.test`,
    username: `rekan${n}`,
    staff_role: "sales",
    branch_id: null,
    locale: "id",
    ...more,
  };
};

async function invited(more: Record<string, unknown> = {}) {
  const res = await call("POST", "/api/staff", invite(more));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; email: string; username: string; invited: boolean };
}

async function linkOf(email: string) {
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id));
  const token = /\/reset-password\/([\w-]+)\?lang=/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return { token, mail };
}

async function branch(name: string, active = true) {
  const res = await call("POST", "/api/branch", { name: { id: name }, active });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe("staff accounts (docs/product.md §Staff roles and branches)", () => {
  it("only the owner (the staff permission) lists, invites and changes staff", async () => {
    const someone = await invited();
    await expectStaffOnly("GET", "/api/staff");
    await expectStaffOnly("GET", `/api/staff/${someone.id}`);
    await expectStaffOnly("POST", "/api/staff", invite());
    await expectStaffOnly("PUT", `/api/staff/${someone.id}`, { staff_role: "finance", branch_id: null, active: true });
    await expectStaffOnly("POST", `/api/staff/${someone.id}/invitation`);
    for (const staffRole of STAFF_ROLES.filter((r) => r !== "owner")) {
      const { headers } = await signInAdmin(t, { staffRole });
      expect((await call("GET", "/api/staff", undefined, headers)).statusCode, staffRole).toBe(403);
      const put = { staff_role: "owner", branch_id: null, active: true };
      expect((await call("PUT", `/api/staff/${someone.id}`, put, headers)).statusCode, staffRole).toBe(403);
    }
  });

  it("invites by e-mail: no login until the link sets a password, which works for 7 days, then the panel follows the role", async () => {
    const bandung = await branch("Bandung");
    const clerk = await invited({ staff_role: "sales", branch_id: bandung, locale: "my" });
    expect(clerk).toMatchObject({ invited: true });
    const { token, mail } = await linkOf(clerk.email);
    expect(mail).toMatchObject({ kind: "staff_invite", locale: "my", status: "pending" });
    expect(mail.text).toContain("7 hari");
    // Nothing to log in with yet: an empty password or a guess is refused as any wrong password.
    for (const password of ["", "Secret123!"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: clerk.username, password },
      });
      expect(res.statusCode, password).not.toBe(200);
    }
    const set = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { token, password: "Kerani2026!", password_confirmation: "Kerani2026!" },
    });
    expect(set.statusCode, set.body).toBe(200);
    const session = await loginAs(t.app, clerk.username, "Kerani2026!");
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${session}` } });
    expect(me.json().data).toMatchObject({ role: "admin", staff_role: "sales", branch_id: bandung });
    expect((await call("GET", `/api/staff/${clerk.id}`)).json().data.invited).toBe(false);
    // Joined: no second invitation.
    expect((await call("POST", `/api/staff/${clerk.id}/invitation`)).statusCode).toBe(409);
  });

  it("refuses a taken e-mail or user name and an unknown or inactive branch (422), creating nothing", async () => {
    const first = await invited();
    const closed = await branch("Tutup", false);
    const before = (await call("GET", "/api/staff?limit=-1")).json().meta.total;
    const dup = await call(
      "POST",
      "/api/staff",
      invite({ email: first.email.toUpperCase(), username: first.username }),
    );
    expect(dup.statusCode).toBe(422);
    expect(Object.keys(dup.json().errors).sort()).toEqual(["email", "username"]);
    for (const branch_id of [closed, 999_999]) {
      const res = await call("POST", "/api/staff", invite({ branch_id }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.branch_id).toBeDefined();
    }
    const badRole = await call("POST", "/api/staff", invite({ staff_role: "superuser" }));
    expect(badRole.statusCode).toBe(422);
    expect((await call("GET", "/api/staff?limit=-1")).json().meta.total).toBe(before);
  });

  it("changes a colleague's role and branch; deactivating ends their sessions at once", async () => {
    const { user, headers } = await signInAdmin(t, { staffRole: "finance" });
    expect((await call("GET", "/api/refund", undefined, headers)).statusCode).not.toBe(403);
    const jakarta = await branch("Jakarta");
    const moved = await call("PUT", `/api/staff/${user.id}`, {
      staff_role: "operations",
      branch_id: jakarta,
      active: true,
    });
    expect(moved.json().data).toMatchObject({ staff_role: "operations", branch_id: jakarta, active: true });
    // The same session, the new role: refunds are finance's, no longer theirs.
    expect((await call("GET", "/api/refund", undefined, headers)).statusCode).toBe(403);
    const off = await call("PUT", `/api/staff/${user.id}`, {
      staff_role: "operations",
      branch_id: jakarta,
      active: false,
    });
    expect(off.json().data.active).toBe(false);
    expect((await call("GET", "/api/me", undefined, headers)).statusCode).toBe(401);
    const listed = (await call("GET", `/api/staff?active=false&branch_id=${jakarta}`)).json().data as { id: number }[];
    expect(listed.map((s) => s.id)).toEqual([user.id]);
  });

  it("nobody changes their own role or deactivates themselves (409)", async () => {
    const self = await call("PUT", `/api/staff/${ids.adminId}`, { staff_role: "sales", branch_id: null, active: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/peran staf Anda sendiri/);
    const off = await call("PUT", `/api/staff/${ids.adminId}`, { staff_role: "owner", branch_id: null, active: false });
    expect(off.statusCode).toBe(409);
    // Their own branch is theirs to change.
    const ok = await call("PUT", `/api/staff/${ids.adminId}`, { staff_role: "owner", branch_id: null, active: true });
    expect(ok.statusCode).toBe(200);
  });

  it("two owners demoting each other at once leave one owner, never none", async () => {
    const a = await signInAdmin(t, { staffRole: "owner" });
    const b = await signInAdmin(t, { staffRole: "owner" });
    const demote = (by: typeof a, who: typeof b) =>
      call("PUT", `/api/staff/${who.user.id}`, { staff_role: "sales", branch_id: null, active: true }, by.headers);
    const [ab, ba] = await Promise.all([demote(a, b), demote(b, a)]);
    expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 403]);
    const roles = await Promise.all(
      [a, b].map(async (x) => (await call("GET", `/api/staff/${x.user.id}`)).json().data.staff_role),
    );
    expect(roles.sort()).toEqual(["owner", "sales"]);
  });

  it("is not a customer list: customers never appear, and a customer's id answers 404", async () => {
    const all = (await call("GET", "/api/staff?limit=-1")).json().data as { id: number }[];
    expect(all.map((s) => s.id)).not.toContain(ids.customerId);
    expect((await call("GET", `/api/staff/${ids.customerId}`)).statusCode).toBe(404);
  });
});
