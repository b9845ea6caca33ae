/**
 * Upload attacks (issue 7), through the HTTP API only (the storage behind it may be the disk or
 * S3): path traversal in file names and in the id or key of every file route, polyglots (images
 * carrying HTML, scripts or archives), types that are not images (SVG, HTML, GIF+JAR), content
 * that lies about its type, decompression bombs, and what is stored and how it is served.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "#test/factories";
import { bearer } from "#test/factories/booking";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";

let t: TestApp;
let admin: string;
let customer: string;
let other: string;
const startedAt = Date.now();

const HTML = Buffer.from('<html><body><script>alert("polyglot")</script><img src=x onerror=alert(1)></body></html>');
const JS = Buffer.from(";alert(document.domain);//");

function body(filename: string, type: string, content: Buffer) {
  const boundary = `----h5${randomUUID()}`;
  return {
    boundary,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        "latin1",
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

// A new client address per upload: the route's per-address rate limit (60 a minute) is not
// what this file tests, and the corpus is larger than that.
let client = 0;
const nextAddress = () => {
  client++;
  return `10.7.${(client >> 8) & 255}.${client & 255}`;
};

function upload(
  purpose: "image" | "document" | "avatar",
  content: Buffer,
  opts: { filename?: string; type?: string; token?: string } = {},
) {
  const b = body(opts.filename ?? "file.png", opts.type ?? "image/png", content);
  return t.app.inject({
    method: "POST",
    url: `/api/upload?purpose=${purpose}&lang=en`,
    headers: {
      ...bearer(opts.token ?? (purpose === "image" ? admin : customer)),
      "content-type": `multipart/form-data; boundary=${b.boundary}`,
    },
    payload: b.payload,
    remoteAddress: nextAddress(),
  });
}

const png = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#3a6" } })
    .png()
    .toBuffer();
const jpeg = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#36a" } })
    .jpeg()
    .toBuffer();

/** A 1x1 GIF89a: an allowed-looking image of a type the pipeline does not take. */
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==", "base64");
/** The start of a ZIP (a JAR is one): local file header of an empty stored entry. */
const ZIP = Buffer.concat([
  Buffer.from([
    0x50, 0x4b, 0x03, 0x04, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  ]),
  Buffer.from("META-INF/MANIFEST.MF"),
  Buffer.from([0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
]);
const PDF_JS = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 3 0 R>>endobj\n" +
    "2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
    "3 0 obj<</S/JavaScript/JS(app.alert('pdf'))>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
);

function pngChunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(td) >>> 0);
  return Buffer.concat([len, td, crc]);
}

/** A real decompression bomb: a valid 1-bit PNG of width x height pixels, a few KB on the wire. */
function bombPng(width: number, height: number, rows = height) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const raw = Buffer.alloc(row.length * rows);
  const idat = zlib.deflateSync(raw, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Every file under a folder, relative paths. */
function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/** Fetches a stored upload the way a browser would: the public URL, or the private file route as the owner. */
async function fetchStored(data: { visibility: string; url: string }, token = customer) {
  return t.app.inject({ method: "GET", url: data.url, headers: data.visibility === "private" ? bearer(token) : {} });
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.db, { role: "admin", password: "Admin12345" });
  const c = await createUser(t.db, { role: "customer", password: "Cust12345" });
  const o = await createUser(t.db, { role: "customer", password: "Other12345" });
  admin = await loginAs(t.app, a.username, "Admin12345");
  customer = await loginAs(t.app, c.username, "Cust12345");
  other = await loginAs(t.app, o.username, "Other12345");
});
afterAll(async () => t?.close());

