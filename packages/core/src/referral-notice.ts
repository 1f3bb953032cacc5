import type { Language } from './languages.js';

/**
 * The referrer's notice when a friend's first order is delivered and the reward reaches their wallet (issue 16
 * item 4, ADR 0050). Not an order template: it names no order (the friend's order is not the referrer's), so it
 * has no "#{{orderId}}". Rendered on the server with i18next's `{{amount}}`, already formatted in rupees.
 */
export const REFERRAL_REWARD_NOTICE = {
  type: 'general',
  icon: 'gift',
  priority: 'high',
  /** Names one of notification-templates' actions (kept as a literal to avoid an import cycle). */
  actions: ['refer'] as const,
  title: { en: 'You earned a referral reward', hi: 'आपको रेफ़रल इनाम मिला', te: 'మీకు రిఫరల్ బహుమతి వచ్చింది' },
  message: {
    en: 'Your friend’s first order was delivered, so {{amount}} has been added to your Tokri wallet.',
    hi: 'आपके दोस्त का पहला ऑर्डर डिलीवर हो गया, इसलिए आपके टोकरी वॉलेट में {{amount}} जोड़े गए हैं।',
    te: 'మీ స్నేహితుని మొదటి ఆర్డర్ డెలివరీ అయింది, అందుకే మీ టోకరి వాలెట్‌లో {{amount}} జమ చేయబడింది.',
  },
} as const;

export function referralNoticeTexts(language: Language) {
  return {
    referral_reward: {
      title: REFERRAL_REWARD_NOTICE.title[language],
      message: REFERRAL_REWARD_NOTICE.message[language],
    },
  };
}
