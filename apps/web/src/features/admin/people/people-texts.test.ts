import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { peopleTexts } from './people-texts.js';

checkFeatureTexts('admin people', peopleTexts.texts);
