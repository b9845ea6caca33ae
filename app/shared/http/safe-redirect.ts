/**
 * Where to go after logging in: only a path on this site. `//evil.example` and `/\evil` are
 * protocol-relative in browsers, so anything but a single leading slash falls back.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/panel"): string {
  if (!target?.startsWith("/") || target.startsWith("//")) return fallback;
  // Browsers read a backslash as a slash, and URL parsers drop tabs and newlines: either could
  // turn the path into another host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is refused
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  return target;
}
