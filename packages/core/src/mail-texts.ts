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
  },
};
