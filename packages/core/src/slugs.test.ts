import { describe, expect, it } from 'vitest';
import { slugFromName, uniqueSlug } from './slugs.js';

describe('slugs', () => {
  it('when a name has spaces, accents, symbols and capitals, then the slug is lower-case words joined by dashes', () => {
    expect(slugFromName('  Amul Toned Milk (500 ml) ')).toBe('amul-toned-milk-500-ml');
    expect(slugFromName('Crème Brûlée & Co.')).toBe('creme-brulee-and-co');
  });

  it('when a name has no Latin letters or digits, then the fallback is used', () => {
    expect(slugFromName('दूध', 'product')).toBe('product');
  });

  it('when a name is very long, then the slug stops at 60 characters without a trailing dash', () => {
    const slug = slugFromName(`${'a'.repeat(59)} bcd`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('when the slug is taken, then the first free numbered suffix is used', () => {
    expect(uniqueSlug('milk', new Set())).toBe('milk');
    expect(uniqueSlug('milk', new Set(['milk', 'milk-2']))).toBe('milk-3');
  });
});
