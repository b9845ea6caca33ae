/**
 * Uploads against an S3-compatible server: s3rver on a free loopback port with a temporary
 * folder, the app built with S3_* pointing at it, everything through the HTTP API. Runs on both
 * database engines (only the test app's database is used).
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoBanks } from "#test/factories/bank";
import { createUser } from "#test/factories";
import { createTestApp, withTestApp, loginAs, type TestApp } from "#test/setup/app";
import { EnvError, loadEnv } from "#app/shared/env.server";
import { createFileStore } from "./create-file-store";
import { LocalFileStore } from "./file-storage";
import { S3FileStore } from "./s3-file-store";
import { BUCKET, s3Env, startS3rver } from "./s3rver.test-helper";
import { storePrivateFile, storePublicImage } from "./store-file";
import { MINIMAL_PDF, signInUploaders, solidImage } from "./upload-files.test-helper";

let stop: (() => Promise<void>) | undefined;
let endpoint: string;
let s3: S3Client;
let t: TestApp;
let admin: string;
let customer: string;
let other: string;

const jpeg = (w: number, h: number) => solidImage(w, h).jpeg().toBuffer();
async function upload(app: TestApp["app"], file: Buffer, purpose: string, token: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)]), "upload.bin");
  const body = new Response(form);
  return app.inject({
    method: "POST",
    url: `/api/upload?lang=en&purpose=${purpose}`,
    headers: { "content-type": body.headers.get("content-type")!, authorization: `Bearer ${token}` },
    payload: Buffer.from(await body.arrayBuffer()),
  });
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

/** A 200 answer carrying `body`, its length and the `headers` given. */
function expectServed(res: Awaited<ReturnType<typeof get>>, body: Buffer, headers: Record<string, unknown>) {
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload).toEqual(body);
  expect(res.headers).toMatchObject({ "content-length": String(body.length), ...headers });
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every key in the bucket, read from the server itself, not through the app. */
async function keys(): Promise<string[]> {
  const out: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
    out.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return out.sort();
}

async function object(key: string): Promise<Buffer> {
  const res = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await res.Body!.transformToByteArray());
}

async function fileRows(): Promise<number> {
  const res = (await t.db.execute(sql`select count(*)::int as n from files`)) as unknown as { rows: { n: number }[] };
  return res.rows[0].n;
}

