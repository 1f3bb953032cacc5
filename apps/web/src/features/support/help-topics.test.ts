import { describe, expect, it } from 'vitest';
import { HELP_TOPICS, matchingQuestions } from './help-topics.js';
import { supportEn } from './i18n/en.js';
import { supportHi } from './i18n/hi.js';
import { supportTe } from './i18n/te.js';

const all = [supportEn, supportHi, supportTe];

describe('help search', () => {
  it('when the query is empty, then nothing is filtered', () => {
    expect(matchingQuestions('  ', all)).toBeNull();
  });

  it('when the query is in any of the three scripts, then it finds the same answer', () => {
    expect(matchingQuestions('refund working days', all)).toEqual(new Set(['refundTiming']));
    expect(matchingQuestions('रिफ़ंड में कितना समय', all)).toEqual(new Set(['refundTiming']));
    expect(matchingQuestions('రీఫండ్‌కు ఎంత సమయం', all)).toEqual(new Set(['refundTiming']));
  });

  it('when a word matches nothing, then no answer is shown', () => {
    expect(matchingQuestions('xylophone', all)?.size).toBe(0);
  });

  it('when listing topics, then every question of the texts is in exactly one topic', () => {
    const listed = HELP_TOPICS.flatMap((topic) => topic.questions);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(supportEn.faq).sort());
  });
});
