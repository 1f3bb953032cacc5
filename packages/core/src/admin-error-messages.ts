import {
  ERROR_MESSAGES,
  type ErrorCode,
  errorMessage,
  interpolate,
  isErrorCode,
  type MessageParams,
} from './error-messages.js';
import { errorStatus } from './error-status.js';
import type { Language } from './languages.js';

/**
 * Error codes only the admin screens meet (issue 13), kept out of `ERROR_MESSAGES` so the customer's bundle,
 * which carries that whole table for the web's own messages, does not grow with every admin form. The server
 * translates these like any other code (`anyErrorMessage`); the web shows the message the server sent.
 */
export const ADMIN_ERROR_MESSAGES = {
  AREA_TOO_FEW_POINTS: {
    en: 'Draw the area with at least 3 points.',
    hi: 'क्षेत्र कम से कम 3 बिंदुओं से बनाएँ।',
    te: 'ప్రాంతాన్ని కనీసం 3 బిందువులతో గీయండి.',
  },
  AREA_TOO_MANY_POINTS: {
    en: 'An area can have at most 100 points.',
    hi: 'क्षेत्र में अधिकतम 100 बिंदु हो सकते हैं।',
    te: 'ఒక ప్రాంతంలో గరిష్ఠంగా 100 బిందువులు ఉండవచ్చు.',
  },
  AREA_POINT_OUT_OF_RANGE: {
    en: 'A point is off the map: latitude must be between -90 and 90, longitude between -180 and 180.',
    hi: 'एक बिंदु नक्शे से बाहर है: अक्षांश -90 से 90 और देशांतर -180 से 180 के बीच होना चाहिए।',
    te: 'ఒక బిందువు పటం బయట ఉంది: అక్షాంశం -90 నుండి 90, రేఖాంశం -180 నుండి 180 మధ్య ఉండాలి.',
  },
  AREA_REPEATED_POINT: {
    en: 'The same point is used twice. Remove the repeated point (the area closes by itself).',
    hi: 'एक ही बिंदु दो बार है। दोहराया गया बिंदु हटाएँ (क्षेत्र अपने आप बंद हो जाता है)।',
    te: 'ఒకే బిందువు రెండుసార్లు ఉంది. పునరావృత బిందువును తీసివేయండి (ప్రాంతం దానంతట అదే మూసుకుంటుంది).',
  },
  AREA_SELF_INTERSECTS: {
    en: 'The area’s edges cross each other. Move or remove points so the outline does not cross itself.',
    hi: 'क्षेत्र की रेखाएँ एक-दूसरे को काटती हैं। बिंदु खिसकाएँ या हटाएँ ताकि रूपरेखा खुद को न काटे।',
    te: 'ప్రాంతపు అంచులు ఒకదానినొకటి దాటుతున్నాయి. రూపురేఖ తనను తాను దాటకుండా బిందువులను జరపండి లేదా తీసివేయండి.',
  },
  STORE_HOURS_INVALID: {
    en: 'Enter opening hours as HH:MM, closing after opening.',
    hi: 'खुलने का समय HH:MM में दें, बंद होने का समय खुलने के बाद हो।',
    te: 'తెరిచే సమయాన్ని HH:MM రూపంలో ఇవ్వండి, మూసే సమయం తెరిచిన తర్వాత ఉండాలి.',
  },
  STORE_RADIUS_INVALID: {
    en: 'The delivery radius must be from 0.1 to 50 km.',
    hi: 'डिलीवरी दायरा 0.1 से 50 कि.मी. के बीच होना चाहिए।',
    te: 'డెలివరీ వ్యాసార్థం 0.1 నుండి 50 కి.మీ. మధ్య ఉండాలి.',
  },
  COUPON_CODE_INVALID: {
    en: 'A coupon code is 3 to 20 letters or digits.',
    hi: 'कूपन कोड 3 से 20 अक्षर या अंक का होता है।',
    te: 'కూపన్ కోడ్ 3 నుండి 20 అక్షరాలు లేదా అంకెలు ఉండాలి.',
  },
  COUPON_VALUE_INVALID: {
    en: 'A percent coupon takes 1 to 100 percent; a flat coupon at least ₹0.01.',
    hi: 'प्रतिशत कूपन 1 से 100 प्रतिशत तक होता है; फ़्लैट कूपन कम से कम ₹0.01।',
    te: 'శాతం కూపన్ 1 నుండి 100 శాతం; ఫ్లాట్ కూపన్ కనీసం ₹0.01.',
  },
  COUPON_WINDOW_INVALID: {
    en: 'The last valid day cannot be before the first.',
    hi: 'अंतिम मान्य दिन पहले दिन से पहले नहीं हो सकता।',
    te: 'చివరి చెల్లుబాటు రోజు మొదటి రోజు కంటే ముందు ఉండకూడదు.',
  },
  COUPON_CODE_TAKEN: {
    en: 'Another coupon already uses the code {{code}}.',
    hi: 'कोड {{code}} पहले से किसी दूसरे कूपन में है।',
    te: '{{code}} కోడ్‌ను ఇప్పటికే మరో కూపన్ ఉపయోగిస్తోంది.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type AdminErrorCode = keyof typeof ADMIN_ERROR_MESSAGES;

export const ADMIN_ERROR_STATUS = {
  AREA_TOO_FEW_POINTS: 400,
  AREA_TOO_MANY_POINTS: 400,
  AREA_POINT_OUT_OF_RANGE: 400,
  AREA_REPEATED_POINT: 400,
  AREA_SELF_INTERSECTS: 400,
  STORE_HOURS_INVALID: 400,
  STORE_RADIUS_INVALID: 400,
  COUPON_CODE_INVALID: 400,
  COUPON_VALUE_INVALID: 400,
  COUPON_WINDOW_INVALID: 400,
  COUPON_CODE_TAKEN: 409,
} as const satisfies Record<AdminErrorCode, number>;

/** Every code the server may answer with: the shared catalogue's and the admin screens'. */
export type AnyErrorCode = ErrorCode | AdminErrorCode;

const isAdminErrorCode = (value: unknown): value is AdminErrorCode =>
  typeof value === 'string' &&
  Object.hasOwn(ADMIN_ERROR_MESSAGES, value) &&
  !Object.hasOwn(ERROR_MESSAGES, value);

export function isAnyErrorCode(value: unknown): value is AnyErrorCode {
  return isErrorCode(value) || isAdminErrorCode(value);
}

export function anyErrorMessage(code: AnyErrorCode, language: Language, params?: MessageParams): string {
  return isAdminErrorCode(code)
    ? interpolate(ADMIN_ERROR_MESSAGES[code][language], params)
    : errorMessage(code, language, params);
}

export function anyErrorStatus(code: AnyErrorCode): number {
  return isAdminErrorCode(code) ? ADMIN_ERROR_STATUS[code] : errorStatus(code);
}
