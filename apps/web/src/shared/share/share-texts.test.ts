import { checkFeatureTexts } from '../i18n/feature-texts-checks.js';
import { shareTexts } from './share-texts.js';

checkFeatureTexts('share', shareTexts.texts);
