import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { substituteTexts } from './substitute-texts.js';

checkFeatureTexts('order-substitute', substituteTexts.texts);
