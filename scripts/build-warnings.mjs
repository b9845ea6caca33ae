import { stripVTControlCharacters } from "node:util";

// The production build must print no warning of its own: `npm test` fails on one (issue 13,
// item 20). Known notices that are not about our code are allowed by name, nothing else.

// Notices of the stack, not of this project (STACK.md, gotcha 10): React Router 7's own Vite
// plugin passes Vite 8 the `envFile` option (react-router.config.ts sets every v8 future flag, so
// none of their notices is allowed).
const allowed = [/The `envFile` option is deprecated/];

// A warning line: Rolldown's `[CODE] message`, Vite's `(!) message`, or any line that calls itself a
// warning.
const warningLine = /^\s*(\(!\)|\[[A-Z][A-Z_]+\])|\b(warn(ing)?|WARN(ING)?|Warning)\b/;

/** The warning lines of a build's output (ANSI colours removed), minus the allowed notices. */
export function buildWarnings(output) {
  return stripVTControlCharacters(output)
    .split("\n")
    .filter((line) => warningLine.test(line) && !allowed.some((a) => a.test(line)))
    .map((line) => line.trim());
}
