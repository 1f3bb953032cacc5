import type { installEn } from './en.js';

export const installHi: typeof installEn = {
  title: 'टोकरी इंस्टॉल करें',
  body: 'होम स्क्रीन से टोकरी खोलें: ज़्यादा तेज़, और कमज़ोर नेटवर्क पर भी आपकी कार्ट चलती है।',
  install: 'इंस्टॉल करें',
  notNow: 'अभी नहीं',
};
