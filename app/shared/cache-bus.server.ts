import type { Ctx } from "./context";
import type { ReadModels } from "./read-model.server";

/**
 * What changed, for the caches of public data (docs/performance.md, "Invalidation by what
 * changed"): `"*"` (anything: the default of a write that does not say) or entity tags such as
 * `tour:12` (a package: its page, its departures' seats left, the lists it appears in).
 */
export type Change = "*" | readonly string[];

/** The tag of a package: its data, its departures and the seats and beds held on them. */
export const tourTag = (packageId: number) => `tour:${packageId}`;

/** Sends changes to the other instances on the same database and hands theirs in (`receive`). */
export interface ChangeTransport {
  send(change: Change): void;
  close(): Promise<void>;
}

type Listener = (change: Change, from: "here" | "elsewhere") => void;

/**
 * One per database connection of an instance (`Database.bus`): writers publish what they
 * changed, caches (the page cache, the read models) subscribe. On PostgreSQL a transport carries
 * each change to the other instances (LISTEN/NOTIFY), so theirs learn of it at once instead of
 * after their caches' time-to-live.
 */
export class CacheBus {
  private readonly listeners = new Set<Listener>();
  transport?: ChangeTransport;
  /** This instance's public read models, when on (read-model.server.ts). */
  readModels?: ReadModels;

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A change made by this instance: applied here at once, then sent to the others. */
  publish(change: Change): void {
    if (change !== "*" && change.length === 0) return;
    this.deliver(change, "here");
    this.transport?.send(change);
  }

  /** A change another instance made (from the transport). */
  receive(change: Change): void {
    this.deliver(change, "elsewhere");
  }

  private deliver(change: Change, from: "here" | "elsewhere") {
    for (const listener of this.listeners) listener(change, from);
  }
}

/** Does `change` touch anything tagged `tags`? */
export function touches(change: Change, tags: Iterable<string>): boolean {
  if (change === "*") return true;
  for (const tag of tags) if (change.includes(tag)) return true;
  return false;
}

/**
 * A read of public data says what it depends on: a page or API answer rendered with it is kept
 * by the response cache under these tags (request contexts collect them in `ctx.reads`).
 */
export function noteRead(ctx: Pick<Ctx, "reads">, tags: Iterable<string>): void {
  if (!ctx.reads) return;
  for (const tag of tags) ctx.reads.add(tag);
}

/**
 * A write says what it changed. In a request, the tags are published when it has answered
 * successfully (server/plugins/page-cache.ts); a write in a request that names nothing empties
 * every cache, as before. Outside a request (a background job), they are published at once.
 */
export function noteWrite(ctx: Pick<Ctx, "writes" | "bus">, tags: Iterable<string>): void {
  if (ctx.writes) {
    for (const tag of tags) ctx.writes.add(tag);
    return;
  }
  ctx.bus?.publish([...tags]);
}
