import type { offlineCartEn } from './en.js';

export const offlineCartTe: typeof offlineCartEn = {
  pendingTitle: 'కనెక్షన్ కోసం వేచి ఉంది',
  pendingHint: 'ఇవి మీ కార్ట్‌లో చేరినప్పుడు ధరలు ఖరారవుతాయి.',
  conflictsTitle: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నప్పుడు మీ కార్ట్ మారింది',
  conflict: {
    unavailable: '{{name}} ఇప్పుడు అందుబాటులో లేదు, కాబట్టి మీ కార్ట్‌లో లేదు.',
    capped: '{{name}} కేవలం {{quantity}} మాత్రమే జోడించగలిగాం (మీరు {{asked}} ఎంచుకున్నారు).',
    priceChanged: '{{name}} ధర ఇప్పుడు {{now}} (ఇంతకు ముందు {{was}}).',
  },
  dismiss: 'సరే',
};
