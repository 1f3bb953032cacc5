import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { referralsTexts } from './texts.js';

checkFeatureTexts('referrals', referralsTexts.texts);
