import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { couponTexts } from './coupon-texts.js';

checkFeatureTexts('coupons admin', couponTexts.texts);
