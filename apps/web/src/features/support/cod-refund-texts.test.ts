import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.js';
import { hi } from '../../i18n/hi.js';
import { te } from '../../i18n/te.js';
import { HELP_TOPICS, matchingQuestions } from './help-topics.js';
import { supportEn } from './i18n/en.js';
import { supportHi } from './i18n/hi.js';
import { supportTe } from './i18n/te.js';

/**
 * Issue 32 item 5 (ADR 0079): the Refund Policy and the help say what the code does for a cash-on-delivery order:
 * support refunds it to the Tokri wallet at once or to a UPI id / bank account the customer gives, after delivery.
 */
const WORDS = {
  en: { wallet: /Tokri wallet/, upi: /UPI id/, bank: /bank account/, ifsc: /IFSC/ },
  hi: {
    wallet: /टोकरी वॉलेट/,
    upi: /(UPI ID|यूपीआई आईडी)/,
    bank: /(बैंक अकाउंट|बैंक खाते)/,
    ifsc: /(IFSC|आईएफ़एससी)/,
  },
  te: { wallet: /టోకరి వాలెట్/, upi: /(UPI ID|యూపీఐ ఐడీ)/, bank: /(బ్యాంక్ అకౌంట్|బ్యాంక్ ఖాతా)/, ifsc: /(IFSC|ఐఎఫ్ఎస్సీ)/ },
} as const;

describe.each([
  ['en', en, supportEn],
  ['hi', hi, supportHi],
  ['te', te, supportTe],
] as const)('cash-on-delivery refunds in %s', (language, app, support) => {
  const words = WORDS[language];

  it('when the Refund Policy speaks of cash orders, then it names the wallet, a UPI id and a bank account with its IFSC', () => {
    const policy = app.legal.refund.join(' ');
    for (const word of Object.values(words)) expect(policy).toMatch(word);
  });

  it('when the help answers how a cash order is refunded, then it says the same, under Refunds', () => {
    expect(HELP_TOPICS.find((topic) => topic.topic === 'refunds')?.questions).toContain('refundCash');
    const answer = support.faq.refundCash.a;
    for (const word of Object.values(words)) expect(answer).toMatch(word);
    // No answer may still say cash orders have nothing to refund.
    expect(support.faq.refundAutomatic.a).not.toMatch(
      /nothing to refund|लौटाने को कुछ नहीं|తిరిగి ఇవ్వడానికి ఏమీ ఉండదు/,
    );
  });
});

it('when someone searches the help for a cash refund in any script, then the cash answer is found', () => {
  const all = [supportEn, supportHi, supportTe];
  expect(matchingQuestions('cash refund upi', all)?.has('refundCash')).toBe(true);
  expect(matchingQuestions('नकद रिफ़ंड', all)?.has('refundCash')).toBe(true);
  expect(matchingQuestions('నగదు రీఫండ్', all)?.has('refundCash')).toBe(true);
});
