import { checkFeatureTexts } from '../../shared/i18n/feature-texts-checks.js';
import { productRatingTextsForTests } from './product-rating-line.js';

checkFeatureTexts('product-rating', productRatingTextsForTests.texts);
