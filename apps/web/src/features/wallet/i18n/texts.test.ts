import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { walletTexts } from './texts.js';

checkFeatureTexts('wallet', walletTexts.texts);
