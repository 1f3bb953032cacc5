import { formatIstDate, formatIstDateTime, formatRupees } from '@tokri/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.js';

/** ₹ and IST dates in the interface language; re-renders when the language changes. */
export function useFormat() {
  useTranslation();
  const language = currentLanguage();
  return {
    rupees: (paise: number) => formatRupees(paise, language),
    date: (iso: string) => formatIstDate(new Date(iso), language),
    dateTime: (iso: string) => formatIstDateTime(new Date(iso), language),
  };
}
