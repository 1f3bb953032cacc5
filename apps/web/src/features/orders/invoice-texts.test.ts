import { checkFeatureTexts } from '../../shared/i18n/feature-texts-checks.js';
import { invoiceTexts } from './invoice-texts.js';

checkFeatureTexts('invoice', invoiceTexts.texts);
