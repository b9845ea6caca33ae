import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { createUser } from "#test/factories";
import { customerEditBody } from "#test/setup/customers";
import { apiCaller, appWithSessionsPerFile, type Headers, signInAdmin } from "#test/setup/sessions";

/*
 * /api/customer under staff roles (docs/product.md §Staff roles and branches): the customers
 * permission finds and edits customers (the owner and sales); making a customer staff or staff a
 * customer again, and editing a staff account at all, are the staff permission's (the owner's).
 */

const { t, admin } = appWithSessionsPerFile();
const call = apiCaller(() => ({ t, headers: admin }));

const editBody = (id: number, patch: Record<string, unknown> = {}) => customerEditBody(call, id, patch);
const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe("/api/customer and staff roles", () => {
  it("operations and finance cannot list, read or edit customers (403); sales can", async () => {
    const siti = await createUser(t.db, { name: "Siti Customer" });
    const body = await editBody(siti.id, { name: "Siti Aminah" });
    for (const staffRole of ["operations", "finance"] as const) {
      const { headers } = await signInAdmin(t, { staffRole });
      expect((await call("GET", "/api/customer", undefined, headers)).statusCode, staffRole).toBe(403);
      expect((await call("GET", `/api/customer/${siti.id}`, undefined, headers)).statusCode, staffRole).toBe(403);
      expect((await call("PUT", `/api/customer/${siti.id}`, body, headers)).statusCode, staffRole).toBe(403);
    }
    expect((await rowOf(siti.id)).name).toBe("Siti Customer");
    const sales: Headers = (await signInAdmin(t, { staffRole: "sales" })).headers;
    expect((await call("GET", "/api/customer", undefined, sales)).statusCode).toBe(200);
    expect((await call("GET", `/api/customer/${siti.id}`, undefined, sales)).statusCode).toBe(200);
    const saved = await call("PUT", `/api/customer/${siti.id}`, body, sales);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rowOf(siti.id)).name).toBe("Siti Aminah");
  });

  it("sales cannot make a customer staff nor edit a staff account (403, nothing changes); the owner can", async () => {
    const { headers: sales } = await signInAdmin(t, { staffRole: "sales" });
    const budi = await createUser(t.db, { name: "Budi Customer" });
    const promote = await editBody(budi.id, { role: "admin" });
    expect((await call("PUT", `/api/customer/${budi.id}`, promote, sales)).statusCode).toBe(403);
    expect(await rowOf(budi.id)).toMatchObject({ role: "customer", staffRole: null });

    const colleague = await createUser(t.db, { role: "admin", staffRole: "finance", email: "finance@example.test" });
    for (const patch of [{ email: "taken-over@example.test" }, { active: false }, { role: "customer" }]) {
      const res = await call("PUT", `/api/customer/${colleague.id}`, await editBody(colleague.id, patch), sales);
      expect(res.statusCode, JSON.stringify(patch)).toBe(403);
    }
    expect(await rowOf(colleague.id)).toMatchObject({
      role: "admin",
      staffRole: "finance",
      email: "finance@example.test",
      active: true,
    });

    const made = await call("PUT", `/api/customer/${budi.id}`, promote);
    expect(made.statusCode, made.body).toBe(200);
    expect(await rowOf(budi.id)).toMatchObject({ role: "admin", staffRole: "owner" });
  });
});
