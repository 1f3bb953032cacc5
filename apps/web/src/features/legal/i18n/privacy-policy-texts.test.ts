import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { privacyPolicyTexts } from './privacy-policy-texts.js';

checkFeatureTexts('privacy policy', privacyPolicyTexts.texts);
