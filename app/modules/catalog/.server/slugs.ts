import type { Db } from "#app/shared/db.server";
import { fieldError } from "#app/shared/errors";
import { uniqueViolation } from "#app/shared/db-errors";
import { nextFreeSlug, slugify } from "#app/modules/catalog/catalog.rules";
import { type SlugOwner, slugsLike } from "./catalog.repository";

const fallback: Record<SlugOwner, string> = { category: "category", destination: "destination", package: "tour" };

/** Whether another record of the same kind already uses this slug. */
export async function slugTaken(db: Db, owner: SlugOwner, slug: string, excludeId?: number): Promise<boolean> {
  return (await slugsLike(db, owner, slug, excludeId)).includes(slug);
}

/** A free slug derived from the Indonesian name: `umrah-plus`, then `umrah-plus-2`... */
export async function autoSlug(db: Db, owner: SlugOwner, name: string, excludeId?: number): Promise<string> {
  const base = slugify(name, fallback[owner]);
  return nextFreeSlug(base, await slugsLike(db, owner, base, excludeId));
}

/**
 * The slug a write stores: the one given (422 slug_taken when another record has it), the
 * current one on an update that sends none (shared links keep working), else one from the name.
 */
export async function chooseSlug(
  db: Db,
  owner: SlugOwner,
  opts: { given?: string; name: string; current?: { id: number; slug: string } },
): Promise<string> {
  if (opts.given) {
    if (await slugTaken(db, owner, opts.given, opts.current?.id)) throw fieldError("slug", "slug_taken");
    return opts.given;
  }
  if (opts.current) return opts.current.slug;
  return autoSlug(db, owner, opts.name);
}

/** Two writes racing for one slug: the unique index decides, and the loser gets the same 422. */
export function rethrowSlugRace(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint?.endsWith("slug_idx")) throw fieldError("slug", "slug_taken");
  throw err;
}
