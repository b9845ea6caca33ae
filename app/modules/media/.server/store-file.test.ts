import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEnv } from "#test/setup/app";
import { putAll } from "./file-store";
import { LocalFileStore, uploadDirs } from "./file-storage";
import { findFileById } from "./media.repository";
import { processPublicImage, UnreadableImageError } from "./process-image";
import { storePrivateFile, storePublicImage } from "./store-file";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let files: LocalFileStore;
const listed = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 4, background: "#c8a2c8" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = testEnv().dataDir;
  files = new LocalFileStore(dataDir);
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("processPublicImage", () => {
  it("makes the standard widths up to the original, ascending", async () => {
    const variants = await processPublicImage(await png(1100, 550));
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [320, 160],
      [640, 320],
      [768, 384],
      [1024, 512],
    ]);
    for (const v of variants) expect((await sharp(v.buffer).metadata()).format).toBe("webp");
  });

  it("throws UnreadableImageError for bytes it cannot decode", async () => {
    await expect(processPublicImage(Buffer.from("not an image"))).rejects.toBeInstanceOf(UnreadableImageError);
  });
});

describe("storing files", () => {
  it("stores public variants under the row's id", async () => {
    const row = await storePublicImage(database.db, files, await png(700, 700));
    expect(row).toMatchObject({
      visibility: "public",
      mime: "image/webp",
      width: 640,
      height: 640,
      variants: [320, 640],
    });
    expect(await findFileById(database.db, row.id)).toBeDefined();
    expect(listed(uploadDirs(dataDir).public).filter((f) => f.startsWith(row.id))).toEqual([
      `${row.id}-320.webp`,
      `${row.id}-640.webp`,
    ]);
  });

  it("removes the written files when the row cannot be inserted", async () => {
    const { public: pub, private: priv, tmp } = uploadDirs(dataDir);
    const before = [listed(pub), listed(priv)];
    // No user 999999: the owner foreign key fails after the files were written.
    await expect(storePublicImage(database.db, files, await png(900, 600), 999_999)).rejects.toThrow();
    await expect(
      storePrivateFile(database.db, files, { kind: "pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") }, 999_999),
    ).rejects.toThrow();
    expect([listed(pub), listed(priv)]).toEqual(before);
    expect(listed(tmp)).toEqual([]);
  });

  it("writes all files or none, and never outside the uploads folder", async () => {
    const { public: pub } = uploadDirs(dataDir);
    const before = listed(pub);
    await expect(
      putAll(files, [
        { key: "public/ok-1.webp", buffer: Buffer.from("a") },
        { key: "../escape.webp", buffer: Buffer.from("b") },
      ]),
    ).rejects.toThrow(/bad storage key/);
    for (const key of ["public/../../escape.webp", "private/../public/x.webp", "public/.hidden", "tmp/a.webp"]) {
      await expect(files.put(key, Buffer.from("c"), "image/webp")).rejects.toThrow(/bad storage key/);
      await expect(files.get(key)).rejects.toThrow(/bad storage key/);
    }
    expect(listed(pub)).toEqual(before);
    expect(fs.existsSync(path.join(dataDir, "escape.webp"))).toBe(false);
  });

  it("removes the files already written when a later one fails", async () => {
    const { public: pub, tmp } = uploadDirs(dataDir);
    const before = listed(pub);
    // A folder in the way of the second file makes its rename fail after the first succeeded.
    fs.mkdirSync(path.join(pub, "blocked-1.webp"));
    try {
      await expect(
        putAll(files, [
          { key: "public/first-1.webp", buffer: Buffer.from("a") },
          { key: "public/blocked-1.webp", buffer: Buffer.from("b") },
        ]),
      ).rejects.toThrow();
      expect(listed(pub)).toEqual([...before, "blocked-1.webp"].sort());
      expect(listed(tmp)).toEqual([]);
    } finally {
      fs.rmdirSync(path.join(pub, "blocked-1.webp"));
    }
  });

  it("answers a stored file as a stream with its size and type, and null once removed", async () => {
    await files.put("private/doc-1.pdf", Buffer.from("%PDF-1.4 one"), "application/pdf");
    await files.put("private/doc-1.pdf", Buffer.from("%PDF-1.4 two!"), "application/pdf");
    const got = await files.get("private/doc-1.pdf");
    expect(got).toMatchObject({ size: 13, contentType: "application/pdf" });
    const chunks: Buffer[] = [];
    for await (const c of got!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("%PDF-1.4 two!");
    expect(await files.stat("private/doc-1.pdf")).toMatchObject({ size: 13 });
    await files.remove(["private/doc-1.pdf", "private/never-1.pdf"]);
    expect(await files.get("private/doc-1.pdf")).toBeNull();
    expect(await files.stat("private/doc-1.pdf")).toBeNull();
  });
});
