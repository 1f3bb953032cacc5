import { describe, expect, it } from 'vitest';
import { REFERRAL_REWARD_NOTICE, referralNoticeTexts } from './referral-notice.js';

describe('the referrer’s reward notice (ADR 0050)', () => {
  it('when it is sent, then it is a high-priority general notice with a gift and the invite-more button', () => {
    expect({
      type: REFERRAL_REWARD_NOTICE.type,
      icon: REFERRAL_REWARD_NOTICE.icon,
      priority: REFERRAL_REWARD_NOTICE.priority,
      actions: REFERRAL_REWARD_NOTICE.actions,
    }).toEqual({ type: 'general', icon: 'gift', priority: 'high', actions: ['refer'] });
  });

  it('when it is read in each language, then the bundle holds these literal words with the amount placeholder', () => {
    expect(referralNoticeTexts('en')).toEqual({
      referral_reward: {
        title: 'You earned a referral reward',
        message:
          'Your friend’s first order was delivered, so {{amount}} has been added to your Tokri wallet.',
      },
    });
    expect(referralNoticeTexts('hi').referral_reward.title).toBe('आपको रेफ़रल इनाम मिला');
    expect(referralNoticeTexts('te').referral_reward.title).toBe('మీకు రిఫరల్ బహుమతి వచ్చింది');
    expect(referralNoticeTexts('hi').referral_reward.message).toContain('{{amount}}');
    expect(referralNoticeTexts('te').referral_reward.message).toContain('{{amount}}');
  });
});
