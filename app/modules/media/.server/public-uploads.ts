import type { IncomingHttpHeaders } from "node:http";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { checkKey, type FileStore, type StoredFileInfo } from "./file-store";
import { LocalFileStore } from "./file-storage";

// Public images have random, never-reused names: cache them for a year.
const CACHE = "public, max-age=31536000, immutable";

function validKey(key: string): boolean {
  try {
    checkKey(key);
    return true;
  } catch {
    return false;
  }
}

/** The caller's copy is current: its If-None-Match lists the tag, or If-Modified-Since is not older. */
function fresh(headers: IncomingHttpHeaders, info: StoredFileInfo): boolean {
  const inm = headers["if-none-match"];
  if (typeof inm === "string") {
    if (!info.etag) return false;
    const tag = info.etag.replace(/^W\//, "");
    return inm.trim() === "*" || inm.split(",").some((t) => t.trim().replace(/^W\//, "") === tag);
  }
  const ims = headers["if-modified-since"];
  if (typeof ims !== "string" || !info.lastModified) return false;
  const since = Date.parse(ims);
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

function describe(reply: FastifyReply, info: StoredFileInfo) {
  reply.header("cache-control", CACHE);
  if (info.etag) reply.header("etag", info.etag);
  if (info.lastModified) reply.header("last-modified", info.lastModified.toUTCString());
}

/**
 * Public images at `/uploads/{id}-{width}.webp` on both backends, so stored URLs never change.
 * From the local disk @fastify/static serves them (sendfile-speed, ranges, conditional GETs);
 * from S3 this route streams them out of the private bucket with the same headers.
 */
export async function servePublicUploads(app: FastifyInstance, files: FileStore) {
  if (files instanceof LocalFileStore) {
    await app.register(fastifyStatic, {
      root: files.dirs.public,
      prefix: "/uploads/",
      immutable: true,
      maxAge: "365d",
      decorateReply: false,
    });
    return;
  }

  app.route<{ Params: { name: string } }>({
    // HEAD answers from the object's metadata: the implied HEAD route would download the bytes.
    method: ["GET", "HEAD"],
    url: "/uploads/:name",
    config: { access: "public" },
    handler: async (req, reply) => {
      const key = `public/${req.params.name}`;
      if (!validKey(key)) return reply.callNotFound();
      const conditional = req.headers["if-none-match"] ?? req.headers["if-modified-since"];
      if (req.method === "HEAD" || conditional) {
        const info = await files.stat(key);
        if (!info) return reply.callNotFound();
        describe(reply, info);
        if (fresh(req.headers, info)) return reply.code(304).send();
        if (req.method === "HEAD") {
          return reply.type(info.contentType).header("content-length", info.size).send();
        }
      }
      const file = await files.get(key);
      if (!file) return reply.callNotFound();
      describe(reply, file);
      return reply
        .type(file.contentType)
        .header("content-length", file.size)
        .send(file.body as never);
    },
  });
}
