import { featureTexts, useFeatureText } from '../i18n/feature-texts.js';

const shareEn = {
  copied: 'Link copied',
  copiedHint: 'Paste it in a chat to share it.',
  failed: 'Could not share or copy the link',
};

/** The share helper's own texts, in its own lazy namespace (they are shown only after a share). */
export const shareTexts = featureTexts<typeof shareEn>('share', {
  en: shareEn,
  hi: {
    copied: 'लिंक कॉपी हो गया',
    copiedHint: 'शेयर करने के लिए इसे किसी चैट में पेस्ट करें।',
    failed: 'लिंक शेयर या कॉपी नहीं हो सका',
  },
  te: {
    copied: 'లింక్ కాపీ అయింది',
    copiedHint: 'షేర్ చేయడానికి దీన్ని ఏదైనా చాట్‌లో పేస్ట్ చేయండి.',
    failed: 'లింక్‌ను షేర్ లేదా కాపీ చేయడం కుదరలేదు',
  },
});
export const useShareText = () => useFeatureText(shareTexts);
