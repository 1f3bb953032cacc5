import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { handoverTexts } from './handover-texts.js';

checkFeatureTexts('delivery code', handoverTexts.texts);
