import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The bare HTTP server each provider's local stand-in is built on: it records every request (so a
 * test can check the auth header and the body as the provider would receive them) and hands each
 * to the provider's own handler. Only 127.0.0.1; no test calls the internet.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  json?: unknown;
  headers?: Record<string, string>;
}

export async function startLocalServer(handle: (req: RecordedRequest) => Reply | Promise<Reply>) {
  const requests: RecordedRequest[] = [];
  // A test can make the next calls fail as a provider's outage would (5xx), or answer them with a
  // refusal of its own (a 4xx in the provider's words).
  let failures = 0;
  let failReply: Reply = { status: 503, json: { message: "Service Unavailable" } };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const rec: RecordedRequest = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(rec);
      try {
        if (failures > 0) {
          failures--;
          res.writeHead(failReply.status, { "content-type": "application/json" });
          res.end(JSON.stringify(failReply.json));
          return;
        }
        const reply = await handle(rec);
        res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
        res.end(reply.json === undefined ? "" : JSON.stringify(reply.json));
      } catch (e) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: (e as Error).message }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next `n` calls answer `reply` (default: 503, an outage). */
    failNext(n = 1, reply: Reply = { status: 503, json: { message: "Service Unavailable" } }) {
      failures = n;
      failReply = reply;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sends a notification the way a provider does: one POST of the exact bytes, answer status returned. */
export async function postNotification(url: string, body: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { method: "POST", headers, body });
  await res.text();
  return res.status;
}
