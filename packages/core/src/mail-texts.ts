import type { Language } from './languages.js';

/**
 * Mail and SMS texts in each language, as i18next resources (`{{name}}` interpolation), rendered on the server
 * in the recipient's language.
 */
export const MAIL_TEXTS: Record<
  Language,
  {
    password_reset: { subject: string; email: string; sms: string };
    /** A rider account an admin created: the rider chooses their own password from this link. */
    rider_invite: { subject: string; email: string };
    /** A sign-up from a new address (ADR 0072): the link creates the account and signs the person in. */
    sign_up_confirm: { subject: string; email: string; sms: string };
    /** A sign-up from an address that already has an account: a notice to its owner, no link that changes it. */
    sign_up_existing: { subject: string; email: string; sms: string };
  }
> = {
  en: {
    password_reset: {
      subject: 'Reset your Tokri password',
      email:
        'Someone asked to reset the password of your Tokri account.\n\nOpen this link within {{minutes}} minutes to choose a new password:\n{{link}}\n\nIf it was not you, ignore this email: your password stays as it is.',
      sms: 'Tokri: reset your password within {{minutes}} min: {{link}}',
    },
    rider_invite: {
      subject: 'Your Tokri rider account',
      email:
        'Hello {{name}},\n\nA Tokri rider account was made for you. Open this link within {{hours}} hours to choose your password, then sign in with this email address:\n{{link}}\n\nIf you did not expect this, ignore this email.',
    },
    sign_up_confirm: {
      subject: 'Finish creating your Tokri account',
      email:
        'Welcome to Tokri!\n\nOpen this link within {{hours}} hours to finish creating your account. It signs you in:\n{{link}}\n\nIf you did not sign up, ignore this email: no account is made.',
      sms: 'Tokri: finish creating your account within {{hours}} hours: {{link}}',
    },
    sign_up_existing: {
      subject: 'Someone tried to sign up with your email',
      email:
        'Someone tried to create a Tokri account with this address, but you already have one.\n\nIf it was you, sign in: {{signInLink}}\nForgot your password? Reset it: {{resetLink}}\n\nIf it was not you, ignore this email: nothing changed in your account.',
      sms: 'Tokri: someone tried to sign up with your number. You already have an account: sign in or reset your password at {{signInLink}}',
    },
  },
  hi: {
    password_reset: {
      subject: 'अपना Tokri पासवर्ड रीसेट करें',
      email:
        'किसी ने आपके Tokri खाते का पासवर्ड रीसेट करने का अनुरोध किया है।\n\nनया पासवर्ड चुनने के लिए {{minutes}} मिनट के भीतर यह लिंक खोलें:\n{{link}}\n\nअगर यह आपने नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
      sms: 'Tokri: {{minutes}} मिनट के भीतर अपना पासवर्ड रीसेट करें: {{link}}',
    },
    rider_invite: {
      subject: 'आपका Tokri राइडर खाता',
      email:
        'नमस्ते {{name}},\n\nआपके लिए एक Tokri राइडर खाता बनाया गया है। अपना पासवर्ड चुनने के लिए {{hours}} घंटे के भीतर यह लिंक खोलें, फिर इसी ईमेल पते से साइन इन करें:\n{{link}}\n\nअगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा करें।',
    },
    sign_up_confirm: {
      subject: 'अपना Tokri खाता बनाना पूरा करें',
      email:
        'Tokri में आपका स्वागत है!\n\nअपना खाता बनाना पूरा करने के लिए {{hours}} घंटे के भीतर यह लिंक खोलें। इससे आप साइन इन भी हो जाएँगे:\n{{link}}\n\nअगर आपने साइन अप नहीं किया, तो इस ईमेल को अनदेखा करें: कोई खाता नहीं बनेगा।',
      sms: 'Tokri: {{hours}} घंटे के भीतर अपना खाता बनाना पूरा करें: {{link}}',
    },
    sign_up_existing: {
      subject: 'किसी ने आपके ईमेल से साइन अप करने की कोशिश की',
      email:
        'किसी ने इस पते से Tokri खाता बनाने की कोशिश की, पर आपका खाता पहले से है।\n\nअगर यह आप थे, तो साइन इन करें: {{signInLink}}\nपासवर्ड भूल गए? उसे रीसेट करें: {{resetLink}}\n\nअगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: आपके खाते में कुछ नहीं बदला।',
      sms: 'Tokri: किसी ने आपके नंबर से साइन अप करने की कोशिश की। आपका खाता पहले से है: {{signInLink}} पर साइन इन करें या पासवर्ड रीसेट करें',
    },
  },
  te: {
    password_reset: {
      subject: 'మీ Tokri పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
      email:
        'మీ Tokri ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయమని ఎవరో అభ్యర్థించారు.\n\nకొత్త పాస్‌వర్డ్‌ను ఎంచుకోవడానికి {{minutes}} నిమిషాలలోపు ఈ లింక్‌ను తెరవండి:\n{{link}}\n\nఅది మీరు కాకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి: మీ పాస్‌వర్డ్ అలాగే ఉంటుంది.',
      sms: 'Tokri: {{minutes}} నిమిషాలలోపు మీ పాస్‌వర్డ్‌ను రీసెట్ చేయండి: {{link}}',
    },
    rider_invite: {
      subject: 'మీ Tokri రైడర్ ఖాతా',
      email:
        'నమస్తే {{name}},\n\nమీ కోసం ఒక Tokri రైడర్ ఖాతా సృష్టించబడింది. మీ పాస్‌వర్డ్‌ను ఎంచుకోవడానికి {{hours}} గంటలలోపు ఈ లింక్‌ను తెరవండి, ఆపై ఇదే ఇమెయిల్ చిరునామాతో సైన్ ఇన్ చేయండి:\n{{link}}\n\nమీరు దీనిని ఊహించకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి.',
    },
    sign_up_confirm: {
      subject: 'మీ Tokri ఖాతా సృష్టిని పూర్తి చేయండి',
      email:
        'Tokriకి స్వాగతం!\n\nమీ ఖాతా సృష్టిని పూర్తి చేయడానికి {{hours}} గంటలలోపు ఈ లింక్‌ను తెరవండి. ఇది మిమ్మల్ని సైన్ ఇన్ కూడా చేస్తుంది:\n{{link}}\n\nమీరు సైన్ అప్ చేయకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి: ఏ ఖాతా సృష్టించబడదు.',
      sms: 'Tokri: {{hours}} గంటలలోపు మీ ఖాతా సృష్టిని పూర్తి చేయండి: {{link}}',
    },
    sign_up_existing: {
      subject: 'మీ ఈమెయిల్‌తో ఎవరో సైన్ అప్ చేయడానికి ప్రయత్నించారు',
      email:
        'ఈ చిరునామాతో ఎవరో Tokri ఖాతాను సృష్టించడానికి ప్రయత్నించారు, కానీ మీకు ఇప్పటికే ఖాతా ఉంది.\n\nఅది మీరే అయితే, సైన్ ఇన్ చేయండి: {{signInLink}}\nపాస్‌వర్డ్ మర్చిపోయారా? దాన్ని రీసెట్ చేయండి: {{resetLink}}\n\nఅది మీరు కాకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి: మీ ఖాతాలో ఏమీ మారలేదు.',
      sms: 'Tokri: మీ నంబర్‌తో ఎవరో సైన్ అప్ చేయడానికి ప్రయత్నించారు. మీకు ఇప్పటికే ఖాతా ఉంది: {{signInLink}} లో సైన్ ఇన్ చేయండి లేదా పాస్‌వర్డ్ రీసెట్ చేయండి',
    },
  },
};
