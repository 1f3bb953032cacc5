import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe.js';
import { screenshot } from './screenshots.js';
import { DEMO_PASSWORD, type Language } from './shopper.js';

/**
 * Issue 32's journeys: a person on a 360 px phone signs in, in their language, and reaches every feature of their
 * role by tapping. Only the first page is opened by address; every later page is reached by a tap on a link or
 * button (or the phone's back gesture), and each page is checked once per language: axe (0 serious, 0 critical)
 * and no touch target under 44×44 CSS px.
 */
const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));

export const JOURNEY_PHONE = { width: 360, height: 800 };

export const LANGUAGES: Language[] = ['en', 'hi', 'te'];

/** A fresh phone: nothing chosen yet, so the language is chosen on the sign-in screen as a person does. */
export function journeyContext(
  browser: Browser,
  language: Language,
  options: { geolocation?: { latitude: number; longitude: number } } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
    viewport: JOURNEY_PHONE,
    colorScheme: 'light',
    locale: language === 'en' ? 'en-IN' : `${language}-IN`,
    timezoneId: 'Asia/Kolkata',
    // axe is injected into the page, which the app's CSP would refuse.
    bypassCSP: true,
  });
}

/** Waits until the page has drawn: no spinner or skeleton in the main area, fonts loaded, two frames painted. */
export async function settle(page: Page) {
  await page.waitForSelector('#root *', { state: 'attached', timeout: 10_000 });
  await page
    .waitForFunction(
      () =>
        !document.querySelector('main .animate-spin, main .animate-pulse, #root > [role="status"]') &&
        document.fonts.status === 'loaded',
      undefined,
      { timeout: 8_000, polling: 100 },
    )
    .catch(() => undefined); // a page that keeps a spinner is still checked
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Interactive targets smaller than 44×44 CSS px on what is on screen now (the whole document, scrolled or not).
 * The rule: every visible a[href], button, input (not hidden), select, textarea, summary, [role=button|link|tab|
 * switch|checkbox|radio|menuitem|option] and label of a checkbox or radio must be at least 44 px wide and tall,
 * except (WCAG 2.5.8's inline exception) a link or button that sits inside a line of text: its parent's text is
 * longer than its own, and it is laid out inline. A checkbox or radio, or a visually hidden field (under 4 px),
 * counts through its label; a stretched link (an absolute ::after over its card) through the card it covers.
 * Elements inside the toaster are left out (they go by themselves). Each finding reads `tag "name" W×H`.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="menuitem"]',
      '[role="option"]',
    ].join(',');
    const MIN = 44 - 0.5;
    const found: string[] = [];
    const shown = (element: Element) =>
      (element as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) ?? true;
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
    const inline = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const parent = element.parentElement;
      const own = (element.textContent ?? '').trim().length;
      return Boolean(parent) && (parent?.textContent ?? '').trim().length > own;
    };
    const check = (element: Element, box: DOMRect, label: string) => {
      if (box.width >= MIN && box.height >= MIN) return;
      found.push(`${label} "${name(element)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    };
    for (const element of Array.from(document.body.querySelectorAll(selector))) {
      if (element.closest('[data-sonner-toaster]') || element.closest('[aria-hidden="true"]')) continue;
      if (!shown(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const tag = element.tagName.toLowerCase();
      const input = element as HTMLInputElement;
      const label = tag === 'input' ? input.labels?.[0] : undefined;
      // A checkbox or radio is tapped through its label; so is a visually hidden field (a file input under
      // its "Add photo" label): the label is the target.
      if (
        label &&
        shown(label) &&
        (input.type === 'checkbox' || input.type === 'radio' || box.width < 4 || box.height < 4)
      ) {
        check(label, label.getBoundingClientRect(), 'label');
        continue;
      }
      if ((tag === 'a' || tag === 'button') && inline(element)) continue;
      // A stretched link (its ::after laid over a card) is tapped anywhere on the card it covers.
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        let holder = element.parentElement;
        while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
        if (holder) {
          check(element, holder.getBoundingClientRect(), `${tag} (stretched)`);
          continue;
        }
      }
      check(element, box, tag);
    }
    return [...new Set(found)];
  });
}

/** One role's journey in one language: the pages it has checked, and what was found on them. */
export class Journey {
  readonly problems: string[] = [];
  private readonly checked = new Set<string>();

  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {}

  /** The path the page is on now. */
  path(): string {
    return new URL(this.page.url()).pathname;
  }

  /**
   * Checks the page now shown, once per `name` (a page's pattern, e.g. /orders/:id): axe's serious and critical
   * violations and small targets are collected, so one run names every page that fails.
   */
  async check(name: string = this.path()) {
    await settle(this.page);
    // The document language follows the chosen one on every page (nothing falls back to English).
    expect(await this.page.getAttribute('html', 'lang'), `<html lang> on ${name}`).toBe(this.language);
    if (this.checked.has(name)) return;
    this.checked.add(name);
    const serious = (await axeViolations(this.page)).filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    for (const violation of serious) {
      this.problems.push(`${name}: axe ${violation.impact} ${violation.id} at ${violation.nodes.join(', ')}`);
    }
    for (const target of await smallTargets(this.page)) {
      this.problems.push(`${name}: target under 44 px: ${target}`);
    }
  }

  /** Taps what `target` finds (the first visible one), then waits for `path` and checks the page it opened. */
  async tap(target: Locator, path: string | RegExp, name?: string) {
    const visible = target.locator('visible=true').first();
    try {
      await visible.scrollIntoViewIfNeeded({ timeout: 10_000 });
      await visible.click({ timeout: 10_000 });
      await this.arrive(path, name);
    } catch (error) {
      // The screen as it was is kept next to the other screenshots, to see what was there instead.
      await screenshot(this.page, `journey-${this.language}-failed`).catch(() => undefined);
      throw new Error(`On ${this.page.url()} (${this.language}), tapping ${target} for ${path}: ${error}`);
    }
  }

  /** Taps the in-app link to `href` (exactly, or starting with it when it ends in `/`). */
  async tapLink(href: string, path: string | RegExp = href, name?: string) {
    const selector = href.endsWith('/')
      ? `a[href^="${href}"]`
      : `a[href="${href}"], a[href^="${href}?"], a[href^="${href}#"]`;
    await this.tap(this.page.locator(selector), path, name);
  }

  /** The phone's back gesture (the system back button of an installed app). */
  async back(path: string | RegExp) {
    await this.page.goBack();
    await this.arrive(path);
  }

  async arrive(path: string | RegExp, name?: string) {
    await this.page.waitForURL(
      (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
      { timeout: 15_000, waitUntil: 'commit' },
    );
    await this.check(name ?? (typeof path === 'string' ? path : undefined));
  }

  /** Fails with every page's findings at once (also kept in test-results/journey-<role>-<language>.txt). */
  async assertClean(role: string) {
    await mkdir(RESULTS, { recursive: true });
    await writeFile(join(RESULTS, `journey-${role}-${this.language}.txt`), `${this.problems.join('\n')}\n`);
    expect(this.problems, `pages in ${this.language} with axe or touch-target failures`).toEqual([]);
  }
}

/**
 * Opens the sign-in screen (the journey's only page.goto), chooses the language on it, signs in through the form
 * and waits for the role's landing page.
 */
export async function signInFromScratch(
  page: Page,
  baseUrl: string,
  language: Language,
  identifier: string,
  landing: string,
  options: { password?: string; beforeSignIn?: (journey: Journey) => Promise<void> } = {},
): Promise<Journey> {
  const journey = new Journey(page, language);
  await page.goto(`${baseUrl}/auth`);
  await page.locator('select').first().selectOption(language);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await journey.check('/auth');
  await options.beforeSignIn?.(journey);
  await page.locator('input[name="identifier"]').fill(identifier);
  await page.locator('input[name="password"]').fill(options.password ?? DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
  await journey.arrive(landing);
  return journey;
}
