import { data, isRouteErrorResponse, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { withUnavailablePages } from "./react-router";

type Module = ServerBuild["routes"][string] extends infer R ? (R extends { module: infer M } ? M : never) : never;

function buildWith(module: Record<string, unknown>): ServerBuild {
  return {
    routes: { root: { id: "root", path: "", module: module as unknown as Module } },
  } as unknown as ServerBuild;
}

const args = (locale: string) => ({ context: { ctx: { locale } } }) as never;

async function thrown(fn: () => unknown): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

describe("withUnavailablePages", () => {
  it("turns a closed PGlite or a refused PostgreSQL connection in a loader or action into a 503 with the locale", async () => {
    const closed = Object.assign(new Error("PGlite is closed"), {});
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const build = withUnavailablePages(
      buildWith({
        loader: async () => {
          throw closed;
        },
        action: async () => {
          throw new Error("Failed query", { cause: refused });
        },
      }),
    );
    const module = build.routes.root?.module as { loader: (a: never) => unknown; action: (a: never) => unknown };
    for (const [fn, locale] of [
      [module.loader, "my"],
      [module.action, "en"],
    ] as const) {
      const error = await thrown(() => fn(args(locale)));
      expect(isRouteErrorResponse(error) || (error as { type?: string }).type === "DataWithResponseInit").toBe(true);
      const init = (error as { init?: ResponseInit; data?: unknown }).init;
      expect(init?.status).toBe(503);
      expect((error as { data?: unknown }).data).toEqual({ locale });
    }
  });

  it("leaves other errors, thrown responses and results alone", async () => {
    const bug = new Error("a bug");
    const notFound = data(null, { status: 404 });
    const build = withUnavailablePages(
      buildWith({
        loader: async ({ context }: { context: { ctx: { locale: string } } }) => {
          if (context.ctx.locale === "id") throw bug;
          if (context.ctx.locale === "en") throw notFound;
          return { ok: true };
        },
        default: () => null,
      }),
    );
    const module = build.routes.root?.module as { loader: (a: never) => unknown; default: unknown };
    expect(await thrown(() => module.loader(args("id")))).toBe(bug);
    expect(await thrown(() => module.loader(args("en")))).toBe(notFound);
    expect(await module.loader(args("my"))).toEqual({ ok: true });
    expect(typeof module.default).toBe("function");
  });
});
