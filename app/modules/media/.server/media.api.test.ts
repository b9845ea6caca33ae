import fs from "node:fs";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "#db/schema";
import { createUser } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import { UPLOAD_MAX_BYTES } from "#app/modules/media/media.contract";
import { uploadDirs } from "./file-storage";
import { PRIVATE_JPEG_MAX_BYTES } from "./process-image";
import { MINIMAL_PDF, signInUploaders, solidImage } from "./upload-files.test-helper";

/** A 120 × 80 HEIC photo (red left half, blue right half), made with libheif's heif-enc. */
const HEIC = fs.readFileSync(path.join(import.meta.dirname, "../../../../test/factories/fixtures/photo.heic"));
/** heic-decode (docs/decisions/063) decodes HEIC; the HEIC cases run where it is installed. */
const heicDecoder = await import("heic-decode").then(
  () => true,
  () => false,
);

let t: TestApp;
let admin: string;
let customer: string;
let other: string;

const png = (w = 800, h = 600) => solidImage(w, h).png().toBuffer();
const jpeg = (w = 1200, h = 800) => solidImage(w, h).jpeg().toBuffer();
const webp = (w = 700, h = 500) => solidImage(w, h).webp().toBuffer();

async function multipart(file: Buffer | null, filename = "x.jpg", field = "file") {
  const form = new FormData();
  if (file) form.append(field, new Blob([new Uint8Array(file)]), filename);
  else form.append("note", "no file here");
  const body = new Response(form);
  return { payload: Buffer.from(await body.arrayBuffer()), contentType: body.headers.get("content-type")! };
}

async function upload(opts: {
  file: Buffer | null;
  filename?: string;
  purpose?: string;
  token?: string;
  field?: string;
}) {
  const { payload, contentType } = await multipart(opts.file, opts.filename, opts.field);
  return t.app.inject({
    method: "POST",
    url: `/api/upload?lang=en${opts.purpose ? `&purpose=${opts.purpose}` : ""}`,
    headers: {
      "content-type": contentType,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    payload,
  });
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** POST /api/upload as the admin with a hand-made body and content type (for malformed requests). */
const postAsAdmin = (
  headers: Record<string, string>,
  payload: string | Buffer | Record<string, unknown>,
  lang = "en",
) =>
  t.app.inject({
    method: "POST",
    url: `/api/upload?lang=${lang}`,
    headers: { authorization: `Bearer ${admin}`, ...headers },
    payload,
  });

/** Every stored file (temporary ones included) and the number of file rows. */
async function stored() {
  const { root } = uploadDirs(t.app.env.dataDir);
  const list = fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile())
    : [];
  const { rows } = (await t.db.execute(sql`select count(*)::int as n from files`)) as unknown as {
    rows: { n: number }[];
  };
  return { files: list.sort(), rows: rows[0].n };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer, other } = await signInUploaders(t));
});
afterAll(async () => t?.close());

