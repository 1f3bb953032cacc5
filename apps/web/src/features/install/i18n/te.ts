import type { installEn } from './en.js';

export const installTe: typeof installEn = {
  title: 'టోకరిని ఇన్‌స్టాల్ చేయండి',
  body: 'హోమ్ స్క్రీన్ నుండి టోకరిని తెరవండి: మరింత వేగంగా, బలహీనమైన నెట్‌వర్క్‌లో కూడా మీ కార్ట్ పని చేస్తుంది.',
  install: 'ఇన్‌స్టాల్ చేయండి',
  notNow: 'ఇప్పుడు కాదు',
};
