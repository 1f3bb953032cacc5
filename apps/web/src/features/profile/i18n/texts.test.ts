import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { profileTexts } from './texts.js';

checkFeatureTexts('profile', profileTexts.texts);
