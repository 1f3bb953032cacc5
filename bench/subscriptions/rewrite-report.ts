/** Re-renders results/subscriptions-postgres.md from the JSON (after a change to report.ts): `npx tsx bench/subscriptions/rewrite-report.ts`. */
import { readFile } from 'node:fs/promises';
import { type SubscriptionsReport, writeReport } from './report.js';

const json = await readFile(new URL('../results/subscriptions-postgres.json', import.meta.url), 'utf8');
await writeReport(JSON.parse(json) as SubscriptionsReport);
