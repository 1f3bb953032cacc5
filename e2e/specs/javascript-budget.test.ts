import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/chromium.js';
import { BUDGETED_PAGES, measurePageWeight, type PageWeight } from '../support/page-weight.js';
import { DEMO_CUSTOMER } from '../support/shopper.js';

/**
 * What a phone downloads to show /splash, /auth and a signed-in /home before anyone touches it, gzipped (issue 18
 * target 4; timings are the web bench's, bench/lighthouse). Raise a budget only on purpose, in the same commit as
 * the feature that needs the bytes, and say why: a cheap phone on a weak network pays for each one.
 *
 * History of the /home budget (it was the only one until issue 18):
 */
// 225,262 before issue 11; 213,225 after it (Hindi and Telugu loaded only when chosen, the search combobox on
// downshift): the budget keeps that gain, with 0.1% of slack. Issue 12 raised it by 700 bytes: the web translates
// error codes itself, and the subscription and wallet errors (13 codes in en, hi and te) measured 213,908.
// The wallet (issue 12) measured 214,748: two top-up error codes and the notices' "Top up wallet" and "My
// subscriptions" buttons in three languages, "Wallet" as a way of paying and a profile row, the /wallet route
// rule, and the cached IST formatters; the screens themselves and their texts load only when opened (ADR 0033).
// Issue 13 (stores) adds 350 bytes: the header asks whether any store delivers to the chosen point and says
// "Not delivering here yet" (the hook, the badge and the English text; the chunks' gzip grew 330 + 17 bytes).
// The admin form errors stay out of the customer bundle (admin-error-messages.ts, ADR 0036).
// The rest of issue 13 measured 216,119: the "account blocked" sign-in error in three languages (a customer
// can meet it), the route rules of the admin pages (the router decides access before any admin chunk loads),
// and the order fields the admin board shares with the live-updates code (rider, store, distance). Every admin
// screen, its texts, its errors and Chart.js load only when an admin opens them.
// Issue 14 (delivery partners) measured 216,531 (+412): the /delivery route rule for riders and the rider flag
// the router reads (115), the live-updates wiring that hands riders' positions to an open tracking page and
// refreshes the rider's screen on their own events, with the offer's ring (about 190), and the order fields a
// customer's tracking reads live (the handover's amount due and removed lines, about 100). The rider app, its
// texts, the rider map, the delivery code and the handover texts are lazy chunks.
// Issue 16 (profile, ADR 0048) measured 216,819 (+about 170 over the issue 14 build): the two date-of-birth error
// codes in three languages (the web translates error codes itself, about 150) and the sound player scaling every
// sound by the user's volume. The settings and profile texts, the volume slider, the channel switches, sign out
// everywhere and the share helper load only with /profile or /settings.
// Issue 16 item 3 (support, ADR 0049) measured 217,230 (+411 over the profile's build; the coming-soon page and
// its texts removed): the five /support routes and two admin support routes with their access rules (the router
// decides access before any chunk loads), and four customer error codes in three languages a support form can
// show (message or title missing, a line not of the order, a photo not found; other bad input is the generic
// message). The help topics, forms, requests, their texts and the admin queue are lazy chunks.
// Issue 16 items 4 and 5 (refer and earn, ratings, ADR 0050) measured 217,991 (+about 730: three routes and
// five error codes). Then the shell stopped carrying every customer error message of every feature: it only words
// "no connection", "not found" and "unexpected" itself (client-error-messages.ts) and shows the server's own
// translated message otherwise; pages that word an error themselves load the full table in their chunk. Measured
// 211,357 (-6,634), and the budget comes down with it.
// Issue 17's offline cart and install prompt (ADR 0054) measured 212,760 (+1,394 over the same build without them,
// 211,366): keeping a cart change offline must work before any service worker could cache a lazy chunk, so the queue
// (per-user storage, absolute quantities, the waiting store and note, the start-up check) is in the main bundle (about
// 970 with the cart hooks and dropping a waiting line once changed online), with "Waiting for connection" and the two
// "No connection" toasts in English (about 150); the start-up beforeinstallprompt listener (about 120); the per-user
// storage cleared on sign-out (about 100). The replay, the conflict rules and texts, and the install card are lazy
// chunks.
// Issue 17's native shell (ADR 0055) adds 150: Capacitor is one chunk loaded only inside the shell, but the web
// still carries the shell test, the loader in live-updates, the adapters that hand share, location and the
// add-to-cart tap to it, and the preload helper in a chunk of its own (Capacitor's plugins use it too).
// Measured 211,623 (+257 over the same tree without it).
// Issue 17 (the offline-first PWA, ADR 0053) measured 212,793 (+1,427 over 211,366 on the same machine): the
// service worker's registration and "Update available" watch in a chunk loaded after the first screen (720), the
// shared register and clear-personal-caches module that sign-out calls (346, with Vite's preload helper moved
// into it), the app-wide offline banner and its hook-up (about 300), and the session opening offline (about 40).
// The worker itself is not JavaScript /home downloads, and the update prompt with its texts is a lazy chunk.
// The three together (offline cart, native shell, PWA) measured 214,372 (+3,006 over 211,366). The native app's API
// origin (ADR 0055: apiUrl and mediaUrl, the identity on the web build) added 104: 214,476.
// Issue 18 (ADR 0060) set the targets: /splash and /auth at most 100 KB, /home at most 150 KB.
// Measured 195,402 / 197,398 / 214,467 before it and 168,958 / 171,028 / 190,697 after; the budgets keep that gain
// with about 0.1% of slack. The targets are not reached yet (what is left is mostly react-dom, react-router, i18next).
// The search combobox went back into /home (203,074, +12,377): loading it on focus swapped the input element under
// the shopper's typing, and a browser test's search lost its text under load (ADR 0060).
// Preact instead of react-dom, and a translator of our own instead of i18next and react-i18next (ADR 0067):
// /splash 168,846 -> 93,247, /auth 170,915 -> 95,174, /home 203,074 -> 127,065, within the 100 KB and 150 KB.
// Sign-up without enumeration (issue 31, ADR 0072) measured /splash 93,375 (+128) and /auth 95,715 (+541): sign-up
// now ends on "Check your email" / "Check your phone" with what to do next (the state and its English texts are in the
// sign-in page's chunk), and the session store confirms the emailed link and signs in from it (what /splash carries).
// Landing by role and role chrome (issue 32 item 1, ADR 0074) measured +543 / +570 / +527 over the same tree without
// it (93,427 -> 93,970, 95,769 -> 96,339, 127,251 -> 127,778): the router decides at the first screen where a person
// lands and which chrome a page gets (the landing, redirectTo checked against the role, the shared pages), and the
// layout loads the console's and rider app's header and the role-aware refusal as a lazy chunk (its texts with it).
// (The tree before it measured /home 127,251, already 51 over; the budgets are the new measure with the same slack.)
// The language chosen before signing in (issue 32 item 6, ADR 0076) measured +54 / +58 / +69 over the same tree
// without it (94,555 -> 94,609, 96,946 -> 97,004, 128,386 -> 128,455, a tree with other helpers' unfinished work):
// the session store sends the device's chosen language with each sign-in and lets a device that never chose take
// the account's. The budgets rise by exactly that.
// The rest of issue 32 (ADRs 0075, 0079, 0081 and the minors) measured /splash 94,663, /auth 97,038, /home 128,491 on
// one build of 59124c3 (+594 / +600 / +592 over the budgets above): English texts that the main bundle carries for
// every first screen (the notification buttons and the bell's 'more than 9 unread', singular and plural forms of
// the header's counts and the search suggestions, the push switch's reach notes, the cash-on-delivery refund
// wording, the one delivery estimate's words) and the buttons' small module that the bell shares with the list.
// The budgets are that measure with the same ~45 bytes of slack. Moving the texts only lazy pages show (push reach,
// refund wording) into those pages' own namespaces would win most of it back: left for the speed issue.
const BUDGET_GZIP_BYTES = { splash: 94_710, auth: 97_085, home: 128_540 };

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const largest = (weight: PageWeight) =>
  weight.scripts
    .slice(0, 5)
    .map((script) => `${script.path} ${script.gzipBytes}`)
    .join(', ');

