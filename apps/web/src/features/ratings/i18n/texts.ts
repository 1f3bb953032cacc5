import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';
import { ratingsEn } from './en.js';
import { ratingsHi } from './hi.js';
import { ratingsTe } from './te.js';

export const ratingsTexts = featureTexts('ratings', { en: ratingsEn, hi: ratingsHi, te: ratingsTe });
export const useRatingsText = () => useFeatureText(ratingsTexts);
