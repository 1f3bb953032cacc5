import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';

const en = {
  title: 'Ratings',
  intro: 'The lowest ratings come first, newest first among equals.',
  tabs: { orders: 'Order ratings', app: 'App ratings' },
  loading: 'Loading ratings',
  loadFailed: 'Failed to load the ratings',
  retry: 'Try again',
  empty: 'No ratings yet.',
  stars: '{{count}} of 5 stars',
  order: 'Order #{{id}}',
  customer: 'Customer: {{name}}',
  unnamed: 'no name',
  thumbs: '{{up}} liked, {{down}} not liked',
  noComment: 'No comment',
};

export const adminRatingsTexts = featureTexts('admin-ratings', {
  en,
  hi: {
    title: 'रेटिंग',
    intro: 'सबसे कम रेटिंग पहले, बराबर होने पर सबसे नई पहले।',
    tabs: { orders: 'ऑर्डर रेटिंग', app: 'ऐप रेटिंग' },
    loading: 'रेटिंग लोड हो रही हैं',
    loadFailed: 'रेटिंग लोड नहीं हो सकीं',
    retry: 'फिर से कोशिश करें',
    empty: 'अभी कोई रेटिंग नहीं।',
    stars: '5 में से {{count}} स्टार',
    order: 'ऑर्डर #{{id}}',
    customer: 'ग्राहक: {{name}}',
    unnamed: 'कोई नाम नहीं',
    thumbs: '{{up}} पसंद, {{down}} नापसंद',
    noComment: 'कोई टिप्पणी नहीं',
  },
  te: {
    title: 'రేటింగ్‌లు',
    intro: 'అతి తక్కువ రేటింగ్‌లు ముందు, సమానమైతే కొత్తవి ముందు.',
    tabs: { orders: 'ఆర్డర్ రేటింగ్‌లు', app: 'యాప్ రేటింగ్‌లు' },
    loading: 'రేటింగ్‌లు లోడ్ అవుతున్నాయి',
    loadFailed: 'రేటింగ్‌లు లోడ్ కాలేదు',
    retry: 'మళ్ళీ ప్రయత్నించండి',
    empty: 'ఇంకా రేటింగ్‌లు లేవు.',
    stars: '5లో {{count}} నక్షత్రాలు',
    order: 'ఆర్డర్ #{{id}}',
    customer: 'కస్టమర్: {{name}}',
    unnamed: 'పేరు లేదు',
    thumbs: '{{up}} నచ్చాయి, {{down}} నచ్చలేదు',
    noComment: 'వ్యాఖ్య లేదు',
  },
});
export const useAdminRatingsText = () => useFeatureText(adminRatingsTexts);
