import type { Ctx } from "#app/shared/context";
import { type ReadModelSpec, readModel } from "#app/shared/read-model.server";

const spec: ReadModelSpec<{ search?: string }> = { tags: ["content"], skip: (input) => Boolean(input.search) };

/**
 * A public list of content, shared by every caller but admins until content changes
 * (app/shared/read-model.server.ts). A search is not kept: each one differs.
 */
export function contentList<A extends { ctx: Ctx; input: { search?: string } }, O>(
  name: string,
  build: (args: A) => Promise<O>,
): (args: A) => Promise<O> {
  return readModel(name, spec, build);
}
