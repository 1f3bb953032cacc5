import { featureTexts } from '../../shared/i18n/feature-texts.js';

/** The invite-code field on sign-up (issue 16 item 4): its own namespace, so the main bundle does not grow. */
export const inviteTexts = featureTexts('auth-invite', {
  en: {
    label: 'Invite code',
    hint: 'From the friend who invited you. Your first-order coupon comes with it.',
  },
  hi: { label: 'आमंत्रण कोड', hint: 'उस दोस्त से जिसने आपको बुलाया। इसके साथ आपके पहले ऑर्डर का कूपन मिलता है।' },
  te: { label: 'ఆహ్వాన కోడ్', hint: 'మిమ్మల్ని ఆహ్వానించిన స్నేహితుని నుండి. దీనితో మీ మొదటి ఆర్డర్ కూపన్ వస్తుంది.' },
});
