import type { Page } from 'playwright-core';

export interface ScreenText {
  text: string;
  where: string;
}

/** Visible text (screen-reader-only text included) and the accessible labels of what is on screen. */
export function screenTexts(target: Page): Promise<ScreenText[]> {
  return target.evaluate(() => {
    const found: { text: string; where: string }[] = [];
    const shown = (element: Element) =>
      (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !shown(parent)) continue;
      const text = node.textContent?.trim();
      if (text) found.push({ text, where: `<${parent.tagName.toLowerCase()}> text` });
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label],[alt],[title],[placeholder]'),
    )) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push({ text: value, where: `<${element.tagName.toLowerCase()}> ${name}` });
      }
    }
    found.push({ text: document.title, where: 'document title' });
    return found;
  });
}

/**
 * Latin-letter words outside `allowed`, with where each was found: English left on a Hindi or Telugu screen.
 * Email addresses and words with a digit (codes, dates) are data, not interface text, and are skipped; so are
 * paths such as /privacy/data when `skipPaths` is set (a screen that names the app's own pages).
 */
export function latinWords(
  found: ScreenText[],
  allowed: ReadonlySet<string>,
  { skipPaths = false }: { skipPaths?: boolean } = {},
): string[] {
  const leaks: string[] = [];
  for (const { text, where } of found) {
    const withoutEmails = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
    const withoutData = skipPaths ? withoutEmails.replace(/(^|\s)\/[\w/-]+/g, ' ') : withoutEmails;
    for (const word of withoutData.match(/[\p{L}\p{M}\p{N}_#'’.-]+/gu) ?? []) {
      if (!/[A-Za-z]/.test(word) || /\d/.test(word)) continue;
      for (const part of word.split(/[^A-Za-z]+/).filter(Boolean)) {
        if (!allowed.has(part)) leaks.push(`${part} (in "${text}", ${where})`);
      }
    }
  }
  return [...new Set(leaks)];
}

/** The same check on what a page shows now. */
export async function latinLeftovers(page: Page, allowed: ReadonlySet<string>): Promise<string[]> {
  return latinWords(await screenTexts(page), allowed);
}
