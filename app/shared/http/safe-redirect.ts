/**
 * Where to go after logging in: only a path on this site. `//evil.example` and `/\evil` are
 * protocol-relative in browsers, so anything but a single leading slash falls back.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/panel"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters (tab, newline) are stripped by URL parsers and could smuggle a host in.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is refused
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  return target;
}
