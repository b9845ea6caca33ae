/**
 * A JSON body over the size limit is answered 413 with the translated message, and the client
 * reads it (issue 26, item 23). Only a real server process shows it: app.inject() has no socket.
 * Fastify answered as soon as it knew the size and closed the connection with the rest of the
 * body unread; the kernel reset it, and a client still writing its body got EPIPE or ECONNRESET
 * instead of the answer (most 2 MB posts written in 64 KB pieces, every 8 MB one). Sent here by
 * Node's own HTTP client, which writes the whole body, on the engine of this run.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createFaultDatabase,
  type FaultDatabase,
  killServer,
  type ServerProcess,
  startServer,
} from "#test/faults/process";

interface Answer {
  status?: number;
  text?: string;
  error?: string;
}

/**
 * One request on a new connection, its body written in `piece`-byte writes (each after the
 * previous one drained), with Content-Length or chunked. Any network error counts, even one
 * that comes after the answer.
 */
function post(base: string, method: string, path: string, body: Buffer, opts: { chunked: boolean; piece: number }) {
  const u = new URL(base + path);
  return new Promise<Answer>((resolve) => {
    const answer: Answer = {};
    const req = http.request({
      host: u.hostname,
      port: u.port,
      method,
      path: u.pathname + u.search,
      agent: false,
      timeout: 30_000,
      headers: { "content-type": "application/json", ...(opts.chunked ? {} : { "content-length": body.length }) },
    });
    req.on("response", (res) => {
      answer.status = res.statusCode;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        answer.text = Buffer.concat(chunks).toString();
        setTimeout(() => resolve(answer), 20);
      });
      res.on("error", (err: NodeJS.ErrnoException) => {
        answer.error = err.code ?? err.message;
        resolve(answer);
      });
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (err: NodeJS.ErrnoException) => {
      answer.error = err.code ?? err.message;
      if (answer.status === undefined) resolve(answer);
    });
    void (async () => {
      for (let at = 0; at < body.length && !req.destroyed; at += opts.piece) {
        if (!req.write(body.subarray(at, at + opts.piece)))
          await new Promise<void>((resolve) => {
            const go = () => {
              req.off("drain", go);
              req.off("close", go);
              resolve();
            };
            req.on("drain", go);
            req.on("close", go);
          });
      }
      if (!req.destroyed) req.end();
    })();
  });
}

describe("a JSON body over the limit, to a server process", () => {
  let fdb: FaultDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    fdb = await createFaultDatabase("oversized");
    // Opened once here: PGlite's folder comes from the run's migrated dump (much faster than
    // the server initialising and migrating it).
    await (await fdb.open()).close();
    // The contact form takes 5 messages per 10 minutes and address by default.
    server = await startServer({ ...fdb.env, CONTACT_MAX_PER_10_MINUTES: "1000" });
  }, 120_000);
  afterAll(async () => {
    if (server) await killServer(server).catch(() => {});
    await fdb?.dispose();
  }, 30_000);

  it("is answered 413 with the translated message every time, never a reset connection", {
    timeout: 120_000,
  }, async () => {
    const base = server!.url;
    const json = (field: string, bytes: number) => Buffer.from(JSON.stringify({ [field]: "x".repeat(bytes) }));
    const targets: [string, string, string][] = [
      ["POST", "/api/register", "name"],
      ["POST", "/api/contact", "message"],
      ["POST", "/api/forgot-password", "email"],
      ["PUT", "/api/rooming/1/guest/1", "room_id"],
      // A provider's notification is read raw, with a limit of its own (256 KB).
      ["POST", "/api/payments/notify/sandbox", "data"],
    ];
    const sends = [
      { size: 2 * 1024 * 1024, chunked: false, piece: 64 * 1024 },
      { size: 2 * 1024 * 1024, chunked: true, piece: 64 * 1024 },
      { size: 2 * 1024 * 1024, chunked: false, piece: 2 * 1024 * 1024 },
      { size: 8 * 1024 * 1024, chunked: false, piece: 8 * 1024 * 1024 },
    ];
    const wrong: string[] = [];
    let answered = 0;
    // Every way in English, then the first again in Malay: the message is the reader's.
    const runs = [
      ...sends.map((s) => ({ ...s, lang: "en", message: "The upload is too large." })),
      { ...sends[0], lang: "my", message: "Muat naik terlalu besar." },
    ];
    for (const [method, path, field] of targets) {
      for (const s of runs) {
        const a = await post(base, method, `${path}?lang=${s.lang}`, json(field, s.size), s);
        const ok = a.status === 413 && !a.error && JSON.parse(a.text || "{}").message === s.message;
        if (ok) answered++;
        else wrong.push(`${method} ${path} ${JSON.stringify(s)}: ${a.status} ${a.error ?? a.text?.slice(0, 80)}`);
      }
    }
    expect(wrong, wrong.join("\n")).toEqual([]);
    expect(answered).toBe(targets.length * runs.length);
    // The server is still there and serves the next request.
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
  });
});
