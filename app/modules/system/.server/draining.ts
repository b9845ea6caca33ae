// Keyed by the HTTP server, which every encapsulated instance of one app shares.
const draining = new WeakSet<object>();

/**
 * Shutdown has begun (server/serve.ts): new requests are answered 503 with `Connection: close`
 * and /api/health says "draining", so a load balancer stops sending here while the requests
 * already in flight finish.
 */
export function markDraining(app: { server: object }): void {
  draining.add(app.server);
}

export function isDraining(app: { server: object }): boolean {
  return draining.has(app.server);
}
