import { featureTexts, useFeatureText } from '../../shared/i18n/feature-texts.js';

/** The console's and the rider app's own header, and who a refused page is for (issue 32 item 1, ADR 0074). */
const en = {
  console: 'Console',
  riderApp: 'Rider app',
  shop: 'Shop',
  profile: 'Profile',
  adminConsole: 'Admin console',
  forbidden: {
    adminTitle: 'Only for the shop’s team',
    adminBody:
      'The admin console is for Tokri administrators. If you run this shop, ask an administrator to add you.',
    riderTitle: 'Only for delivery partners',
    riderBody:
      'The rider app is for Tokri delivery partners. To deliver with us, ask the shop to invite you.',
  },
  goTo: {
    customer: 'Go to the shop',
    admin: 'Go to the console',
    rider: 'Go to the rider app',
  },
};

type RoleChromeTexts = typeof en;

const hi: RoleChromeTexts = {
  console: 'कंसोल',
  riderApp: 'राइडर ऐप',
  shop: 'दुकान',
  profile: 'प्रोफ़ाइल',
  adminConsole: 'एडमिन कंसोल',
  forbidden: {
    adminTitle: 'सिर्फ़ दुकान की टीम के लिए',
    adminBody: 'एडमिन कंसोल टोकरी एडमिन के लिए है। अगर आप यह दुकान चलाते हैं, तो किसी एडमिन से आपको जोड़ने को कहें।',
    riderTitle: 'सिर्फ़ डिलीवरी पार्टनर के लिए',
    riderBody: 'राइडर ऐप टोकरी डिलीवरी पार्टनर के लिए है। हमारे साथ डिलीवरी करने के लिए दुकान से न्योता माँगें।',
  },
  goTo: {
    customer: 'दुकान पर जाएँ',
    admin: 'कंसोल पर जाएँ',
    rider: 'राइडर ऐप पर जाएँ',
  },
};

const te: RoleChromeTexts = {
  console: 'కన్సోల్',
  riderApp: 'రైడర్ యాప్',
  shop: 'షాప్',
  profile: 'ప్రొఫైల్',
  adminConsole: 'అడ్మిన్ కన్సోల్',
  forbidden: {
    adminTitle: 'షాప్ టీమ్‌కు మాత్రమే',
    adminBody: 'అడ్మిన్ కన్సోల్ టోకరి అడ్మిన్‌లకు మాత్రమే. మీరు ఈ షాప్ నడుపుతుంటే, మిమ్మల్ని చేర్చమని ఒక అడ్మిన్‌ను అడగండి.',
    riderTitle: 'డెలివరీ పార్ట్‌నర్‌లకు మాత్రమే',
    riderBody: 'రైడర్ యాప్ టోకరి డెలివరీ పార్ట్‌నర్‌లకు మాత్రమే. మాతో డెలివరీ చేయడానికి, మిమ్మల్ని ఆహ్వానించమని షాప్‌ను అడగండి.',
  },
  goTo: {
    customer: 'షాప్‌కు వెళ్ళండి',
    admin: 'కన్సోల్‌కు వెళ్ళండి',
    rider: 'రైడర్ యాప్‌కు వెళ్ళండి',
  },
};

export const roleChromeTexts = featureTexts('roleChrome', { en, hi, te });
export const useRoleChromeText = () => useFeatureText(roleChromeTexts);
