import type { Env } from "#app/shared/env.server";
import type { FileStore } from "./file-store";
import { LocalFileStore } from "./file-storage";

/**
 * The store the settings ask for: S3 when `S3_BUCKET` is set, the data folder otherwise. The AWS
 * SDK is loaded only then, so a default start does not pay for it.
 */
export async function createFileStore(env: Env): Promise<FileStore> {
  if (!env.S3_BUCKET) return new LocalFileStore(env.dataDir);
  const { S3FileStore } = await import("./s3-file-store");
  return new S3FileStore({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    // MinIO, s3rver and most self-hosted servers only answer path-style (endpoint/bucket/key).
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
  });
}
