import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { hi } from './hi.js';
import { te } from './te.js';

type Tree = { readonly [key: string]: unknown };

function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree === 'string' || Array.isArray(tree)) {
    out.set(prefix, tree);
    return out;
  }
  for (const [key, value] of Object.entries(tree as Tree)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = leaves(en);

describe.each([
  ['hi', hi, /[\u0900-\u097F]/],
  ['te', te, /[\u0C00-\u0C7F]/],
])('%s translation', (_language, resources, script) => {
  const translated = leaves(resources);

  it('has every English key and no extra ones', () => {
    const missing = [...english.keys()].filter((key) => !translated.has(key));
    const extra = [...translated.keys()].filter((key) => !english.has(key));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('has no empty strings and the same placeholders', () => {
    for (const [key, source] of english) {
      const value = translated.get(key);
      const pairs: [unknown, unknown][] = Array.isArray(source)
        ? source.map((item, i) => [item, (value as unknown[])[i]])
        : [[source, value]];
      for (const [from, to] of pairs) {
        expect(typeof to, key).toBe('string');
        expect((to as string).trim().length, key).toBeGreaterThan(0);
        expect(placeholders(to as string), key).toEqual(placeholders(from as string));
      }
      if (Array.isArray(source)) expect((value as unknown[]).length, key).toBe(source.length);
    }
  });

  it('is written in its own script', () => {
    const inScript = [...translated.values()].flat().filter((text) => script.test(text as string));
    expect(inScript.length / translated.size).toBeGreaterThan(0.9);
  });
});
