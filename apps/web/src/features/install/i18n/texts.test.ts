import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { installTexts } from './texts.js';

checkFeatureTexts('install', installTexts.texts);
