import type { Language } from '@tokri/core';

/** The sandbox gateway's hosted page in the payer's language (Accept-Language or the app's X-Language). */
export const SANDBOX_PAGE_TEXTS: Record<
  Language,
  {
    title: string;
    badge: string;
    heading: string;
    order: string;
    approve: string;
    decline: string;
    scanQr: string;
    qrLabel: string;
    payWithUpiApp: string;
    upiNote: string;
    alreadyProcessed: string;
    notFound: string;
  }
> = {
  en: {
    title: 'Tokri sandbox payment',
    badge: 'Sandbox: no real money moves',
    heading: 'Pay Tokri',
    order: 'Order',
    approve: 'Approve payment',
    decline: 'Decline payment',
    scanQr: 'Scan with any UPI app',
    qrLabel: 'UPI QR code',
    payWithUpiApp: 'Pay with a UPI app',
    upiNote: 'This is a sandbox payee: a UPI app cannot pay it. Approve or decline below.',
    alreadyProcessed: 'This payment was already processed.',
    notFound: 'Payment not found',
  },
  hi: {
    title: 'Tokri सैंडबॉक्स भुगतान',
    badge: 'सैंडबॉक्स: असली पैसा नहीं कटता',
    heading: 'Tokri को भुगतान करें',
    order: 'ऑर्डर',
    approve: 'भुगतान स्वीकार करें',
    decline: 'भुगतान अस्वीकार करें',
    scanQr: 'किसी भी यूपीआई ऐप से स्कैन करें',
    qrLabel: 'यूपीआई क्यूआर कोड',
    payWithUpiApp: 'यूपीआई ऐप से भुगतान करें',
    upiNote: 'यह सैंडबॉक्स प्राप्तकर्ता है: कोई यूपीआई ऐप इसे भुगतान नहीं कर सकता। नीचे स्वीकार या अस्वीकार करें।',
    alreadyProcessed: 'यह भुगतान पहले ही हो चुका है।',
    notFound: 'भुगतान नहीं मिला',
  },
  te: {
    title: 'Tokri శాండ్‌బాక్స్ చెల్లింపు',
    badge: 'శాండ్‌బాక్స్: నిజమైన డబ్బు కదలదు',
    heading: 'Tokriకి చెల్లించండి',
    order: 'ఆర్డర్',
    approve: 'చెల్లింపును ఆమోదించండి',
    decline: 'చెల్లింపును తిరస్కరించండి',
    scanQr: 'ఏదైనా యూపీఐ యాప్‌తో స్కాన్ చేయండి',
    qrLabel: 'యూపీఐ క్యూఆర్ కోడ్',
    payWithUpiApp: 'యూపీఐ యాప్‌తో చెల్లించండి',
    upiNote: 'ఇది శాండ్‌బాక్స్ గ్రహీత: ఏ యూపీఐ యాప్ దీనికి చెల్లించలేదు. కింద ఆమోదించండి లేదా తిరస్కరించండి.',
    alreadyProcessed: 'ఈ చెల్లింపు ఇప్పటికే పూర్తయింది.',
    notFound: 'చెల్లింపు కనబడలేదు',
  },
};
