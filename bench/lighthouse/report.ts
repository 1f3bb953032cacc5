import type { Result } from 'lighthouse';
import type { BrowserContext } from 'playwright-core';

export interface PageRun {
  path: string;
  signedIn: boolean;
  /** Runs Lighthouse could not finish, left out of the medians. */
  failedRuns: number;
  /** What was the largest contentful paint, per run (Lighthouse's node label). */
  lcpElements: string[];
  performance: number[];
  lcpMs: number[];
  median: { performance: number; lcpMs: number; fcpMs: number; tbtMs: number; cls: number; scriptKb: number };
  categories: Record<string, number>;
  /** Best-practices audits that failed in any run (id: title). */
  bestPracticesFailures: string[];
}

/** Exact bytes of one page's first visit (e2e/support/page-weight.ts): JavaScript gzipped, fonts as sent. */
export interface PageBytes {
  path: string;
  signedIn: boolean;
  scriptGzipBytes: number;
  scriptBytes: number;
  scripts: number;
  fonts: { path: string; bytes: number }[];
}

export interface PwaCheck {
  name: string;
  passed: boolean;
  detail: string;
}

export interface LighthouseReport {
  when: string;
  runsPerPage: number;
  load: { before: number[]; after?: number[] };
  bytes: PageBytes[];
  pages: PageRun[];
  pwa: PwaCheck[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function scriptBytes(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined;
  return details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

/** Audits that count: scored, not "not applicable", "informative" or "manual". */
function failedAudits(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) => audit && audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1,
    )
    .map((audit) => `${audit?.id}: ${audit?.title}`);
}

/** The LCP element's label: the list's first table holds the node (Lighthouse 12). */
function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})` : 'unknown';
}

export function summarise(path: string, signedIn: boolean, allRuns: Result[]): PageRun {
  // A run Lighthouse could not finish (a runtime error on an overloaded machine, e.g. no paint in time) has no
  // metrics: it is counted, not folded into the medians.
  const runs = allRuns.filter((lhr) => !lhr.runtimeError && lhr.categories.performance?.score != null);
  const performance = runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  const lcpMs = runs.map((lhr) => Math.round(numeric(lhr, 'largest-contentful-paint')));
  const categories: Record<string, number> = {};
  for (const name of Object.keys(runs[0]?.categories ?? {})) {
    categories[name] = median(runs.map((lhr) => Math.round((lhr.categories[name]?.score ?? 0) * 100)));
  }
  return {
    path,
    signedIn,
    failedRuns: allRuns.length - runs.length,
    lcpElements: runs.map(lcpElement),
    performance,
    lcpMs,
    median: {
      performance: median(performance),
      lcpMs: median(lcpMs),
      fcpMs: Math.round(median(runs.map((lhr) => numeric(lhr, 'first-contentful-paint')))),
      tbtMs: Math.round(median(runs.map((lhr) => numeric(lhr, 'total-blocking-time')))),
      cls: Math.round(median(runs.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))) * 1000) / 1000,
      scriptKb: Math.round(median(runs.map(scriptBytes)) / 1024),
    },
    categories,
    bestPracticesFailures: [...new Set(runs.flatMap((lhr) => failedAudits(lhr, 'best-practices')))],
  };
}

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

/** What Lighthouse's PWA category checked until version 12, checked directly on /home (signed in). */
export async function pwaChecks(context: BrowserContext, baseUrl: string): Promise<PwaCheck[]> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/home`);
  const workerReady = await page
    .evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]),
    )
    .catch(() => false);
  await page.reload();
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  await cdp.detach();
  const head = await page.evaluate(() => ({
    manifest: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null,
    themeColor: document.querySelectorAll('meta[name="theme-color"]').length,
    appleIcon: document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href ?? null,
    viewport: document.querySelector<HTMLMetaElement>('meta[name="viewport"]')?.content ?? '',
  }));
  const manifest = head.manifest
    ? ((await (await fetch(head.manifest)).json()) as { icons?: ManifestIcon[]; display?: string })
    : {};
  const icons = manifest.icons ?? [];
  const png = (size: string) => icons.some((icon) => icon.type === 'image/png' && icon.sizes === size);
  await page.close();
  return [
    {
      name: 'installable (Chromium Page.getInstallabilityErrors)',
      passed: installabilityErrors.length === 0,
      detail: installabilityErrors.map((error) => error.errorId).join(', ') || 'no errors',
    },
    { name: 'service worker registered on first load', passed: workerReady, detail: String(workerReady) },
    {
      name: 'page controlled by the service worker after reload',
      passed: controlled,
      detail: String(controlled),
    },
    {
      name: 'PNG icons 192 and 512, and a maskable icon',
      passed: png('192x192') && png('512x512') && icons.some((icon) => icon.purpose?.includes('maskable')),
      detail: icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose ?? 'any'}`).join('; '),
    },
    {
      name: 'display standalone',
      passed: manifest.display === 'standalone',
      detail: String(manifest.display),
    },
    { name: 'theme-color meta', passed: head.themeColor > 0, detail: `${head.themeColor} tag(s)` },
    { name: 'apple-touch-icon', passed: Boolean(head.appleIcon), detail: head.appleIcon ?? 'missing' },
    {
      name: 'viewport meta with width=device-width',
      passed: head.viewport.includes('width=device-width'),
      detail: head.viewport,
    },
  ];
}

export function toMarkdown(report: LighthouseReport): string {
  const lines = [
    '# The web bench: exact bytes and Lighthouse (mobile, simulated throttling)',
    '',
    `Run ${report.when}, ${report.runsPerPage} runs per page, medians. Machine load (1/5/15 min) before:`,
    `${report.load.before.map((v) => v.toFixed(2)).join(' / ')}, after: ${(report.load.after ?? []).map((v) => v.toFixed(2)).join(' / ')}.`,
    'Each run is a cold visit (no service worker or caches; the session kept). Single runs on 2 shared cores vary.',
    '',
    '## Bytes before interaction (Playwright, one cold visit, until the network is idle)',
    '',
    '| page | JS gzip bytes | JS bytes | scripts | fonts (bytes) |',
    '|---|---|---|---|---|',
    ...report.bytes.map(
      (page) =>
        `| ${page.path}${page.signedIn ? ' (signed in)' : ''} | ${page.scriptGzipBytes} | ${page.scriptBytes} | ${page.scripts} | ${page.fonts.map((font) => `${font.path.replace(/^.*\//, '').replace(/-[\w]{8}\.woff2$/, '')} ${font.bytes}`).join(', ') || 'none'} |`,
    ),
    '',
    '## Lighthouse',
    '',
    '| page | performance (runs) | LCP ms (runs) | FCP ms | TBT ms | CLS | JS KiB | best practices | accessibility | SEO |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const page of report.pages) {
    lines.push(
      `| ${page.path}${page.signedIn ? ' (signed in)' : ''}${page.failedRuns > 0 ? ` (${page.failedRuns} run(s) failed)` : ''} | ${page.median.performance} (${page.performance.join(', ')}) | ${page.median.lcpMs} (${page.lcpMs.join(', ')}) | ${page.median.fcpMs} | ${page.median.tbtMs} | ${page.median.cls} | ${page.median.scriptKb} | ${page.categories['best-practices']} | ${page.categories.accessibility} | ${page.categories.seo} |`,
    );
  }
  lines.push('', 'Largest contentful paint, per run:', '');
  for (const page of report.pages) lines.push(`- ${page.path}: ${[...new Set(page.lcpElements)].join('; ')}`);
  lines.push('', '## Best-practices audits that failed', '');
  const failures = report.pages.flatMap((page) =>
    page.bestPracticesFailures.map((f) => `- ${page.path}: ${f}`),
  );
  lines.push(...(failures.length > 0 ? failures : ['None.']));
  lines.push(
    '',
    '## PWA checks (what Lighthouse checked before version 12)',
    '',
    '| check | result | detail |',
  );
  lines.push('|---|---|---|');
  for (const check of report.pwa)
    lines.push(`| ${check.name} | ${check.passed ? 'pass' : 'FAIL'} | ${check.detail} |`);
  return `${lines.join('\n')}\n`;
}
