import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ctxFor, type TestApp } from "#test/setup/app";
import { actorOf } from "#test/setup/actors";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import { STAFF_ROLES } from "#app/shared/staff-access";
import { authorizeUpload } from "./upload-file";
import { solidImage } from "./upload-files.test-helper";

/*
 * Uploads by staff role (docs/product.md §Staff roles and branches): every staff role has the
 * uploads permission for its forms' images and files; a customer still uploads documents and an
 * avatar, never a public image.
 */

let t: TestApp;

async function upload(purpose: "image" | "document", token: string) {
  const form = new FormData();
  const png = await solidImage(400, 300).png().toBuffer();
  form.append("file", new Blob([new Uint8Array(png)]), "x.png");
  const body = new Response(form);
  return t.app.inject({
    method: "POST",
    url: `/api/upload?purpose=${purpose}`,
    headers: { "content-type": body.headers.get("content-type") ?? "", authorization: `Bearer ${token}` },
    payload: Buffer.from(await body.arrayBuffer()),
  });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("uploads permission", () => {
  it("lets every staff role upload a public image and a private file", async () => {
    for (const staffRole of STAFF_ROLES) {
      const { token } = await signInAdmin(t, { staffRole });
      for (const purpose of ["image", "document"] as const) {
        const res = await upload(purpose, token);
        expect(res.statusCode, `${staffRole} ${purpose}: ${res.body}`).toBe(200);
      }
    }
    const { token } = await signInCustomer(t);
    expect((await upload("image", token)).statusCode).toBe(403);
    expect((await upload("document", token)).statusCode).toBe(200);
  });

  it("refuses a staff account whose role lacks it (403) for every purpose; a customer keeps theirs", () => {
    // No role lacks it today: an account without a staff role stands in for one.
    const none = { ...actorOf({ id: 1, role: "admin" }), staffRole: null };
    const customer = actorOf({ id: 2, role: "customer" });
    for (const purpose of ["image", "document", "avatar"] as const) {
      expect(() => authorizeUpload(ctxFor(t.db, { actor: none }), purpose)).toThrow(
        expect.objectContaining({ code: "forbidden" }),
      );
      if (purpose !== "image") expect(authorizeUpload(ctxFor(t.db, { actor: customer }), purpose).id).toBe(2);
    }
  });
});
