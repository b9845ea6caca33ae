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

/**
 * The OpenAPI viewer's policy as @fastify/swagger-ui writes it (scripts from its own files only),
 * minus what it does not need: fonts and styles from any https host, the outside validator's
 * images. Its widgets set inline styles, which the policy must allow or the page logs violations.
 */
export function docsCsp(header: string): string {
  return header
    .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
    .replace(/font-src [^;]*/, "font-src 'self' data:")
    .replace(/img-src [^;]*/, "img-src 'self' data:");
}

export async function security(app: FastifyInstance, opts: { dev: boolean }) {
  // HSTS only for a site served over HTTPS (PUBLIC_URL https://…), where browsers honour it: a
  // year, this host only, since the agency's other subdomains need not be HTTPS.
  const https = app.env.publicUrl.startsWith("https://");
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  app.addHook("onSend", async (req, reply, payload) => {
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
    // An answer built for a signed-in user (their bookings, their name in a page) is never
    // stored by a browser or proxy cache, unless its route chose a policy itself.
    if (req.ctx?.actor && !reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    // The OpenAPI viewer brings its own policy (its scripts are files of its own).
    if (req.url.startsWith("/api/docs")) return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.includes("text/html")) reply.header("content-security-policy", pageCsp(req.cspNonce, opts.dev));
    else if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", API_CSP);
    return payload;
  });
}
