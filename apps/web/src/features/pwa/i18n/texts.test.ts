import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { pwaTexts } from './texts.js';

checkFeatureTexts('pwa', pwaTexts.texts);
