// zod compiles fast parsers with `new Function` unless told not to; the page CSP (no
// 'unsafe-eval') forbids that (a console error), and the forms are small enough for the
// interpreted path. zod decides when a schema is built, reading its configuration from this
// global, so it must be set before any module that builds a schema runs: root.tsx imports this
// file first, and route modules are evaluated root first. Setting the global instead of calling
// `z.config` keeps zod itself out of pages without forms. The server keeps the compiled path.
if (typeof document !== "undefined") {
  const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });
}
