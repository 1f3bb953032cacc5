import { CLIENT_ERROR_MESSAGES } from './client-error-messages.js';
import type { Language } from './languages.js';
import { formatRupees } from './money.js';

// Stryker disable all: wording in three languages, a translation table and not a rule (ADR 0057); the
// translation tests check every key in every language. The code after the table is mutated.
/**
 * Every error a user can see, by code, in every interface language.
 * The first block is the spec's data-error mapping (§8); the rest are Tokri's own.
 */
export const ERROR_MESSAGES = {
  ...CLIENT_ERROR_MESSAGES,
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
  INVALID_DATA: {
    en: 'Invalid data: {{details}}',
    hi: 'अमान्य डेटा: {{details}}',
    te: 'చెల్లని డేటా: {{details}}',
  },
  INVALID_DATA_GENERIC: {
    en: 'Invalid data provided.',
    hi: 'दिया गया डेटा अमान्य है।',
    te: 'ఇచ్చిన డేటా చెల్లదు.',
  },
  BAD_JSON: {
    en: 'The request could not be read. Please try again.',
    hi: 'अनुरोध पढ़ा नहीं जा सका। कृपया फिर से प्रयास करें।',
    te: 'అభ్యర్థనను చదవలేకపోయాము. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  },
  VALIDATION: {
    en: 'Please check the details you entered: {{fields}}.',
    hi: 'कृपया दर्ज की गई जानकारी जाँचें: {{fields}}।',
    te: 'దయచేసి మీరు నమోదు చేసిన వివరాలను తనిఖీ చేయండి: {{fields}}.',
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
  /** One message for an unknown account and a wrong password, so sign-in cannot be used to probe who has an account. */
  AUTH_INVALID_CREDENTIALS: {
    en: 'Email/phone or password is wrong.',
    hi: 'ईमेल/फ़ोन या पासवर्ड गलत है।',
    te: 'ఇమెయిల్/ఫోన్ లేదా పాస్‌వర్డ్ తప్పు.',
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
    en: 'Too many sign-in attempts. Please try again in {{minutes}} minutes.',
    hi: 'साइन इन के बहुत अधिक प्रयास। कृपया {{minutes}} मिनट बाद फिर से प्रयास करें।',
    te: 'చాలా ఎక్కువ సైన్ ఇన్ ప్రయత్నాలు. దయచేసి {{minutes}} నిమిషాల తర్వాత మళ్ళీ ప్రయత్నించండి.',
  },
  AUTH_RESET_LINK_INVALID: {
    en: 'This password reset link is invalid or has expired. Please request a new one.',
    hi: 'यह पासवर्ड रीसेट लिंक अमान्य है या समाप्त हो गया है। कृपया नया लिंक मँगाएँ।',
    te: 'ఈ పాస్‌వర్డ్ రీసెట్ లింక్ చెల్లదు లేదా గడువు ముగిసింది. దయచేసి కొత్తది అభ్యర్థించండి.',
  },
  AUTH_SIGN_UP_LINK_INVALID: {
    en: 'This sign-up link is invalid, already used or has expired. Please sign up again.',
    hi: 'यह साइन-अप लिंक अमान्य है, पहले ही इस्तेमाल हो चुका है या समाप्त हो गया है। कृपया फिर से साइन अप करें।',
    te: 'ఈ సైన్-అప్ లింక్ చెల్లదు, ఇప్పటికే వాడబడింది లేదా గడువు ముగిసింది. దయచేసి మళ్ళీ సైన్ అప్ చేయండి.',
  },
  AUTH_PASSWORD_REQUIRED: {
    en: 'Enter your password.',
    hi: 'अपना पासवर्ड दर्ज करें।',
    te: 'మీ పాస్‌వర్డ్‌ను నమోదు చేయండి.',
  },
  AUTH_PASSWORD_BLANK: {
    en: 'Password cannot be only spaces.',
    hi: 'पासवर्ड में केवल खाली जगह नहीं हो सकती।',
    te: 'పాస్‌వర్డ్‌లో ఖాళీలు మాత్రమే ఉండకూడదు.',
  },
  AUTH_PASSWORD_TOO_COMMON: {
    en: 'This password is too common or easy to guess. Try a longer phrase that only you would know.',
    hi: 'यह पासवर्ड बहुत आम है या आसानी से अनुमान लगाया जा सकता है। कोई लंबा वाक्यांश आज़माएँ जो केवल आप जानते हों।',
    te: 'ఈ పాస్‌వర్డ్ చాలా సాధారణమైనది లేదా సులభంగా ఊహించగలిగేది. మీకు మాత్రమే తెలిసిన పొడవైన పదబంధాన్ని ప్రయత్నించండి.',
  },
  AUTH_PASSWORD_PERSONAL: {
    en: 'Password must not contain your email address or phone number.',
    hi: 'पासवर्ड में आपका ईमेल पता या फ़ोन नंबर नहीं होना चाहिए।',
    te: 'పాస్‌వర్డ్‌లో మీ ఇమెయిల్ చిరునామా లేదా ఫోన్ నంబర్ ఉండకూడదు.',
  },
  AUTH_CURRENT_PASSWORD_REQUIRED: {
    en: 'Enter your current password to set a new one.',
    hi: 'नया पासवर्ड सेट करने के लिए अपना मौजूदा पासवर्ड दर्ज करें।',
    te: 'కొత్త పాస్‌వర్డ్ సెట్ చేయడానికి మీ ప్రస్తుత పాస్‌వర్డ్‌ను నమోదు చేయండి.',
  },
  AUTH_CURRENT_PASSWORD_WRONG: {
    en: 'Your current password is wrong.',
    hi: 'आपका मौजूदा पासवर्ड गलत है।',
    te: 'మీ ప్రస్తుత పాస్‌వర్డ్ తప్పు.',
  },
  AUTH_SIGN_IN_DELAYED: {
    en: 'Too many wrong attempts. Please wait {{seconds}} seconds and try again.',
    hi: 'बहुत अधिक गलत प्रयास। कृपया {{seconds}} सेकंड रुककर फिर से प्रयास करें।',
    te: 'చాలా ఎక్కువ తప్పు ప్రయత్నాలు. దయచేసి {{seconds}} సెకన్లు ఆగి మళ్ళీ ప్రయత్నించండి.',
  },
  AUTH_RESET_TOO_MANY: {
    en: 'Too many password reset requests. Please try again in {{minutes}} minutes.',
    hi: 'पासवर्ड रीसेट के बहुत अधिक अनुरोध। कृपया {{minutes}} मिनट बाद फिर से प्रयास करें।',
    te: 'చాలా ఎక్కువ పాస్‌వర్డ్ రీసెట్ అభ్యర్థనలు. దయచేసి {{minutes}} నిమిషాల తర్వాత మళ్ళీ ప్రయత్నించండి.',
  },
  /** The general API rate limit (ADR 0063): one user, or one address signed out, sent too many requests. */
  RATE_LIMITED: {
    en: 'Too many requests. Please wait {{seconds}} seconds and try again.',
    hi: 'बहुत अधिक अनुरोध। कृपया {{seconds}} सेकंड रुककर फिर से प्रयास करें।',
    te: 'చాలా ఎక్కువ అభ్యర్థనలు. దయచేసి {{seconds}} సెకన్లు ఆగి మళ్ళీ ప్రయత్నించండి.',
  },
  /** Only after the right password: a blocked account is told so, a stranger still hears "wrong password". */
  AUTH_ACCOUNT_BLOCKED: {
    en: 'This account has been blocked. Please contact Tokri support.',
    hi: 'यह खाता ब्लॉक कर दिया गया है। कृपया Tokri सहायता से संपर्क करें।',
    te: 'ఈ ఖాతా బ్లాక్ చేయబడింది. దయచేసి Tokri సహాయ కేంద్రాన్ని సంప్రదించండి.',
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
  DATE_OF_BIRTH_IN_FUTURE: {
    en: 'Date of birth cannot be in the future.',
    hi: 'जन्म तिथि भविष्य की नहीं हो सकती।',
    te: 'పుట్టిన తేదీ భవిష్యత్తులో ఉండకూడదు.',
  },
  DATE_OF_BIRTH_TOO_YOUNG: {
    en: 'You must be at least 13 years old to use Tokri.',
    hi: 'Tokri इस्तेमाल करने के लिए आपकी उम्र कम से कम 13 साल होनी चाहिए।',
    te: 'Tokri ఉపయోగించడానికి మీ వయస్సు కనీసం 13 సంవత్సరాలు ఉండాలి.',
  },
  PRODUCT_UNAVAILABLE: {
    en: 'This product is not available right now.',
    hi: 'यह प्रोडक्ट अभी उपलब्ध नहीं है।',
    te: 'ఈ ఉత్పత్తి ప్రస్తుతం అందుబాటులో లేదు.',
  },
  OUT_OF_STOCK: {
    en: 'Not enough stock: {{items}}.',
    hi: 'पर्याप्त स्टॉक नहीं है: {{items}}।',
    te: 'తగినంత స్టాక్ లేదు: {{items}}.',
  },
  QUANTITY_LIMIT: {
    en: 'You can add at most {{max}} of one item.',
    hi: 'एक आइटम के अधिकतम {{max}} ही जोड़ सकते हैं।',
    te: 'ఒక వస్తువును గరిష్టంగా {{max}} మాత్రమే జోడించగలరు.',
  },
  CART_EMPTY: {
    en: 'Your cart is empty.',
    hi: 'आपका कार्ट खाली है।',
    te: 'మీ కార్ట్ ఖాళీగా ఉంది.',
  },
  MIN_ORDER: {
    en: 'The minimum order is {{minimum}}. Add items worth {{amount}} more.',
    hi: 'न्यूनतम ऑर्डर {{minimum}} का है। {{amount}} के और आइटम जोड़ें।',
    te: 'కనీస ఆర్డర్ {{minimum}}. మరో {{amount}} విలువైన వస్తువులు జోడించండి.',
  },
  PRICE_CHANGED: {
    en: 'Prices in your cart have changed. Please review your order.',
    hi: 'आपके कार्ट में दाम बदल गए हैं। कृपया ऑर्डर दोबारा देखें।',
    te: 'మీ కార్ట్\u200cలో ధరలు మారాయి. దయచేసి ఆర్డర్\u200cను మళ్ళీ చూడండి.',
  },
  COUPON_NOT_FOUND: {
    en: 'This coupon code does not exist.',
    hi: 'यह कूपन कोड मौजूद नहीं है।',
    te: 'ఈ కూపన్ కోడ్ లేదు.',
  },
  COUPON_INACTIVE: {
    en: 'This coupon is no longer available.',
    hi: 'यह कूपन अब उपलब्ध नहीं है।',
    te: 'ఈ కూపన్ ఇకపై అందుబాటులో లేదు.',
  },
  COUPON_NOT_STARTED: {
    en: 'This coupon is not active yet.',
    hi: 'यह कूपन अभी शुरू नहीं हुआ है।',
    te: 'ఈ కూపన్ ఇంకా ప్రారంభం కాలేదు.',
  },
  COUPON_EXPIRED: {
    en: 'This coupon has expired.',
    hi: 'इस कूपन की अवधि समाप्त हो गई है।',
    te: 'ఈ కూపన్ గడువు ముగిసింది.',
  },
  COUPON_MIN_ORDER: {
    en: 'Add items worth at least {{amount}} to use this coupon.',
    hi: 'इस कूपन के लिए कम से कम {{amount}} के आइटम जोड़ें।',
    te: 'ఈ కూపన్ వాడటానికి కనీసం {{amount}} విలువైన వస్తువులు జోడించండి.',
  },
  COUPON_USED_UP: {
    en: 'This coupon has been fully redeemed.',
    hi: 'यह कूपन पूरी तरह इस्तेमाल हो चुका है।',
    te: 'ఈ కూపన్ పూర్తిగా వాడేశారు.',
  },
  COUPON_ALREADY_USED: {
    en: 'You have already used this coupon.',
    hi: 'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं।',
    te: 'మీరు ఈ కూపన్\u200cను ఇప్పటికే వాడారు.',
  },
  COUPON_FIRST_ORDER_ONLY: {
    en: 'This coupon is only for your first order.',
    hi: 'यह कूपन केवल आपके पहले ऑर्डर के लिए है।',
    te: 'ఈ కూపన్ మీ మొదటి ఆర్డర్\u200cకు మాత్రమే.',
  },
  CART_CHANGED: {
    en: 'Some items in your cart changed: {{items}}. Please review your cart.',
    hi: 'आपके कार्ट के कुछ आइटम बदल गए हैं: {{items}}। कृपया अपना कार्ट देखें।',
    te: 'మీ కార్ట్‌లో కొన్ని వస్తువులు మారాయి: {{items}}. దయచేసి మీ కార్ట్‌ను చూడండి.',
  },
  CART_ALREADY_ORDERED: {
    en: 'Your cart has already been ordered (order {{orderNumber}}).',
    hi: 'आपका कार्ट पहले ही ऑर्डर हो चुका है (ऑर्डर {{orderNumber}})।',
    te: 'మీ కార్ట్ ఇప్పటికే ఆర్డర్ అయింది (ఆర్డర్ {{orderNumber}}).',
  },
  IDEMPOTENCY_MISMATCH: {
    en: 'This order was already sent with different details. Please start checkout again.',
    hi: 'यह ऑर्डर अलग जानकारी के साथ पहले ही भेजा जा चुका है। कृपया चेकआउट फिर से शुरू करें।',
    te: 'ఈ ఆర్డర్ వేరే వివరాలతో ఇప్పటికే పంపబడింది. దయచేసి చెక్అవుట్ మళ్ళీ ప్రారంభించండి.',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    en: 'Your order is still being placed. Please wait a moment.',
    hi: 'आपका ऑर्डर अभी प्लेस हो रहा है। कृपया थोड़ा रुकें।',
    te: 'మీ ఆర్డర్ ఇంకా ప్లేస్ అవుతోంది. దయచేసి కొంచెం ఆగండి.',
  },
  ORDER_TRANSITION_NOT_ALLOWED: {
    en: 'This order cannot move from {{from}} to {{to}}.',
    hi: 'यह ऑर्डर {{from}} से {{to}} में नहीं जा सकता।',
    te: 'ఈ ఆర్డర్ {{from}} నుండి {{to}}కి మారదు.',
  },
  ORDER_NOT_CANCELLABLE: {
    en: 'This order can no longer be cancelled.',
    hi: 'यह ऑर्डर अब रद्द नहीं किया जा सकता।',
    te: 'ఈ ఆర్డర్\u200cను ఇకపై రద్దు చేయలేరు.',
  },
  PAYMENT_SIGNATURE_INVALID: {
    en: 'We could not verify this payment. If money was taken, it will be refunded.',
    hi: 'हम इस भुगतान की पुष्टि नहीं कर सके। अगर पैसे कटे हैं तो वापस कर दिए जाएँगे।',
    te: 'ఈ చెల్లింపును మేము ధృవీకరించలేకపోయాము. డబ్బు కట్ అయితే తిరిగి ఇవ్వబడుతుంది.',
  },
  PAYMENT_FAILED: {
    en: 'Payment could not be processed. Please try again.',
    hi: 'भुगतान नहीं हो सका। कृपया फिर से प्रयास करें।',
    te: 'చెల్లింపు పూర్తి కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  },
  PAYMENT_NOT_PENDING: {
    en: 'This order is not waiting for a payment.',
    hi: 'यह ऑर्डर भुगतान का इंतज़ार नहीं कर रहा है।',
    te: 'ఈ ఆర్డర్ చెల్లింపు కోసం ఎదురుచూడటం లేదు.',
  },
  SANDBOX_PAYMENT_LINK_INVALID: {
    en: 'This payment link is not valid or has expired. Go back to Tokri and tap Pay now again.',
    hi: 'यह भुगतान लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है। Tokri पर वापस जाएँ और फिर से "अभी भुगतान करें" दबाएँ।',
    te: 'ఈ చెల్లింపు లింక్ చెల్లదు లేదా గడువు ముగిసింది. Tokriకి తిరిగి వెళ్లి మళ్ళీ "ఇప్పుడే చెల్లించండి" నొక్కండి.',
  },
  INVALID_PINCODE: {
    en: 'Enter a valid 6-digit PIN code.',
    hi: 'मान्य 6 अंकों का पिन कोड दर्ज करें।',
    te: 'సరైన 6 అంకెల పిన్ కోడ్\u200cను నమోదు చేయండి.',
  },
  INVALID_UPI: {
    en: 'Enter a valid UPI ID, like name@bank.',
    hi: 'मान्य UPI ID दर्ज करें, जैसे name@bank।',
    te: 'సరైన UPI ID నమోదు చేయండి, ఉదా. name@bank.',
  },
  ADDRESS_REQUIRED: {
    en: 'Please fill in the delivery address.',
    hi: 'कृपया डिलीवरी का पता भरें।',
    te: 'దయచేసి డెలివరీ చిరునామాను నింపండి.',
  },
  NOT_SERVICEABLE: {
    en: 'Sorry, we do not deliver to PIN code {{pincode}} yet.',
    hi: 'माफ़ कीजिए, हम अभी पिन कोड {{pincode}} पर डिलीवरी नहीं करते।',
    te: 'క్షమించండి, మేము ఇంకా పిన్ కోడ్ {{pincode}}కి డెలివరీ చేయడం లేదు.',
  },
  INVALID_FIELD: {
    en: 'Please check this field.',
    hi: 'कृपया यह फ़ील्ड जाँचें।',
    te: 'దయచేసి ఈ ఫీల్డ్\u200cను తనిఖీ చేయండి.',
  },
  INVALID_CHARACTERS: {
    en: 'Please remove the special or invisible characters from what you entered.',
    hi: 'कृपया दर्ज की गई जानकारी से विशेष या अदृश्य अक्षर हटाएँ।',
    te: 'దయచేసి మీరు నమోదు చేసిన దానిలో ప్రత్యేక లేదా కనిపించని అక్షరాలను తొలగించండి.',
  },
  BODY_TOO_LARGE: {
    en: 'This request is too large. Please send less at a time.',
    hi: 'यह अनुरोध बहुत बड़ा है। कृपया एक बार में कम भेजें।',
    te: 'ఈ అభ్యర్థన చాలా పెద్దది. దయచేసి ఒకేసారి తక్కువ పంపండి.',
  },
  // Product and category photos (issue 13).
  PUSH_ENDPOINT_NOT_ALLOWED: {
    en: 'This browser’s push service is not supported. Please try another browser.',
    hi: 'इस ब्राउज़र की पुश सेवा समर्थित नहीं है। कृपया कोई दूसरा ब्राउज़र आज़माएँ।',
    te: 'ఈ బ్రౌజర్ పుష్ సేవకు మద్దతు లేదు. దయచేసి మరో బ్రౌజర్‌ను ప్రయత్నించండి.',
  },
  PUSH_SUBSCRIPTION_IN_USE: {
    en: 'These notifications are registered to another account. Turn notifications off and on again on this device.',
    hi: 'ये सूचनाएँ किसी दूसरे खाते से जुड़ी हैं। इस डिवाइस पर सूचनाएँ बंद करके फिर से चालू करें।',
    te: 'ఈ నోటిఫికేషన్‌లు మరో ఖాతాకు నమోదై ఉన్నాయి. ఈ పరికరంలో నోటిఫికేషన్‌లను ఆపి మళ్ళీ ఆన్ చేయండి.',
  },
  // Subscriptions (issue 12). The first is the spec's own wording (§5).
  SUBSCRIPTION_AUTH_REQUIRED: {
    en: 'User must be authenticated to create subscription',
    hi: 'सब्सक्रिप्शन बनाने के लिए साइन इन करना ज़रूरी है',
    te: 'సబ్‌స్క్రిప్షన్ సృష్టించడానికి సైన్ ఇన్ చేయాలి',
  },
  SUBSCRIPTION_DAYS_INVALID: {
    en: 'Choose the delivery days: one or more for chosen days, exactly one for weekly.',
    hi: 'डिलीवरी के दिन चुनें: चुने हुए दिनों के लिए एक या अधिक, साप्ताहिक के लिए ठीक एक।',
    te: 'డెలివరీ రోజులను ఎంచుకోండి: ఎంచుకున్న రోజులకు ఒకటి లేదా ఎక్కువ, వారానికి ఒకసారికి సరిగ్గా ఒకటి.',
  },
  SUBSCRIPTION_END_BEFORE_START: {
    en: 'The end date cannot be before the start date.',
    hi: 'समाप्ति तिथि आरंभ तिथि से पहले नहीं हो सकती।',
    te: 'ముగింపు తేదీ ప్రారంభ తేదీకి ముందు ఉండకూడదు.',
  },
  SUBSCRIPTION_START_IN_PAST: {
    en: 'The start date cannot be in the past.',
    hi: 'आरंभ तिथि बीते हुए दिन की नहीं हो सकती।',
    te: 'ప్రారంభ తేదీ గతంలో ఉండకూడదు.',
  },
  SUBSCRIPTION_CUTOFF_PASSED: {
    en: 'Changes for {{date}} closed at {{cutoff}} IST the day before.',
    hi: '{{date}} के लिए बदलाव एक दिन पहले {{cutoff}} IST पर बंद हो गए।',
    te: '{{date}} కోసం మార్పులు ముందు రోజు {{cutoff}} IST కి ముగిశాయి.',
  },
  SUBSCRIPTION_NOT_DELIVERY_DAY: {
    en: 'There is no delivery on {{date}} in this plan.',
    hi: 'इस प्लान में {{date}} को कोई डिलीवरी नहीं है।',
    te: 'ఈ ప్లాన్‌లో {{date}} న డెలివరీ లేదు.',
  },
  SUBSCRIPTION_ENDED: {
    en: 'This subscription has ended.',
    hi: 'यह सब्सक्रिप्शन समाप्त हो चुका है।',
    te: 'ఈ సబ్‌స్క్రిప్షన్ ముగిసింది.',
  },
  WALLET_TOPUP_AMOUNT_INVALID: {
    en: 'Add between ₹50 and ₹10,000, in whole rupees.',
    hi: '₹50 से ₹10,000 के बीच, पूरे रुपयों में जोड़ें।',
    te: '₹50 నుండి ₹10,000 మధ్య, పూర్తి రూపాయల్లో జోడించండి.',
  },
  WALLET_BALANCE_LIMIT: {
    en: 'The wallet can hold up to ₹20,000. Please add less.',
    hi: 'वॉलेट में अधिकतम ₹20,000 रह सकते हैं। कृपया कम राशि जोड़ें।',
    te: 'వాలెట్‌లో గరిష్ఠంగా ₹20,000 ఉండవచ్చు. దయచేసి తక్కువ మొత్తం జోడించండి.',
  },
  NOTHING_TO_UPDATE: {
    en: 'Nothing to change.',
    hi: 'बदलने के लिए कुछ नहीं है।',
    te: 'మార్చడానికి ఏమీ లేదు.',
  },
  /** Issue 13: a product that was ordered or subscribed to stays, so its orders keep their line (ADR 0034). */
  // Support (issue 16 item 3, ADR 0049).
  SUPPORT_MESSAGE_REQUIRED: {
    en: 'Please tell us what happened.',
    hi: 'कृपया बताएँ कि क्या हुआ।',
    te: 'దయచేసి ఏం జరిగిందో మాకు చెప్పండి.',
  },
  SUPPORT_TITLE_REQUIRED: {
    en: 'Please give the problem a short title.',
    hi: 'कृपया समस्या का छोटा शीर्षक लिखें।',
    te: 'దయచేసి సమస్యకు చిన్న శీర్షిక ఇవ్వండి.',
  },
  SUPPORT_ORDER_LINE_NOT_IN_ORDER: {
    en: 'That item is not part of this order.',
    hi: 'यह सामान इस ऑर्डर में नहीं है।',
    te: 'ఆ వస్తువు ఈ ఆర్డర్‌లో లేదు.',
  },
  SUPPORT_PHOTO_NOT_FOUND: {
    en: 'The photo could not be found. Please add it again.',
    hi: 'फ़ोटो नहीं मिली। कृपया उसे फिर से जोड़ें।',
    te: 'ఫోటో కనబడలేదు. దయచేసి దాన్ని మళ్ళీ జోడించండి.',
  },
  /** A customer's daily allowance of support photos is used up (ADR 0072). */
  SUPPORT_PHOTO_QUOTA_REACHED: {
    en: 'You have added {{limit}} photos today, the most for one day. Please try again in {{hours}} hours.',
    hi: 'आप आज {{limit}} फ़ोटो जोड़ चुके हैं, जो एक दिन की सीमा है। कृपया {{hours}} घंटे बाद फिर से प्रयास करें।',
    te: 'మీరు ఈ రోజు {{limit}} ఫోటోలు జోడించారు, ఒక రోజుకు ఇదే గరిష్టం. దయచేసి {{hours}} గంటల తర్వాత మళ్ళీ ప్రయత్నించండి.',
  },
  // Refer and earn, ratings (issue 16 items 4 and 5, ADR 0050).
  REFERRAL_CODE_NOT_FOUND: {
    en: 'This invite code does not exist. Check it or sign up without it.',
    hi: 'यह आमंत्रण कोड मौजूद नहीं है। इसे जाँचें या इसके बिना साइन अप करें।',
    te: 'ఈ ఆహ్వాన కోడ్ లేదు. దాన్ని సరిచూడండి లేదా అది లేకుండా సైన్ అప్ చేయండి.',
  },
  RATING_ALREADY_GIVEN: {
    en: 'You have already rated this order.',
    hi: 'आप इस ऑर्डर को पहले ही रेटिंग दे चुके हैं।',
    te: 'మీరు ఈ ఆర్డర్\u200cకు ఇప్పటికే రేటింగ్ ఇచ్చారు.',
  },
  RATING_NOT_DELIVERED: {
    en: 'You can rate an order once it has been delivered.',
    hi: 'ऑर्डर डिलीवर होने के बाद ही आप उसे रेटिंग दे सकते हैं।',
    te: 'ఆర్డర్ డెలివరీ అయిన తర్వాతే మీరు రేటింగ్ ఇవ్వగలరు.',
  },
  RATING_STARS_INVALID: {
    en: 'Choose from 1 to 5 stars.',
    hi: '1 से 5 स्टार में से चुनें।',
    te: '1 నుండి 5 నక్షత్రాల్లో ఎంచుకోండి.',
  },
  RATING_COMMENT_TOO_LONG: {
    en: 'Keep the comment to 500 characters or fewer.',
    hi: 'टिप्पणी 500 अक्षरों या उससे कम में लिखें।',
    te: 'వ్యాఖ్యను 500 అక్షరాలు లేదా అంతకంటే తక్కువలో రాయండి.',
  },
} as const satisfies Record<string, Record<Language, string>>;
// Stryker restore all

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

export type MessageParams = Record<string, string | number>;

export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Money travels as `<name>Paise` integers and is shown as `{{<name>}}` in ₹ for the reader's language. */
export function withRupees(params: MessageParams, language: Language): MessageParams {
  const out: MessageParams = { ...params };
  for (const [key, value] of Object.entries(params)) {
    if (key.endsWith('Paise') && typeof value === 'number')
      out[key.slice(0, -5)] = formatRupees(value, language);
  }
  return out;
}

export function errorMessage(code: ErrorCode, language: Language, params?: MessageParams): string {
  return interpolate(ERROR_MESSAGES[code][language], params ? withRupees(params, language) : params);
}
