import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

// Hosts whose map and video embeds the pages may frame.
export const FRAME_HOSTS = [
  "https://www.google.com",
  "https://maps.google.com",
  "https://www.openstreetmap.org",
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
];

/** Script execution only through the per-request nonce React Router puts on its scripts. */
export function pageCsp(nonce: string, dev: boolean): string {
  const script = dev
    ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'"
    : `script-src 'nonce-${nonce}' 'strict-dynamic'`;
  return [
    "default-src 'self'",
    script,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    `frame-src ${FRAME_HOSTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export async function security(app: FastifyInstance, opts: { dev: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.url.startsWith("/api/docs")) return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.includes("text/html")) reply.header("content-security-policy", pageCsp(req.cspNonce, opts.dev));
    else if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", API_CSP);
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
    return payload;
  });
}