describe("file names are never trusted", () => {
  const names = [
    "../../etc/passwd",
    "../../../../../../tmp/h5-traversal.png",
    "..%2F..%2Fh5-encoded.png",
    "%2e%2e%2f%2e%2e%2fh5-double.png",
    "..\\..\\..\\windows\\win.ini",
    "C:\\Windows\\h5-abs.png",
    "/etc/cron.d/h5-abs",
    "h5-nul.png\u0000.html",
    "h5-rtl\u202egnp.exe",
    "....//....//h5-dots.png",
    `${"a".repeat(900)}.png`,
    "photo.png\r\nContent-Type: text/html",
  ];

  it("stores every upload under a random name in the uploads folder, whatever the name says", async () => {
    const image = await png();
    for (const filename of names) {
      for (const purpose of ["image", "document", "avatar"] as const) {
        const res = await upload(purpose, image, { filename });
        expect(res.statusCode, `${purpose} ${JSON.stringify(filename)}`).toBe(200);
        const data = res.json().data;
        expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
        // The answer names the file by its id only.
        expect(res.body).not.toMatch(/passwd|win\.ini|h5-|cron|\.\.\//);
        expect(data.url).toMatch(
          purpose === "document" ? /^\/api\/file\/[0-9a-f-]{36}$/ : /^\/uploads\/[0-9a-f-]{36}-\d+\.webp$/,
        );
      }
    }
    const dataDir = t.app.env.dataDir;
    const files = walk(dataDir);
    expect(files.length).toBeGreaterThanOrEqual(names.length * 3);
    for (const f of files)
      expect(f).toMatch(/^uploads\/(public\/[0-9a-f-]{36}-\d+\.webp|private\/[0-9a-f-]{36}\.(jpg|pdf))$/);
    // Nothing was written next to the data folder or at the root of the temp folder either.
    for (const dir of [path.dirname(dataDir), os.tmpdir(), "/tmp", "/etc/cron.d"]) {
      const fresh = fs
        .readdirSync(dir)
        .filter((n) => /h5-|win\.ini/.test(n))
        .filter((n) => fs.statSync(path.join(dir, n)).mtimeMs >= startedAt);
      expect(fresh, dir).toEqual([]);
    }
  });
});

describe("the id or key of a file route cannot walk the folders", () => {
  let privateId: string;
  let privateBytes: Buffer;
  let publicUrl: string;

  beforeAll(async () => {
    const doc = await upload("document", await png(80, 60));
    privateId = doc.json().data.id;
    privateBytes = (await fetchStored(doc.json().data)).rawPayload;
    expect(privateBytes.length).toBeGreaterThan(20);
    publicUrl = (await upload("image", await png(400, 300))).json().data.url;
  });

  it("GET /api/file/{id} takes a uuid and nothing else", async () => {
    const ids = [
      "../../etc/passwd",
      "..%2F..%2F..%2Fetc%2Fpasswd",
      "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "..%5c..%5cwindows%5cwin.ini",
      `${privateId}%00.html`,
      `${privateId}/..`,
      `..%2Fprivate%2F${privateId}.jpg`,
      `private%2F${privateId}.jpg`,
      `${privateId}.jpg`,
      "%252e%252e%252fetc%252fpasswd",
    ];
    for (const id of ids) {
      for (const token of [customer, admin]) {
        const res = await t.app.inject({ method: "GET", url: `/api/file/${id}`, headers: bearer(token) });
        expect([404, 422], id).toContain(res.statusCode);
        expect(res.headers["content-type"], id).toMatch(/^application\/json/);
        expect(res.body, id).not.toMatch(/root:|\[fonts\]/);
      }
    }
  });

  it("the public uploads path serves public images only, never a private file or anything outside", async () => {
    const urls = [
      `/uploads/../private/${privateId}.jpg`,
      `/uploads/..%2fprivate%2f${privateId}.jpg`,
      `/uploads/%2e%2e/private/${privateId}.jpg`,
      `/uploads/%2e%2e%2fprivate%2f${privateId}.jpg`,
      `/uploads/..%5cprivate%5c${privateId}.jpg`,
      `/uploads/%252e%252e%252fprivate%252f${privateId}.jpg`,
      `/uploads/private/${privateId}.jpg`,
      `/uploads//private/${privateId}.jpg`,
      `/uploads/${privateId}.jpg`,
      "/uploads/../../../../etc/passwd",
      "/uploads/..%2f..%2f..%2f..%2fetc%2fpasswd",
      "/uploads/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "/uploads/....//....//etc/passwd",
      "/uploads/%00",
      `${publicUrl}%00.html`,
      `${publicUrl}/..`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: "GET", url, headers: bearer(customer) });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(Buffer.compare(res.rawPayload, privateBytes), url).not.toBe(0);
      expect(res.body, url).not.toMatch(/root:x?:0:0/);
    }
    // The control: the real public URL does answer.
    expect((await t.app.inject({ method: "GET", url: publicUrl })).statusCode).toBe(200);
  });

  it("a private file's id is no key to it for anyone but its owner and admins", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/file/${privateId}`, headers: bearer(other) });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/file/${privateId}` })).statusCode).toBe(401);
  });
});