describe("POST /api/upload?purpose=image", () => {
  it.each([
    ["jpeg", () => jpeg(1200, 800), [320, 640, 768, 1024]],
    ["png", () => png(800, 600), [320, 640, 768]],
    ["webp", () => webp(2000, 1000), [320, 640, 768, 1024, 1600]],
  ])("an admin's %s becomes public WebP variants, served with a one-year immutable cache", async (_n, make, widths) => {
    const res = await upload({ file: await make(), token: admin, purpose: "image" });
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe("The file has been uploaded.");
    expect(data).toMatchObject({ visibility: "public", mime: "image/webp", bytes: expect.any(Number) });
    expect(data.srcset).toBe(widths.map((w) => `/uploads/${data.id}-${w}.webp ${w}w`).join(", "));
    expect(data.url).toBe(`/uploads/${data.id}-${widths.filter((w) => w <= 1024).at(-1)}.webp`);
    const largest = widths.at(-1)!;
    expect(data.width).toBe(largest);
    for (const w of widths) {
      const file = path.join(uploadDirs(t.app.env.dataDir).public, `${data.id}-${w}.webp`);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: "webp", width: w });
    }
    const served = await get(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("keeps a small image at its own width (one variant)", async () => {
    const res = await upload({ file: await png(120, 90), token: admin });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ width: 120, height: 90, srcset: `/uploads/${data.id}-120.webp 120w` });
  });

  it("strips EXIF and GPS, and turns the image upright first", async () => {
    const withGps = await solidImage(900, 400)
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneCo", Model: "Camera 1" },
        IFD3: {
          GPSLatitudeRef: "S",
          GPSLatitude: "6/1 12/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "106/1 49/1 0/1",
        },
      })
      .toBuffer();
    // Orientation 6: stored 900x400 landscape, shown rotated 90 degrees (portrait 400x900).
    const rotated = await sharp(withGps).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const source = await sharp(rotated).metadata();
    expect(source.exif).toBeDefined();
    expect(source.orientation).toBe(6);

    const res = await upload({ file: rotated, token: admin, filename: "IMG_0001.JPG" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // Upright 400x900: only the 320 px variant fits (320x720).
    expect(data).toMatchObject({ width: 320, height: 720, srcset: `/uploads/${data.id}-320.webp 320w` });
    for (const w of [320]) {
      const out = await sharp(path.join(uploadDirs(t.app.env.dataDir).public, `${data.id}-${w}.webp`)).metadata();
      expect(out.exif).toBeUndefined();
      expect(out.xmp).toBeUndefined();
      expect(out.orientation).toBeUndefined();
      expect(out.height).toBeGreaterThan(out.width);
    }
    const served = await get(data.url);
    expect(served.rawPayload.includes(Buffer.from("PhoneCo"))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from("Exif"))).toBe(false);
  });

  it("is for admins only: a customer gets 403 and a visitor 401, and nothing is stored", async () => {
    const before = await stored();
    const asCustomer = await upload({ file: await png(), token: customer, purpose: "image" });
    expect(asCustomer.statusCode).toBe(403);
    const asVisitor = await upload({ file: await png() });
    expect(asVisitor.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it("refuses a file over the limit with its own message and stores nothing", async () => {
    const before = await stored();
    const big = Buffer.concat([await jpeg(200, 200), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const res = await upload({ file: big, token: admin });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The file is too large (at most 8 MB)." });
    const document = await upload({ file: big, token: customer, purpose: "document" });
    expect(document.statusCode).toBe(413);
    expect(await stored()).toEqual(before);
    const body = await multipart(big);
    const indonesian = await postAsAdmin({ "content-type": body.contentType }, body.payload, "id");
    expect(indonesian.statusCode).toBe(413);
    expect(indonesian.json().message).toMatch(/8 MB/);
  });

  it("accepts a file of exactly the limit as far as size goes", async () => {
    const exact = Buffer.concat([Buffer.from("plain text "), Buffer.alloc(UPLOAD_MAX_BYTES - 11, 0x61)]);
    const res = await upload({ file: exact, token: admin });
    // Not too large; refused for its type instead.
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(["This file type is not allowed. Use a JPEG, PNG or WebP image."]);
  });

  it("judges the type from the content: a text file named .jpg is refused", async () => {
    const before = await stored();
    const res = await upload({ file: Buffer.from("hello, I am not a picture\n"), filename: "photo.jpg", token: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "The given data was invalid.",
      errors: { file: ["This file type is not allowed. Use a JPEG, PNG or WebP image."] },
    });
    expect(await stored()).toEqual(before);
  });

  it("refuses a PDF named .jpg and a GIF for purpose=image", async () => {
    const pdf = await upload({ file: MINIMAL_PDF, filename: "photo.jpg", token: admin, purpose: "image" });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.file).toEqual(["This file type is not allowed. Use a JPEG, PNG or WebP image."]);
    const gif = await upload({ file: await solidImage(50, 50).gif().toBuffer(), filename: "a.png", token: admin });
    expect(gif.statusCode).toBe(422);
  });

  it("an image sharp cannot decode is 422 file_unreadable, nothing stored", async () => {
    const before = await stored();
    const good = await png(400, 300);
    const broken = Buffer.concat([good.subarray(0, 60), Buffer.alloc(200, 7)]);
    const res = await upload({ file: broken, filename: "a.png", token: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(["The image could not be read. Upload another file."]);
    expect(await stored()).toEqual(before);
  });

  it("without a file (or with the file in another field) answers 422 file_required", async () => {
    const none = await upload({ file: null, token: admin });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.file).toEqual(["Choose a file to upload."]);
    const wrongField = await upload({ file: await png(), token: admin, field: "image" });
    expect(wrongField.statusCode).toBe(422);
    const notMultipart = await postAsAdmin({}, { file: "x" });
    expect(notMultipart.statusCode).toBe(422);
    expect(notMultipart.json().errors.file).toEqual(["Choose a file to upload."]);
  });

  it("with two files, stores only the first", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await png(400, 300))]), "a.png");
    form.append("file", new Blob([new Uint8Array(await png(500, 300))]), "b.png");
    const body = new Response(form);
    const res = await postAsAdmin(
      { "content-type": body.headers.get("content-type")! },
      Buffer.from(await body.arrayBuffer()),
    );
    expect(res.statusCode).toBe(200);
    // The first file (400 px wide) gives one 320 px variant; the second is ignored.
    expect(res.json().data).toMatchObject({ width: 320, height: 240 });
  });

  it("a malformed multipart body is 400, not 500", async () => {
    const a = await multipart(await png());
    const b = await multipart(await png());
    const mismatched = await postAsAdmin({ "content-type": a.contentType }, b.payload);
    expect(mismatched.statusCode).toBe(400);
    const noBoundary = await postAsAdmin({ "content-type": "multipart/form-data" }, "garbage");
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ message: "The request could not be read." });
  });

  it("refuses an unknown purpose", async () => {
    const res = await upload({ file: await png(), token: admin, purpose: "banner" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["purpose"]);
  });
});

