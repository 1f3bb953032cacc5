import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { refundTexts } from './refund-texts.js';

checkFeatureTexts('refunds admin', refundTexts.texts);