describe("polyglots are re-encoded: nothing but the picture survives", () => {
  const cases: [string, () => Promise<Buffer>][] = [
    ["JPEG + HTML", async () => Buffer.concat([await jpeg(), HTML])],
    ["PNG + JavaScript", async () => Buffer.concat([await png(), JS])],
    ["JPEG + ZIP (JAR)", async () => Buffer.concat([await jpeg(), ZIP])],
    [
      "PNG + HTML in a text chunk",
      async () => {
        const p = await png();
        const iend = p.length - 12;
        return Buffer.concat([
          p.subarray(0, iend),
          pngChunk("tEXt", Buffer.concat([Buffer.from("Comment\0"), HTML])),
          p.subarray(iend),
        ]);
      },
    ],
    [
      "JPEG with EXIF (author, GPS)",
      () =>
        sharp({ create: { width: 64, height: 48, channels: 3, background: "#a63" } })
          .withExif({ IFD0: { Artist: "<script>alert('exif')</script>", Copyright: "h5-exif-secret" } })
          .jpeg()
          .toBuffer(),
    ],
  ];

  for (const [label, make] of cases) {
    it(`${label}: stored and served as a clean WebP (public) or JPEG (private) for every purpose`, async () => {
      const bytes = await make();
      for (const purpose of ["image", "document", "avatar"] as const) {
        const res = await upload(purpose, bytes, { filename: "trap.html", type: "text/html" });
        expect(res.statusCode, `${label} ${purpose}`).toBe(200);
        const data = res.json().data;
        // Private images are JPEG for the visa services (decision 063).
        const mime = purpose === "document" ? "image/jpeg" : "image/webp";
        expect(data.mime).toBe(mime);
        const served = await fetchStored(data);
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe(mime);
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
        const out = served.rawPayload;
        if (purpose === "document") expect(out.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
        else {
          expect(out.subarray(0, 4).toString("latin1")).toBe("RIFF");
          expect(out.subarray(8, 12).toString("latin1")).toBe("WEBP");
        }
        const text = out.toString("latin1");
        for (const marker of ["<script", "<html", "alert(", "onerror", "PK\u0003\u0004", "h5-exif-secret", "Comment"])
          expect(text, `${label} ${purpose} keeps ${marker}`).not.toContain(marker);
        const meta = await sharp(out).metadata();
        expect(meta.exif, `${label} ${purpose}`).toBeUndefined();
      }
    });
  }
});

describe("what is not an accepted picture or document is refused", () => {
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
  );
  const refused: [string, () => Promise<Buffer> | Buffer, string, string][] = [
    ["SVG with script", () => svg, "logo.svg", "image/svg+xml"],
    ["SVG named .png", () => svg, "logo.png", "image/png"],
    ["gzipped SVG", () => zlib.gzipSync(svg), "logo.svgz", "image/svg+xml"],
    ["HTML renamed .jpg", () => HTML, "photo.jpg", "image/jpeg"],
    [
      "HTML with a JPEG magic number in a comment",
      () => Buffer.concat([Buffer.from("<!-- \u00ff\u00d8\u00ff -->"), HTML]),
      "p.jpg",
      "image/jpeg",
    ],
    ["JavaScript renamed .png", () => JS, "a.png", "image/png"],
    ["GIF", () => GIF, "a.gif", "image/gif"],
    ["GIFAR (GIF + JAR)", () => Buffer.concat([GIF, ZIP]), "a.gif", "image/gif"],
    ["ZIP", () => ZIP, "a.zip", "application/zip"],
    ["truncated JPEG", async () => (await jpeg(400, 300)).subarray(0, 200), "a.jpg", "image/jpeg"],
  ];

  for (const [label, make, filename, type] of refused) {
    it(`${label}: 422 for every purpose, nothing stored`, async () => {
      const before = walk(t.app.env.dataDir).length;
      for (const purpose of ["image", "document", "avatar"] as const) {
        const res = await upload(purpose, await make(), { filename, type });
        expect(res.statusCode, `${label} ${purpose}`).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(["file"]);
      }
      expect(walk(t.app.env.dataDir).length).toBe(before);
    });
  }

  it("a PDF is a document only, kept private and served inert", async () => {
    for (const purpose of ["image", "avatar"] as const) {
      expect((await upload(purpose, PDF_JS, { filename: "a.pdf", type: "application/pdf" })).statusCode).toBe(422);
    }
    const res = await upload("document", PDF_JS, { filename: "proof.html", type: "text/html" });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ visibility: "private", mime: "application/pdf" });
    const served = await fetchStored(data);
    expect(served.statusCode).toBe(200);
    // Browsers open a PDF in their viewer, whose document scripts never run in the site's origin;
    // the type is fixed, never sniffed, and the page policy runs nothing of ours.
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toBe(`inline; filename="${data.id}.pdf"`);
    expect(served.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
    expect(served.headers["cache-control"]).toBe("private, no-store");
    // Only its owner and admins.
    expect((await fetchStored(data, other)).statusCode).toBe(404);
  });

  it("the declared type never decides: a PNG sent as a PDF is stored as an image, a PDF sent as a PNG as a PDF", async () => {
    const asPdf = await upload("document", await png(), { filename: "scan.pdf", type: "application/pdf" });
    expect(asPdf.json().data.mime).toBe("image/jpeg");
    const asPng = await upload("document", PDF_JS, { filename: "scan.png", type: "image/png" });
    expect(asPng.json().data.mime).toBe("application/pdf");
    expect((await upload("image", PDF_JS, { filename: "scan.png", type: "image/png" })).statusCode).toBe(422);
  });
});

