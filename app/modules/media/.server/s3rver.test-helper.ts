import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
// The SDK's once-per-process notice that its 2027 releases need Node 22: noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
const S3rver = createRequire(import.meta.url)("s3rver") as new (opts: Record<string, unknown>) => S3rverInstance;

export const BUCKET = "travel-uploads";
export const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** The app's S3_* settings pointing at the bucket of the server at `url`. */
export const s3Env = (url: string) => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: url,
  S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
});

/**
 * An S3-compatible server for the tests that store files in a bucket: s3rver on a free loopback
 * port with a temporary folder and the bucket made, a client to look into it, and `stop`, which
 * closes both and removes the folder.
 */
export async function startS3rver() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "travel-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const s3 = new S3Client({
    endpoint,
    region: "us-east-1",
    credentials: CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  const stop = async () => {
    s3.destroy();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { endpoint, s3, stop };
}