/** A loopback port nobody listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

beforeAll(async () => {
  ({ endpoint, s3, stop } = await startS3rver());

  t = await createTestApp(s3Env(endpoint));
  ({ admin, customer, other } = await signInUploaders(t));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await stop?.();
});

describe("uploads in an S3-compatible bucket", { timeout: 30_000 }, () => {
  it("the app stores to the bucket and writes nothing under the data folder", () => {
    expect(t.app.files).toBeInstanceOf(S3FileStore);
    expect(fs.existsSync(path.join(t.app.env.dataDir, "uploads"))).toBe(false);
  });

  it("a public image lands as WebP variants in the bucket and is served at the same /uploads/ URLs", async () => {
    const before = await keys();
    const res = await upload(t.app, await jpeg(1300, 700), "image", admin);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const widths = [320, 640, 768, 1024];
    expect(data.srcset).toBe(widths.map((w) => `/uploads/${data.id}-${w}.webp ${w}w`).join(", "));
    expect((await keys()).filter((k) => !before.includes(k))).toEqual(
      widths.map((w) => `public/${data.id}-${w}.webp`).sort(),
    );
    for (const w of widths) {
      const stored = await object(`public/${data.id}-${w}.webp`);
      expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: w });
      const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `public/${data.id}-${w}.webp` }));
      expect(head.ContentType).toBe("image/webp");

      const served = await get(`/uploads/${data.id}-${w}.webp`);
      expectServed(served, stored, {
        "content-type": "image/webp",
        "cache-control": "public, max-age=31536000, immutable",
        etag: head.ETag,
      });
      expect(served.headers["last-modified"]).toBeDefined();
    }

    const url = `/uploads/${data.id}-320.webp`;
    const etag = String((await get(url)).headers.etag);
    const again = await get(url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(url, { "if-none-match": '"something-else"' })).statusCode).toBe(200);
    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String((await object(`public/${data.id}-320.webp`)).length));
    expect(head.rawPayload.length).toBe(0);

    // The id still redirects to the largest variant, which is served.
    const byId = await get(`/api/file/${data.id}`);
    expect(byId.statusCode).toBe(302);
    expect((await get(byId.headers.location as string)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown image and never serves a private key or a path outside public/", async () => {
    expect((await get("/uploads/6f1c1b5e-3a8e-4c61-9d3f-2b3d4e5f6a7b-320.webp")).statusCode).toBe(404);
    const { data } = (await upload(t.app, MINIMAL_PDF, "document", customer)).json();
    expect(await keys()).toContain(`private/${data.id}.pdf`);
    for (const url of [
      `/uploads/${data.id}.pdf`,
      `/uploads/..%2Fprivate%2F${data.id}.pdf`,
      `/uploads/../private/${data.id}.pdf`,
      `/uploads/%2e%2e/private/${data.id}.pdf`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body).not.toContain("%PDF");
    }
  });

  it("a customer's private proof is in the bucket, readable by its owner and admins only", async () => {
    const res = await upload(t.app, MINIMAL_PDF, "document", customer);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(await object(`private/${data.id}.pdf`)).toEqual(MINIMAL_PDF);
    for (const token of [customer, admin]) {
      expectServed(await get(data.url, bearer(token)), MINIMAL_PDF, {
        "content-type": "application/pdf",
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
    }
    const asOther = await get(data.url, bearer(other));
    expect(asOther.statusCode).toBe(404);
    expect(asOther.body).not.toContain("%PDF");
    expect((await get(data.url)).statusCode).toBe(401);

    // A private image is re-encoded once and comes back from the bucket as JPEG (decision 063).
    const scan = (await upload(t.app, await jpeg(2000, 1400), "document", customer)).json().data;
    const served = await get(scan.url, bearer(admin));
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.rawPayload).toEqual(await object(`private/${scan.id}.jpg`));
    expect((await get(scan.url, bearer(other))).statusCode).toBe(404);
  });

  it("a profile picture is one public square in the bucket", async () => {
    const { data } = (await upload(t.app, await jpeg(900, 600), "avatar", customer)).json();
    expect((await keys()).filter((k) => k.includes(data.id))).toEqual([`public/${data.id}-320.webp`]);
    expect((await get(data.url)).statusCode).toBe(200);
  });

  it("a corrupted or truncated image leaves no object and no row", async () => {
    const before = { keys: await keys(), rows: await fileRows() };
    const whole = await jpeg(1200, 800);
    for (const [purpose, token] of [
      ["image", admin],
      ["document", customer],
      ["avatar", customer],
    ]) {
      const truncated = await upload(t.app, whole.subarray(0, Math.floor(whole.length / 2)), purpose, token);
      expect(truncated.statusCode).toBe(422);
      expect(truncated.json().errors.file).toBeDefined();
    }
    const garbage = Buffer.concat([whole.subarray(0, 64), Buffer.alloc(4096, 0x5a)]);
    expect((await upload(t.app, garbage, "image", admin)).statusCode).toBe(422);
    expect({ keys: await keys(), rows: await fileRows() }).toEqual(before);
  });

  it("removes the objects written when the row cannot be inserted", async () => {
    const before = await keys();
    // No user 999999: the owner foreign key fails after the objects were written.
    await expect(storePublicImage(t.db, t.app.files, await jpeg(1700, 900), 999_999)).rejects.toThrow();
    await expect(storePrivateFile(t.db, t.app.files, { kind: "pdf", buffer: MINIMAL_PDF }, 999_999)).rejects.toThrow();
    expect(await keys()).toEqual(before);
  });

  it("replaces an object in place and removes objects (missing ones are no error)", async () => {
    const files = t.app.files;
    await files.put("private/replace-me.pdf", Buffer.from("%PDF-1.4 first"), "application/pdf");
    await files.put("private/replace-me.pdf", Buffer.from("%PDF-1.4 second, longer"), "application/pdf");
    expect((await object("private/replace-me.pdf")).toString()).toBe("%PDF-1.4 second, longer");
    expect(await files.stat("private/replace-me.pdf")).toMatchObject({ size: 23, contentType: "application/pdf" });
    await files.remove(["private/replace-me.pdf", "private/never-there.pdf"]);
    expect(await keys()).not.toContain("private/replace-me.pdf");
    expect(await files.get("private/replace-me.pdf")).toBeNull();
    expect(await files.stat("private/replace-me.pdf")).toBeNull();
    await expect(files.put("../outside.pdf", MINIMAL_PDF, "application/pdf")).rejects.toThrow(/bad storage key/);
  });

  it("stores exactly the bytes given, with the type given", async () => {
    // A checksum trailer the server does not understand would end up inside the object (STACK.md).
    const body = randomBytes(300 * 1024);
    await t.app.files.put("public/exact-1600.webp", body, "image/webp");
    const stored = await object("public/exact-1600.webp");
    expect(stored.length).toBe(body.length);
    expect(stored.equals(body)).toBe(true);
    const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: "public/exact-1600.webp" }));
    expect(head.ContentType).toBe("image/webp");
    expect(head.ETag).toBe(`"${createHash("md5").update(body).digest("hex")}"`);
    await t.app.files.remove(["public/exact-1600.webp"]);
  });

  it("demo images of the seed go to the bucket too", async () => {
    const before = await keys();
    const banks = await seedDemoBanks(t.db, { files: t.app.files });
    const added = (await keys()).filter((k) => !before.includes(k));
    for (const bank of banks) {
      expect(bank.logoImageId).toBeTruthy();
      expect(added.some((k) => k.startsWith(`public/${bank.logoImageId}-`))).toBe(true);
    }
  });

  it("with the object store unreachable an upload answers 503 and stores no row", async () => {
    await withTestApp(
      async (down) => {
        await createUser(down.db, { username: "siti", password: "Secret123!" });
        const token = await loginAs(down.app, "siti", "Secret123!");
        const res = await upload(down.app, MINIMAL_PDF, "document", token);
        expect(res.statusCode).toBe(503);
        const rows = (await down.db.execute(sql`select count(*)::int as n from files`)) as unknown as {
          rows: { n: number }[];
        };
        expect(rows.rows[0].n).toBe(0);
      },
      s3Env(`http://127.0.0.1:${await closedPort()}`),
    );
  });
});

describe("S3 settings", () => {
  const base = () => ({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "travel-s3env-")) });

  it("without S3_BUCKET the uploads stay on the disk; with it they go to the bucket", async () => {
    const env = base();
    try {
      const local = await createFileStore(loadEnv(env));
      expect(local).toBeInstanceOf(LocalFileStore);
      // The bucket store `vars` give: its addressing (path style or virtual-hosted) and region.
      const addressing = async (vars: Record<string, string>) => {
        const store = await createFileStore(loadEnv({ ...env, ...vars }));
        expect(store).toBeInstanceOf(S3FileStore);
        const { config } = (store as S3FileStore).client;
        const found = { pathStyle: config.forcePathStyle, region: await config.region() };
        await store.close();
        return found;
      };
      // AWS itself: virtual-hosted addresses in the default region.
      expect(await addressing({ S3_BUCKET: "site-files" })).toEqual({ pathStyle: false, region: "us-east-1" });
      const minio = { ...s3Env("http://127.0.0.1:9000"), S3_REGION: "ap-southeast-1" };
      expect(await addressing(minio)).toEqual({ pathStyle: true, region: "ap-southeast-1" });
      const r2 = { ...s3Env("https://acc.r2.example.com"), S3_FORCE_PATH_STYLE: "false" };
      expect(await addressing(r2)).toMatchObject({ pathStyle: false });
    } finally {
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  });

  it("refuses a half-configured store with the setting to fix", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, /S3_BUCKET: must be set to use S3_ENDPOINT/],
      [{ S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }, /S3_BUCKET: must be set/],
      [{ S3_BUCKET: "site-files", S3_ACCESS_KEY_ID: "k" }, /S3_SECRET_ACCESS_KEY: must be set together/],
      [{ S3_BUCKET: "site-files", S3_SECRET_ACCESS_KEY: "s" }, /S3_ACCESS_KEY_ID: must be set together/],
      [{ S3_BUCKET: "Not_A_Bucket" }, /S3_BUCKET: must be a bucket name/],
      [{ S3_BUCKET: "site-files", S3_ENDPOINT: "ftp://x" }, /S3_ENDPOINT/],
      [{ S3_BUCKET: "site-files", S3_FORCE_PATH_STYLE: "yes" }, /S3_FORCE_PATH_STYLE/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadEnv(env), JSON.stringify(env)).toThrow(EnvError);
      expect(() => loadEnv(env), JSON.stringify(env)).toThrow(message);
    }
    // Empty values are unset (a compose file's `S3_BUCKET=`).
    expect(loadEnv({ S3_BUCKET: "", S3_ENDPOINT: "", S3_ACCESS_KEY_ID: "", S3_FORCE_PATH_STYLE: "" }).S3_BUCKET).toBe(
      undefined,
    );
  });
});
