import { formatIstDate, formatIstDateTime, formatRupees, parsePackSize } from '@tokri/core';
import { currentLanguage } from '../../i18n/index.js';
import { useTranslation } from '../../i18n/use-translation.js';

/** ₹, IST dates and pack sizes in the interface language; re-renders when the language changes. */
export function useFormat() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return {
    rupees: (paise: number) => formatRupees(paise, language),
    date: (iso: string) => formatIstDate(new Date(iso), language),
    dateTime: (iso: string) => formatIstDateTime(new Date(iso), language),
    /** "6 pcs" -> "6 ముక్కలు"; a pack size that is not canonical is shown as stored. */
    packSize: (stored: string) => {
      const size = parsePackSize(stored);
      return size ? t(`packSize.${size.unit}`, { count: size.count }) : stored;
    },
  };
}
