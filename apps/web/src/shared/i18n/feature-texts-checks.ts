import { describe, expect, it } from 'vitest';

/** Test support: the checks every feature's own texts must pass, as the app's translations test does for its own. */

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') return out.set(prefix, tree);
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Hindi and Telugu carry every English key, the same placeholders, their own script, and no English words. */
export function checkFeatureTexts(name: string, texts: { en: object; hi: object; te: object }) {
  const english = leaves(texts.en);
  describe.each([
    ['hi', texts.hi, /[\u0900-\u097F]/],
    ['te', texts.te, /[\u0C00-\u0C7F]/],
  ])(`the ${name} texts in %s`, (_language, translation, script) => {
    const translated = leaves(translation);

    it('when a text is added in English, then this language has it too (and nothing extra)', () => {
      expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it('when a text has placeholders, then the translation keeps the same ones', () => {
      for (const [key, source] of english) {
        expect(translated.get(key)?.trim().length, key).toBeGreaterThan(0);
        expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(source));
      }
    });

    it('when shown, then every text with words is in its own script (no English left)', () => {
      for (const [key, value] of translated) {
        const words = value.replace(/\{\{\w+\}\}/g, '').replace(/[\s\d:(),.·–—…!?₹-]/g, '');
        if (words.length > 0) expect(script.test(value), key).toBe(true);
        expect(/[A-Za-z]{3,}/.test(value.replace(/\{\{\w+\}\}/g, '')), key).toBe(false);
      }
    });
  });
}
