import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { checkoutOfflineTexts } from './texts.js';

checkFeatureTexts('checkout offline', checkoutOfflineTexts.texts);
