// Map providers whose embed pages the footer may frame; the page CSP's frame-src allows the same.
const MAP_EMBEDS: { host: string; path: string }[] = [
  { host: "www.google.com", path: "/maps" },
  { host: "maps.google.com", path: "/" },
  { host: "www.openstreetmap.org", path: "/" },
];

/**
 * The setting's embed_map, only when it is an https embed of a known map provider. The value
 * is typed by an admin; parsing (not a string prefix) keeps `https://maps.google.com.evil.example`
 * and credentials tricks out.
 */
export function mapEmbedUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const ok = MAP_EMBEDS.some((m) => url.hostname === m.host && url.pathname.startsWith(m.path));
  return ok ? url.toString() : null;
}

/**
 * What an admin may paste as a map: the embed URL itself, or the whole `<iframe src="…">`
 * snippet the map site offers, reduced to its src. Anything else (other hosts, other tags,
 * scripts) is refused: only the URL is ever stored, never HTML.
 */
export function parseEmbedMap(value: string): string | null {
  const trimmed = value.trim();
  const src = /^<iframe\b[^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*>\s*(<\/iframe>)?$/i.exec(trimmed)?.[1];
  return mapEmbedUrl((src ?? trimmed).replaceAll("&amp;", "&"));
}
