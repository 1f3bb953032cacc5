/** Any origin works as the base: only whether the parsed URL keeps it matters, and the result is a path. */
const BASE = new URL('http://same-origin.invalid');

function parse(raw: string): URL | null {
  try {
    return new URL(raw, BASE);
  } catch {
    return null;
  }
}

/**
 * A redirect target from a query string, reduced to a path on this site, or the fallback. Decided by the WHATWG
 * URL parser (the one browsers use) rather than by looking at prefixes: "/\evil.example", "/\t/evil.example" and
 * "https://evil.example" all parse to another origin. The result is re-parsed too, so a path that only
 * serialises to "//evil.example" (from "/.//evil.example") is refused as well. The fragment is dropped.
 */
export function sameOriginPath(raw: string | undefined, fallback: string): string {
  if (!raw) return fallback;
  const url = parse(raw);
  if (!url || url.origin !== BASE.origin) return fallback;
  const path = `${url.pathname}${url.search}`;
  const again = parse(path);
  if (!again || again.origin !== BASE.origin || `${again.pathname}${again.search}` !== path) return fallback;
  return path;
}
