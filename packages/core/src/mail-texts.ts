import type { Language } from './languages.js';

/**
 * Mail and SMS texts in each language, as i18next resources (`{{name}}` interpolation), rendered on the server
 * in the recipient's language.
 */
export const MAIL_TEXTS: Record<
  Language,
  { password_reset: { subject: string; email: string; sms: string } }
> = {
  en: {
    password_reset: {
      subject: 'Reset your Tokri password',
      email:
        'Someone asked to reset the password of your Tokri account.\n\nOpen this link within {{minutes}} minutes to choose a new password:\n{{link}}\n\nIf it was not you, ignore this email: your password stays as it is.',
      sms: 'Tokri: reset your password within {{minutes}} min: {{link}}',
    },
  },
  hi: {
    password_reset: {
      subject: 'अपना Tokri पासवर्ड रीसेट करें',
      email:
        'किसी ने आपके Tokri खाते का पासवर्ड रीसेट करने का अनुरोध किया है।\n\nनया पासवर्ड चुनने के लिए {{minutes}} मिनट के भीतर यह लिंक खोलें:\n{{link}}\n\nअगर यह आपने नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
      sms: 'Tokri: {{minutes}} मिनट के भीतर अपना पासवर्ड रीसेट करें: {{link}}',
    },
  },
  te: {
    password_reset: {
      subject: 'మీ Tokri పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
      email:
        'మీ Tokri ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయమని ఎవరో అభ్యర్థించారు.\n\nకొత్త పాస్‌వర్డ్‌ను ఎంచుకోవడానికి {{minutes}} నిమిషాలలోపు ఈ లింక్‌ను తెరవండి:\n{{link}}\n\nఅది మీరు కాకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి: మీ పాస్‌వర్డ్ అలాగే ఉంటుంది.',
      sms: 'Tokri: {{minutes}} నిమిషాలలోపు మీ పాస్‌వర్డ్‌ను రీసెట్ చేయండి: {{link}}',
    },
  },
};
