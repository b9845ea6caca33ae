import { describe, expect, it } from "vitest";
import { createFaq, createSlider } from "#test/factories";
import { appWithStaffPerFile, type Headers } from "#test/setup/sessions";

/*
 * The site's content by staff role (docs/product.md §Staff roles and branches): pages, FAQ,
 * gallery, slides, partners and testimonials need the content permission (the owner only).
 */

const { t, owner, staff, call } = appWithStaffPerFile();

describe("content permission", () => {
  it("refuses finance, operations and sales (403) on the panel's content; the owner writes", async () => {
    const faq = await createFaq(t.db);
    const body = { question: { id: "Paspor?" }, answer: { id: "<p>Ya</p>" } };
    for (const role of ["finance", "operations", "sales"] as const) {
      const h = staff[role];
      expect((await call("POST", "/api/faq", body, h)).statusCode).toBe(403);
      expect((await call("GET", `/api/faq/${faq.id}/edit`, undefined, h)).statusCode).toBe(403);
      expect((await call("PUT", `/api/faq/${faq.id}`, body, h)).statusCode).toBe(403);
      expect((await call("DELETE", `/api/faq/${faq.id}`, undefined, h)).statusCode).toBe(403);
      expect((await call("GET", "/api/page", undefined, h)).statusCode).toBe(403);
    }
    expect((await call("POST", "/api/faq", body)).statusCode).toBe(200);
    expect((await call("GET", "/api/page")).statusCode).toBe(200);
    expect((await call("DELETE", `/api/faq/${faq.id}`)).statusCode).toBe(200);
  });

  it("shows hidden slides (all=true) only with the permission", async () => {
    const on = await createSlider(t.db, { sortOrder: 1 });
    const off = await createSlider(t.db, { sortOrder: 0, active: false });
    const ids = async (h: Headers) =>
      ((await call("GET", "/api/slider?all=true", undefined, h)).json().data as { id: number }[]).map((s) => s.id);
    expect(await ids(owner)).toEqual([off.id, on.id]);
    expect(await ids(staff.sales)).toEqual([on.id]);
  });
});
