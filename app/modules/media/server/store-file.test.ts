import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEnv } from "../../../../test/setup/app";
import { uploadDirs, writeFiles } from "./file-storage";
import { findFileById } from "./media.repository";
import { processPublicImage, UnreadableImageError } from "./process-image";
import { storePrivateFile, storePublicImage } from "./store-file";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
const listed = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 4, background: "#c8a2c8" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = testEnv().dataDir;
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
    const row = await storePublicImage(database.db, dataDir, await png(700, 700));
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
    await expect(storePublicImage(database.db, dataDir, await png(900, 600), 999_999)).rejects.toThrow();
    await expect(
      storePrivateFile(database.db, dataDir, { kind: "pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") }, 999_999),
    ).rejects.toThrow();
    expect([listed(pub), listed(priv)]).toEqual(before);
    expect(listed(tmp)).toEqual([]);
  });

  it("writes all files or none, and never outside the uploads folder", async () => {
    const { public: pub } = uploadDirs(dataDir);
    const before = listed(pub);
    await expect(
      writeFiles(dataDir, [
        { key: "public/ok-1.webp", buffer: Buffer.from("a") },
        { key: "../escape.webp", buffer: Buffer.from("b") },
      ]),
    ).rejects.toThrow(/bad storage key/);
    expect(listed(pub)).toEqual(before);
    expect(fs.existsSync(path.join(dataDir, "escape.webp"))).toBe(false);
  });
});
