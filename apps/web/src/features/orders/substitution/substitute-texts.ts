import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';

/** A substitute on the customer's order and its Reject button (ADR 0045), in the order chunks only. */
const en = {
  replaces: 'Replaces {{item}}',
  reject: 'Reject',
  rejectLabel: 'Reject {{item}}',
  rejectUntil: 'You can reject it until {{time}}.',
  rejected: 'Rejected',
  substituted: 'Replaced',
  rejectedToast: 'Rejected. We will refund it.',
};

type SubstituteTexts = typeof en;

const hi: SubstituteTexts = {
  replaces: '{{item}} के बदले',
  reject: 'अस्वीकार करें',
  rejectLabel: '{{item}} अस्वीकार करें',
  rejectUntil: 'आप इसे {{time}} तक अस्वीकार कर सकते हैं।',
  rejected: 'अस्वीकार किया',
  substituted: 'बदला गया',
  rejectedToast: 'अस्वीकार किया। हम इसके पैसे लौटाएँगे।',
};

const te: SubstituteTexts = {
  replaces: '{{item}} బదులుగా',
  reject: 'తిరస్కరించండి',
  rejectLabel: '{{item}} తిరస్కరించండి',
  rejectUntil: '{{time}} వరకు మీరు దీన్ని తిరస్కరించవచ్చు.',
  rejected: 'తిరస్కరించారు',
  substituted: 'మార్చబడింది',
  rejectedToast: 'తిరస్కరించారు. దీని డబ్బు తిరిగి ఇస్తాం.',
};

export const substituteTexts = featureTexts('orderSubstitute', { en, hi, te });
export const useSubstituteText = () => useFeatureText(substituteTexts);