describe("POST /api/upload?purpose=avatar", () => {
  it("any logged-in user's picture becomes one public square WebP, owned by them", async () => {
    const res = await upload({ file: await jpeg(1200, 800), token: customer, purpose: "avatar" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ visibility: "public", mime: "image/webp", width: 320, height: 320 });
    expect(data.url).toBe(`/uploads/${data.id}-320.webp`);
    expect(data.srcset).toBe(`/uploads/${data.id}-320.webp 320w`);
    const meta = await sharp(path.join(uploadDirs(t.app.env.dataDir).public, `${data.id}-320.webp`)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320, height: 320 });
    expect(meta.exif).toBeUndefined();
    const { rows } = (await t.db.execute(sql`select owner_id from files where id = ${data.id}`)) as unknown as {
      rows: { owner_id: number }[];
    };
    const me = await get("/api/me", customer);
    expect(rows[0].owner_id).toBe(me.json().data.id);
  });

  it("keeps a small picture's short side, refuses visitors, PDFs and GIFs", async () => {
    const small = await upload({ file: await png(200, 120), token: other, purpose: "avatar" });
    expect(small.json().data).toMatchObject({ width: 120, height: 120 });
    expect((await upload({ file: await png(), purpose: "avatar" })).statusCode).toBe(401);
    const pdf = await upload({ file: MINIMAL_PDF, filename: "me.pdf", token: customer, purpose: "avatar" });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.file).toEqual(["This file type is not allowed. Use a JPEG, PNG or WebP image."]);
    const gif = await upload({
      file: await solidImage(40, 40).gif().toBuffer(),
      filename: "me.gif",
      token: customer,
      purpose: "avatar",
    });
    expect(gif.statusCode).toBe(422);
  });
});

