import type { Page } from 'playwright-core';

interface Found {
  text: string;
  where: string;
}

/** Visible text (screen-reader-only text included) and the accessible labels of what is on screen. */
export async function screenTexts(target: Page): Promise<Found[]> {
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
 * Latin-letter words on a Hindi or Telugu screen outside `allowed` (the brand, names the user typed), with where
 * each was found. Codes (anything with a digit) and email addresses are skipped by rule. The same rule as
 * languages-and-small-fixes.test.ts, for specs of their own screens.
 */
export async function latinLeftovers(page: Page, allowed: ReadonlySet<string>): Promise<string[]> {
  const leaks: string[] = [];
  for (const { text, where } of await screenTexts(page)) {
    const withoutEmails = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
    for (const word of withoutEmails.match(/[\p{L}\p{M}\p{N}_#'’.-]+/gu) ?? []) {
      if (!/[A-Za-z]/.test(word) || /\d/.test(word)) continue;
      for (const part of word.split(/[^A-Za-z]+/).filter(Boolean)) {
        if (!allowed.has(part)) leaks.push(`${part} (in "${text}", ${where})`);
      }
    }
  }
  return [...new Set(leaks)];
}
