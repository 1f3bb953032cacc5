import type { offlineCartEn } from './en.js';

export const offlineCartHi: typeof offlineCartEn = {
  waiting: 'कनेक्शन का इंतज़ार',
  queuedAdd: 'कनेक्शन नहीं है: इंटरनेट लौटते ही {{name}} जोड़ दिया जाएगा।',
  queuedChange: 'कनेक्शन नहीं है: इंटरनेट लौटते ही आपकी कार्ट बदल दी जाएगी।',
  pendingTitle: 'कनेक्शन का इंतज़ार',
  pendingHint: 'कार्ट में पहुँचने पर दाम पक्के होंगे।',
  conflictsTitle: 'आपके ऑफ़लाइन रहते कार्ट बदल गई',
  conflict: {
    unavailable: '{{name}} अब उपलब्ध नहीं है, इसलिए आपकी कार्ट में नहीं है।',
    capped: '{{name}} के सिर्फ़ {{quantity}} जोड़े जा सके (आपने {{asked}} चुने थे)।',
    priceChanged: '{{name}} का दाम अब {{now}} है (पहले {{was}} था)।',
  },
  dismiss: 'ठीक है',
};