describe("POST /api/upload?purpose=document and GET /api/file/:id", () => {
  it("a customer's PDF is private: owner and admins read it, others get 404 and visitors 401", async () => {
    const res = await upload({ file: MINIMAL_PDF, filename: "transfer.pdf", token: customer, purpose: "document" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(String),
      visibility: "private",
      mime: "application/pdf",
      bytes: MINIMAL_PDF.length,
      url: `/api/file/${data.id}`,
      srcset: null,
      width: null,
      height: null,
    });
    const { private: privateDir, public: publicDir } = uploadDirs(t.app.env.dataDir);
    expect(fs.readFileSync(path.join(privateDir, `${data.id}.pdf`))).toEqual(MINIMAL_PDF);
    expect(fs.readdirSync(publicDir).some((f) => f.startsWith(data.id))).toBe(false);
    // Not reachable as a static file.
    expect((await get(`/uploads/${data.id}.pdf`)).statusCode).toBe(404);
    expect((await get(`/uploads/../private/${data.id}.pdf`)).statusCode).not.toBe(200);

    for (const token of [customer, admin]) {
      const file = await get(data.url, token);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload).toEqual(MINIMAL_PDF);
      expect(file.headers).toMatchObject({
        "content-type": "application/pdf",
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
      expect(file.headers["content-disposition"]).toMatch(/^inline/);
    }
    const asOther = await get(data.url, other);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.body).not.toContain("%PDF");
    expect((await get(data.url)).statusCode).toBe(401);
  });

  it("an unknown id is 404 for users and 401 for visitors; a malformed id is refused", async () => {
    const id = "6f1c1b5e-3a8e-4c61-9d3f-2b3d4e5f6a7b";
    expect((await get(`/api/file/${id}`, customer)).statusCode).toBe(404);
    expect((await get(`/api/file/${id}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/file/${id}`)).statusCode).toBe(401);
    expect((await get("/api/file/not-a-uuid", admin)).statusCode).toBe(422);
  });

  it("an image is re-encoded to one private JPEG (what visa and Nusuk uploads take): a PNG named .pdf is judged an image", async () => {
    const res = await upload({
      file: await png(2400, 1600),
      filename: "passport.pdf",
      token: customer,
      purpose: "document",
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ visibility: "private", mime: "image/jpeg", width: 1600, height: 1067 });
    expect(data.bytes).toBeLessThanOrEqual(PRIVATE_JPEG_MAX_BYTES);
    expect(fs.existsSync(path.join(uploadDirs(t.app.env.dataDir).private, `${data.id}.jpg`))).toBe(true);
    const file = await get(data.url, customer);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 1067 });
    expect((await get(data.url, other)).statusCode).toBe(404);
  });

  it("keeps a portrait scan's longer side at 1600 px, puts a transparent PNG on white", async () => {
    const portrait = (await upload({ file: await png(1200, 2400), token: customer, purpose: "document" })).json().data;
    expect(portrait).toMatchObject({ mime: "image/jpeg", width: 800, height: 1600 });
    const clear = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const flat = (await upload({ file: clear, token: customer, purpose: "document" })).json().data;
    const pixels = await sharp((await get(flat.url, customer)).rawPayload)
      .raw()
      .toBuffer();
    expect(Math.min(...pixels.subarray(0, 3))).toBeGreaterThan(240);
  });

  it("brings a photo that compresses badly under 1 MB, smaller if it must", async () => {
    // Noise, the worst case for JPEG: at the first quality it is over 1 MB.
    const side = 1300;
    const noise = randomBytes(side * side * 3);
    const photo = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(photo.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const res = await upload({ file: photo, token: customer, purpose: "document" });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.mime).toBe("image/jpeg");
    expect(data.bytes).toBeLessThanOrEqual(PRIVATE_JPEG_MAX_BYTES);
    expect(Math.max(data.width, data.height)).toBeLessThanOrEqual(1600);
    expect((await get(data.url, customer)).rawPayload.length).toBe(data.bytes);
  });

  it.skipIf(!heicDecoder)("takes a phone's HEIC photo as a JPEG", async () => {
    const res = await upload({ file: HEIC, filename: "IMG_0001.HEIC", token: customer, purpose: "document" });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ visibility: "private", mime: "image/jpeg", width: 120, height: 80 });
    const { data: pixels, info } = await sharp((await get(data.url, customer)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 120, height: 80 });
    // The fixture is red on the left, blue on the right.
    const at = (x: number) => [...pixels.subarray((40 * 120 + x) * 3, (40 * 120 + x) * 3 + 3)];
    expect(at(10)[0]).toBeGreaterThan(180);
    expect(at(110)[2]).toBeGreaterThan(180);
  });

  it("recognises a HEIC photo as a document type (not refused as a wrong type)", async () => {
    const res = await upload({ file: HEIC, filename: "IMG_0001.HEIC", token: customer, purpose: "document" });
    // Without the decoder installed the photo cannot be read (422 file_unreadable), never a type refusal.
    if (!heicDecoder) expect(res.json().errors.file).toEqual(["The image could not be read. Upload another file."]);
    else expect(res.statusCode).toBe(200);
    // A HEIC stays refused as a public catalogue image.
    expect((await upload({ file: HEIC, token: admin, purpose: "image" })).json().errors.file).toEqual([
      "This file type is not allowed. Use a JPEG, PNG or WebP image.",
    ]);
  });

  it("?download=1 answers an attachment, and an older private WebP as a JPEG", async () => {
    const pdf = (await upload({ file: MINIMAL_PDF, filename: "visa.pdf", token: customer, purpose: "document" })).json()
      .data;
    const asPdf = await get(`${pdf.url}?download=1`, admin);
    expect(asPdf.headers["content-disposition"]).toBe(`attachment; filename="${pdf.id}.pdf"`);
    expect(asPdf.rawPayload).toEqual(MINIMAL_PDF);
    // A scan stored as WebP before issue 26.
    const id = randomUUID();
    const owner = await createUser(t.db);
    await t.app.files.put(`private/${id}.webp`, await webp(900, 600), "image/webp");
    await t.db.insert(files).values({
      id,
      visibility: "private",
      mime: "image/webp",
      bytes: 1,
      width: 900,
      height: 600,
      variants: [],
      storageKey: `private/${id}.webp`,
      ownerId: owner.id,
    });
    const inline = await get(`/api/file/${id}`, admin);
    expect(inline.headers["content-type"]).toBe("image/webp");
    const jpg = await get(`/api/file/${id}?download=1`, admin);
    expect(jpg.statusCode).toBe(200);
    expect(jpg.headers["content-type"]).toBe("image/jpeg");
    expect(jpg.headers["content-disposition"]).toBe(`attachment; filename="${id}.jpg"`);
    expect(await sharp(jpg.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 900, height: 600 });
    expect((await get(`/api/file/${id}?download=2`, admin)).statusCode).toBe(422);
  });

  it("refuses other types for documents with the document message", async () => {
    const res = await upload({
      file: Buffer.from("name,passport\n"),
      filename: "a.pdf",
      token: customer,
      purpose: "document",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      "This file type is not allowed. Use a JPEG, PNG, WebP or HEIC image, or a PDF.",
    ]);
    expect((await upload({ file: MINIMAL_PDF, purpose: "document" })).statusCode).toBe(401);
  });

  it("a public image's id redirects to its largest variant", async () => {
    const { data } = (await upload({ file: await jpeg(1300, 700), token: admin })).json();
    const res = await get(`/api/file/${data.id}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/uploads/${data.id}-1024.webp`);
  });

  it("leaves no temporary files behind", () => {
    expect(fs.readdirSync(uploadDirs(t.app.env.dataDir).tmp)).toEqual([]);
  });
});
