import { describe, expect, it } from 'vitest';
import { anyErrorMessage, isAnyErrorCode } from '../admin-error-messages.js';

/**
 * Every code the shared schemas (and the rule functions they call) put in an issue's message. The server's edge
 * turns a message that is not a known code into a plain INVALID_FIELD, so a code renamed or dropped from the
 * message tables would silently lose its own wording: these must stay known, in every language.
 */
const SCHEMA_CODES = [
  'ADDRESS_REQUIRED',
  'ALREADY_EXISTS',
  'AMOUNT_INVALID',
  'AREA_POINT_OUT_OF_RANGE',
  'AREA_REPEATED_POINT',
  'AREA_SELF_INTERSECTS',
  'AREA_TOO_FEW_POINTS',
  'AREA_TOO_MANY_POINTS',
  'AUTH_CURRENT_PASSWORD_REQUIRED',
  'AUTH_CURRENT_PASSWORD_WRONG',
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_INVALID_IDENTIFIER',
  'AUTH_PASSWORD_REQUIRED',
  'AUTH_WEAK_PASSWORD',
  'CATEGORY_REQUIRED',
  'COUPON_CODE_INVALID',
  'COUPON_VALUE_INVALID',
  'COUPON_WINDOW_INVALID',
  'DATE_OF_BIRTH_IN_FUTURE',
  'DAYS_INVALID',
  'DATE_OF_BIRTH_TOO_YOUNG',
  'FIELD_REQUIRED',
  'FIELD_TOO_LONG',
  'GSTIN_INVALID',
  'GST_RATE_INVALID',
  'GSTIN_STATE_MISMATCH',
  'GST_STATE_INVALID',
  'HSN_INVALID',
  'INVALID_CHARACTERS',
  'INVALID_DATE',
  'INVALID_FIELD',
  'INVALID_PHONE',
  'INVALID_PINCODE',
  'INVALID_UPI',
  'LANGUAGE_INVALID',
  'LIMIT_INVALID',
  'LOT_QUANTITY_INVALID',
  'NOTHING_TO_UPDATE',
  'NUMBER_INVALID',
  'PAYOUT_ACCOUNT_INVALID',
  'PAYOUT_IFSC_INVALID',
  'PAYOUT_NAME_INVALID',
  'PERCENT_INVALID',
  'PRICE_INVALID',
  'RATING_COMMENT_TOO_LONG',
  'RATING_STARS_INVALID',
  'STORE_HOURS_INVALID',
  'STORE_INVOICE_CODE_INVALID',
  'STOCK_CHANGE_ONE',
  'STOCK_COUNT_INVALID',
  'STOCK_DELTA_INVALID',
  'STOCK_NOTE_REQUIRED',
  'STORE_RADIUS_INVALID',
  'SUBSCRIPTION_DAYS_INVALID',
  'SUBSCRIPTION_END_BEFORE_START',
  'SUPPORT_MESSAGE_REQUIRED',
  'SUPPORT_TITLE_REQUIRED',
  'WALLET_TOPUP_AMOUNT_INVALID',
  'WHOLE_NUMBER_INVALID',
];

describe('the codes the schemas answer with', () => {
  it.each(SCHEMA_CODES)(
    'when a schema answers %s, then it is a known code with wording in en, hi and te',
    (code) => {
      expect(isAnyErrorCode(code)).toBe(true);
      if (!isAnyErrorCode(code)) return;
      const texts = (['en', 'hi', 'te'] as const).map((language) => anyErrorMessage(code, language));
      expect(texts.every((text) => text.trim().length > 0)).toBe(true);
      expect(texts[1]).not.toBe(texts[0]);
      expect(texts[2]).not.toBe(texts[0]);
    },
  );
});
