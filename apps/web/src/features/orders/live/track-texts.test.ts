import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { trackTexts } from './track-texts.js';

checkFeatureTexts('live rider map', trackTexts.texts);
