import type { Readable } from "node:stream";
import { AppError } from "./errors";

/**
 * How much of a body over its limit is read and thrown away before the 413 is sent. Fastify
 * answered 413 as soon as the size was known (from Content-Length, or the first bytes past the
 * limit) and closed the connection with the rest of the body unread: the kernel then reset it,
 * and a client still writing got EPIPE or ECONNRESET instead of the answer (about half of
 * 2 MB JSON posts). Node drains a multipart upload's rest by itself, which is why uploads of
 * 30 MB read their 413. Past this bound the connection is closed at once: a client sending more
 * is not one we owe an answer to.
 */
export const OVERSIZED_BODY_DRAIN_BYTES = 32 * 1024 * 1024;

type Done = (err: Error | null, body?: Buffer) => void;

/**
 * Reads a request body of at most `limit` bytes, as Fastify's own `parseAs: "buffer"` does
 * (a Content-Length that does not match what came is a 400), except that a body over the limit
 * is read to its end (up to OVERSIZED_BODY_DRAIN_BYTES more) before the 413 `payload_too_large`,
 * so that its client reads the translated answer. Fastify's content-type parser signature.
 */
export function readBoundedBody(payload: Readable, headers: { "content-length"?: string }, limit: number, done: Done) {
  const declared = Number(headers["content-length"]);
  const tooLarge = () => new AppError("payload_too_large");
  if (declared > limit + OVERSIZED_BODY_DRAIN_BYTES) {
    done(tooLarge());
    return;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  let over = declared > limit;
  const stop = () => {
    payload.removeListener("data", onData);
    payload.removeListener("end", onEnd);
    payload.removeListener("error", onError);
  };
  function onData(chunk: Buffer | string) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    received += bytes.length;
    if (received > limit && !over) {
      over = true;
      chunks.length = 0;
    }
    if (!over) {
      chunks.push(bytes);
      return;
    }
    if (received > limit + OVERSIZED_BODY_DRAIN_BYTES) {
      stop();
      done(tooLarge());
    }
  }
  function onEnd() {
    stop();
    if (over) done(tooLarge());
    else if (!Number.isNaN(declared) && received !== declared) done(new AppError("bad_request"));
    else done(null, Buffer.concat(chunks, received));
  }
  function onError(err: Error & { statusCode?: number }) {
    stop();
    if (!(typeof err.statusCode === "number" && err.statusCode >= 400)) err.statusCode = 400;
    done(err);
  }
  payload.on("data", onData);
  payload.on("end", onEnd);
  payload.on("error", onError);
  payload.resume();
}
