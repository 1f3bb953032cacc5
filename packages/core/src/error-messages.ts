import type { Language } from './languages.js';

/**
 * Every error a user can see, by code, in every interface language.
 * The first block is the spec's data-error mapping (§8); the rest are Tokri's own.
 */
export const ERROR_MESSAGES = {
  ALREADY_EXISTS: {
    en: 'This item already exists.',
    hi: 'यह आइटम पहले से मौजूद है।',
    te: 'ఈ అంశం ఇప్పటికే ఉంది.',
  },
  FORBIDDEN: {
    en: 'You do not have permission to perform this action.',
    hi: 'आपको यह कार्य करने की अनुमति नहीं है।',
    te: 'ఈ చర్య చేయడానికి మీకు అనుమతి లేదు.',
  },
  NOT_FOUND: { en: 'No data found.', hi: 'कोई डेटा नहीं मिला।', te: 'డేటా ఏదీ కనుగొనబడలేదు.' },
  INVALID_DATA: {
    en: 'Invalid data: {details}',
    hi: 'अमान्य डेटा: {details}',
    te: 'చెల్లని డేటా: {details}',
  },
  INVALID_DATA_GENERIC: {
    en: 'Invalid data provided.',
    hi: 'दिया गया डेटा अमान्य है।',
    te: 'ఇచ్చిన డేటా చెల్లదు.',
  },
  UNEXPECTED: {
    en: 'An unexpected error occurred. Please try again.',
    hi: 'एक अनपेक्षित त्रुटि हुई। कृपया फिर से प्रयास करें।',
    te: 'ఊహించని లోపం జరిగింది. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  },
  NETWORK: {
    en: 'Network error. Please check your connection and try again.',
    hi: 'नेटवर्क त्रुटि। कृपया अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
    te: 'నెట్‌వర్క్ లోపం. దయచేసి మీ కనెక్షన్‌ను తనిఖీ చేసి మళ్ళీ ప్రయత్నించండి.',
  },
  BAD_JSON: {
    en: 'The request could not be read. Please try again.',
    hi: 'अनुरोध पढ़ा नहीं जा सका। कृपया फिर से प्रयास करें।',
    te: 'అభ్యర్థనను చదవలేకపోయాము. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  },
  VALIDATION: {
    en: 'Please check the details you entered: {fields}.',
    hi: 'कृपया दर्ज की गई जानकारी जाँचें: {fields}।',
    te: 'దయచేసి మీరు నమోదు చేసిన వివరాలను తనిఖీ చేయండి: {fields}.',
  },
  ROUTE_NOT_FOUND: {
    en: 'This address does not exist.',
    hi: 'यह पता मौजूद नहीं है।',
    te: 'ఈ చిరునామా లేదు.',
  },
  AUTH_REQUIRED: {
    en: 'Please sign in to continue.',
    hi: 'जारी रखने के लिए कृपया साइन इन करें।',
    te: 'కొనసాగించడానికి దయచేసి సైన్ ఇన్ చేయండి.',
  },
  AUTH_SESSION_EXPIRED: {
    en: 'Your session has expired. Please sign in again.',
    hi: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
    te: 'మీ సెషన్ ముగిసింది. దయచేసి మళ్ళీ సైన్ ఇన్ చేయండి.',
  },
  AUTH_WRONG_PASSWORD: {
    en: 'Wrong password. Please try again.',
    hi: 'गलत पासवर्ड। कृपया फिर से प्रयास करें।',
    te: 'తప్పు పాస్‌వర్డ్. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  },
  AUTH_UNKNOWN_ACCOUNT: {
    en: 'No account found with this email or phone number.',
    hi: 'इस ईमेल या फ़ोन नंबर से कोई खाता नहीं मिला।',
    te: 'ఈ ఇమెయిల్ లేదా ఫోన్ నంబర్‌తో ఖాతా ఏదీ లేదు.',
  },
  AUTH_ACCOUNT_EXISTS: {
    en: 'An account with this email or phone number already exists. Please sign in.',
    hi: 'इस ईमेल या फ़ोन नंबर से खाता पहले से मौजूद है। कृपया साइन इन करें।',
    te: 'ఈ ఇమెయిల్ లేదా ఫోన్ నంబర్‌తో ఖాతా ఇప్పటికే ఉంది. దయచేసి సైన్ ఇన్ చేయండి.',
  },
  AUTH_WEAK_PASSWORD: {
    en: 'Password must be at least 8 characters.',
    hi: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
    te: 'పాస్‌వర్డ్ కనీసం 8 అక్షరాలు ఉండాలి.',
  },
  AUTH_INVALID_IDENTIFIER: {
    en: 'Enter a valid email address or 10-digit Indian mobile number.',
    hi: 'मान्य ईमेल पता या 10 अंकों का भारतीय मोबाइल नंबर दर्ज करें।',
    te: 'సరైన ఇమెయిల్ చిరునామా లేదా 10 అంకెల భారతీయ మొబైల్ నంబర్‌ను నమోదు చేయండి.',
  },
  AUTH_TOO_MANY_ATTEMPTS: {
    en: 'Too many sign-in attempts. Please try again in {minutes} minutes.',
    hi: 'साइन इन के बहुत अधिक प्रयास। कृपया {minutes} मिनट बाद फिर से प्रयास करें।',
    te: 'చాలా ఎక్కువ సైన్ ఇన్ ప్రయత్నాలు. దయచేసి {minutes} నిమిషాల తర్వాత మళ్ళీ ప్రయత్నించండి.',
  },
  AUTH_RESET_LINK_INVALID: {
    en: 'This password reset link is invalid or has expired. Please request a new one.',
    hi: 'यह पासवर्ड रीसेट लिंक अमान्य है या समाप्त हो गया है। कृपया नया लिंक मँगाएँ।',
    te: 'ఈ పాస్‌వర్డ్ రీసెట్ లింక్ చెల్లదు లేదా గడువు ముగిసింది. దయచేసి కొత్తది అభ్యర్థించండి.',
  },
  LANGUAGE_INVALID: {
    en: 'Language must be English, Hindi or Telugu.',
    hi: 'भाषा अंग्रेज़ी, हिंदी या तेलुगु होनी चाहिए।',
    te: 'భాష ఇంగ్లీష్, హిందీ లేదా తెలుగు అయి ఉండాలి.',
  },
  INVALID_PHONE: {
    en: 'Enter a valid 10-digit Indian mobile number.',
    hi: 'मान्य 10 अंकों का भारतीय मोबाइल नंबर दर्ज करें।',
    te: 'సరైన 10 అంకెల భారతీయ మొబైల్ నంబర్‌ను నమోదు చేయండి.',
  },
  INVALID_DATE: {
    en: 'Enter a valid date.',
    hi: 'मान्य तारीख दर्ज करें।',
    te: 'సరైన తేదీని నమోదు చేయండి.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

export type MessageParams = Record<string, string | number>;

export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function errorMessage(code: ErrorCode, language: Language, params?: MessageParams): string {
  return interpolate(ERROR_MESSAGES[code][language], params);
}
