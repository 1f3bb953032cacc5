import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { privacyTexts } from './texts.js';

checkFeatureTexts('privacy', privacyTexts.texts);
