import { checkFeatureTexts } from '../../shared/i18n/feature-texts-checks.js';
import { checkoutSubstitutionTexts } from './substitution-texts.js';

checkFeatureTexts('checkout-substitution', checkoutSubstitutionTexts.texts);
