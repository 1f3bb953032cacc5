import { checkFeatureTexts } from '../i18n/feature-texts-checks.js';
import { freshnessTexts } from './freshness-texts.js';

checkFeatureTexts('best-before', freshnessTexts.texts);
