import { describe, expect, it } from 'vitest';
import { en } from './en.js';

function strings(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => strings(item, `${path}[${index}]`));
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    strings(value, path ? `${path}.${key}` : key),
  );
}

describe('English spelling', () => {
  it('when English text names favourites, then it uses the Indian (British) spelling everywhere', () => {
    const american = strings(en).filter(([, text]) => /favorite/i.test(text));
    expect(american).toEqual([]);
  });
});
