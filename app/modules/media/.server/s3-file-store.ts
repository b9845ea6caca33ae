import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { checkKey, type FileStore, type StoredFile, type StoredFileInfo } from "./file-store";

export interface S3FileStoreOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  /** Unset: the SDK's usual chain (instance role, AWS_* variables, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

function notFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.$metadata.httpStatusCode === 404 || err.name === "NoSuchKey" || err.name === "NotFound";
}

/** An answer about one key, or null where the bucket has no such key. */
async function nullIfMissing<T>(ask: () => Promise<T | null>): Promise<T | null> {
  try {
    return await ask();
  } catch (err) {
    if (notFound(err)) return null;
    throw err;
  }
}

/** What a HEAD and a GET both say of an object. */
function fileInfo(o: {
  ContentLength?: number;
  ContentType?: string;
  ETag?: string;
  LastModified?: Date;
}): StoredFileInfo {
  return {
    size: o.ContentLength ?? 0,
    contentType: o.ContentType ?? "application/octet-stream",
    etag: o.ETag,
    lastModified: o.LastModified,
  };
}

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, R2, …) under the same keys as on disk. The
 * bucket stays private: public images are served through the app (`/uploads/…`), private files
 * through their access-checked route.
 */
export class S3FileStore implements FileStore {
  readonly kind = "s3";
  readonly client: S3Client;
  readonly bucket: string;

  constructor(opts: S3FileStoreOptions) {
    this.bucket = opts.bucket;
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      credentials: opts.credentials,
      forcePathStyle: opts.forcePathStyle,
      // The SDK's default checksums (trailing CRC32 on streamed bodies) are not understood by
      // several S3-compatible servers, which then store the body corrupted; Content-MD5 below
      // gives the same guarantee everywhere.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // A stalled object store must not hold requests (and sockets) for minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  /**
   * One PUT: S3 makes an object visible only once it is complete, and refuses it when the bytes
   * it received do not match Content-MD5, so a broken transfer stores nothing.
   */
  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: body,
        ContentLength: body.length,
        ContentType: contentType,
        ContentMD5: createHash("md5").update(body).digest("base64"),
      }),
    );
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    return nullIfMissing(async () =>
      fileInfo(await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }))),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    return nullIfMissing(async () => {
      const obj = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      if (!obj.Body) return null;
      // In Node the SDK's body is the HTTP response stream itself.
      return { body: obj.Body as Readable, ...fileInfo(obj) };
    });
  }

  /** One DELETE per key (a handful at most): DeleteObjects needs checksums some servers reject. */
  async remove(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }))),
    );
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
