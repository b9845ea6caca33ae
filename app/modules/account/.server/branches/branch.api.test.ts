import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "#app/shared/staff-access";
import { createUser } from "#test/factories";
import { adminOnlyCheck, apiCaller, appWithSessionsPerFile, signInAdmin } from "#test/setup/sessions";

const { t, admin, customer } = appWithSessionsPerFile();
const call = apiCaller(() => ({ t, headers: admin }));
const expectStaffOnly = adminOnlyCheck(call, () => customer);

const body = (name: string, more: Record<string, unknown> = {}) => ({
  name: { id: `Cabang ${name}`, en: `${name} branch` },
  address: "Jl. Sudirman 1, Jakarta",
  phone: "+62 21 555 0101",
  whatsapp: "+62 812 3456 7890",
  ...more,
});

async function create(name: string, more: Record<string, unknown> = {}) {
  const res = await call("POST", "/api/branch", body(name, more));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; head_office: boolean; users: number };
}

describe("branches (docs/product.md §Staff roles and branches)", () => {
  it("only staff with the staff permission write them and open one; every member of staff lists them", async () => {
    const branch = await create("Access");
    await expectStaffOnly("GET", "/api/branch");
    await expectStaffOnly("GET", `/api/branch/${branch.id}`);
    await expectStaffOnly("POST", "/api/branch", body("X"));
    await expectStaffOnly("PUT", `/api/branch/${branch.id}`, body("X"));
    await expectStaffOnly("DELETE", `/api/branch/${branch.id}`);
    for (const staffRole of STAFF_ROLES.filter((r) => r !== "owner")) {
      const { headers } = await signInAdmin(t, { staffRole });
      // The list: the counter's customer form and the branch filters of the booking list and report.
      const list = await call("GET", "/api/branch?limit=-1", undefined, headers);
      expect(list.statusCode, staffRole).toBe(200);
      expect(
        (list.json().data as { id: number }[]).map((b) => b.id),
        staffRole,
      ).toContain(branch.id);
      expect((await call("GET", `/api/branch/${branch.id}`, undefined, headers)).statusCode, staffRole).toBe(403);
      expect((await call("POST", "/api/branch", body("Y"), headers)).statusCode, staffRole).toBe(403);
    }
    expect((await call("GET", `/api/branch/${branch.id}`)).json().data).toMatchObject({
      name: { id: "Cabang Access" },
    });
  });

  it("keeps one head office: a new one takes the mark from the old one", async () => {
    const first = await create("Pusat", { head_office: true });
    const second = await create("Pusat Baru", { head_office: true });
    expect((await call("GET", `/api/branch/${first.id}`)).json().data.head_office).toBe(false);
    expect((await call("GET", `/api/branch/${second.id}`)).json().data.head_office).toBe(true);
    const list = (await call("GET", "/api/branch?limit=-1")).json().data as { id: number; head_office: boolean }[];
    expect(list[0]).toMatchObject({ id: second.id, head_office: true });
    expect(list.filter((b) => b.head_office)).toHaveLength(1);
  });

  it("refuses a name without the default language and a malformed phone (422), changing nothing", async () => {
    const before = (await call("GET", "/api/branch?limit=-1")).json().meta.total;
    const res = await call("POST", "/api/branch", { ...body("Bad"), name: { en: "Only English" }, phone: "call me" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(["name.id", "phone"]));
    expect((await call("GET", "/api/branch?limit=-1")).json().meta.total).toBe(before);
  });

  it("deletes an unused branch; one with staff or customers answers 409 and is deactivated instead", async () => {
    const unused = await create("Unused");
    expect((await call("DELETE", `/api/branch/${unused.id}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/branch/${unused.id}`)).statusCode).toBe(404);

    const used = await create("Bandung");
    await createUser(t.db, { role: "customer", branchId: used.id });
    const refused = await call("DELETE", `/api/branch/${used.id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/nonaktifkan cabang/);
    const off = await call("PUT", `/api/branch/${used.id}`, body("Bandung", { active: false }));
    expect(off.json().data).toMatchObject({ active: false, users: 1 });
    const active = (await call("GET", "/api/branch?limit=-1&active=true")).json().data as { id: number }[];
    expect(active.map((b) => b.id)).not.toContain(used.id);
  });

  it("finds branches by a name in any language or by address", async () => {
    const b = await create("Surabaya", { address: "Jl. Pemuda 9, Surabaya" });
    const byName = (await call("GET", "/api/branch?search=surabaya%20branch")).json().data as { id: number }[];
    expect(byName.map((x) => x.id)).toEqual([b.id]);
    const byAddress = (await call("GET", "/api/branch?search=pemuda")).json().data as { id: number }[];
    expect(byAddress.map((x) => x.id)).toEqual([b.id]);
  });
});
