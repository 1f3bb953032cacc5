/**
 * A URL slug from an English name (the shape the products and categories tables check:
 * `^[a-z0-9]+(-[a-z0-9]+)*$`): accents dropped, anything else a dash, at most 60 characters.
 * A name with no Latin letters or digits gets `fallback`; the caller adds `-2`, `-3`… when a slug is taken.
 */
export function slugFromName(name: string, fallback = 'item'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug === '' ? fallback : slug;
}

/** The first of `base`, `base-2`, `base-3`… that is not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
