import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  help: string;
  /** axe's severity: minor, moderate, serious or critical. */
  impact: string | null;
  nodes: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) in the page and returns the violations, each with the offending
 * elements' selectors (toasts excluded). The context needs `bypassCSP: true`: the app's CSP would refuse the injected script.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (selector) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
    const axe = (window as any).axe;
    // Toasts are left out: they fade in and out (axe would measure a half-transparent frame) and go by themselves.
    const exclude = [['[data-sonner-toaster]']];
    const result = await axe.run(selector ? { include: [[selector]], exclude } : { exclude }, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(
      (v: { id: string; help: string; impact: string | null; nodes: { target: string[] }[] }) => ({
        id: v.id,
        help: v.help,
        impact: v.impact,
        nodes: v.nodes.map((node) => node.target.join(' ')),
      }),
    );
  }, include);
}
