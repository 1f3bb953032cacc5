import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { subscriptionTexts } from './texts.js';

checkFeatureTexts('subscription screens', subscriptionTexts.texts);