describe("bombs and oversize bodies are refused quickly", () => {
  it("a decompression bomb (64 megapixels in a few KB) is refused by the pixel limit", async () => {
    const bomb = bombPng(8000, 8000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    for (const purpose of ["image", "document", "avatar"] as const) {
      const started = Date.now();
      const res = await upload(purpose, bomb);
      expect(res.statusCode, purpose).toBe(422);
      expect(res.json().errors.file).toHaveLength(1);
      expect(Date.now() - started, purpose).toBeLessThan(5_000);
    }
  });

  it("a header claiming 10 gigapixels is refused before any decoding", async () => {
    const started = Date.now();
    const res = await upload("image", bombPng(100_000, 100_000, 1));
    expect(res.statusCode).toBe(422);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("a body over the upload limit is a 413, an empty file a 422, two files are not two uploads", async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(9 * 1024 * 1024)]);
    expect((await upload("document", big)).statusCode).toBe(413);
    expect((await upload("document", Buffer.alloc(0))).statusCode).toBe(422);
    const one = await png();
    const boundary = `----h5${randomUUID()}`;
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        one,
        Buffer.from("\r\n"),
      ]);
    const before = walk(t.app.env.dataDir).length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/upload?purpose=document",
      headers: { ...bearer(customer), "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([part("a.png"), part("b.png"), Buffer.from(`--${boundary}--\r\n`)]),
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(walk(t.app.env.dataDir).length - before).toBeLessThanOrEqual(1);
  });

  it("a customer cannot upload public catalogue images, whatever the body", async () => {
    const res = await upload("image", await png(), { token: customer });
    expect(res.statusCode).toBe(403);
  });
});
