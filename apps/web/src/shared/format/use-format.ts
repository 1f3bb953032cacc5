import {
  formatIndianPhone,
  formatIstDate,
  formatIstDateTime,
  formatRupees,
  parsePackSize,
  shortOrderId,
} from '@tokri/core';
import { currentLanguage } from '../../i18n/index.js';
import { useTranslation } from '../../i18n/use-translation.js';

/**
 * ₹, IST dates, pack sizes, order numbers and phone numbers as every page shows them (customer, rider and admin
 * alike), in the interface language; re-renders when the language changes.
 */
export function useFormat() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return {
    rupees: (paise: number) => formatRupees(paise, language),
    date: (iso: string) => formatIstDate(new Date(iso), language),
    dateTime: (iso: string) => formatIstDateTime(new Date(iso), language),
    /** The customer's order number, "#" and the last 8 characters of the id (ADR 0014). */
    orderNumber: (orderId: string) => t('orders.shortId', { id: shortOrderId(orderId) }),
    /** "+91 98765 43210", however the number was stored. */
    phone: (phone: string) => formatIndianPhone(phone),
    /** "6 pcs" -> "6 ముక్కలు"; a pack size that is not canonical is shown as stored. */
    packSize: (stored: string) => {
      const size = parsePackSize(stored);
      return size ? t(`packSize.${size.unit}`, { count: size.count }) : stored;
    },
  };
}