describe('the JavaScript budget of the first screens', () => {
  it('when someone opens /splash signed out, then its JS stays within budget and no Hindi or Telugu font downloads', async () => {
    const weight = await measurePageWeight(browser, server.url, BUDGETED_PAGES.splash);
    expect(weight.totalGzipBytes, `largest: ${largest(weight)}`).toBeLessThanOrEqual(
      BUDGET_GZIP_BYTES.splash,
    );
    expect(weight.fonts.map((font) => font.path).filter((path) => /devanagari|telugu/.test(path))).toEqual(
      [],
    );
    expect(
      weight.scripts
        .map((script) => script.path)
        .filter((path) => /admin|delivery|track-order|live-updates/.test(path)),
    ).toEqual([]);
  });

  it('when someone opens /auth signed out, then its JS stays within budget and no Hindi or Telugu font downloads', async () => {
    const weight = await measurePageWeight(browser, server.url, BUDGETED_PAGES.auth);
    expect(weight.totalGzipBytes, `largest: ${largest(weight)}`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES.auth);
    expect(weight.fonts.map((font) => font.path).filter((path) => /devanagari|telugu/.test(path))).toEqual(
      [],
    );
  });

  it('when a signed-in shopper opens /home on a new phone, then the JS it downloads stays within budget', async () => {
    const weight = await measurePageWeight(browser, server.url, {
      ...BUDGETED_PAGES.home,
      signedInAs: DEMO_CUSTOMER,
    });
    expect(weight.scripts.length).toBeGreaterThan(1);
    expect(weight.totalGzipBytes, `largest: ${largest(weight)}`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES.home);
  });
});
