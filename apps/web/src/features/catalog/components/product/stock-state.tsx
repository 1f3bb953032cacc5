import { useTranslation } from '../../../../i18n/use-translation.js';

/** Few enough left to say so. */
export const LOW_STOCK = 5;

export function StockState({ quantity }: { quantity: number }) {
  const { t } = useTranslation();
  if (quantity <= 0) {
    return <p className="text-sm font-semibold text-red-600 dark:text-red-400">{t('product.outOfStock')}</p>;
  }
  return (
    <p className="text-sm font-medium text-brand-700 dark:text-brand-300">
      {quantity <= LOW_STOCK ? t('product.fewLeft', { count: quantity }) : t('product.inStock')}
    </p>
  );
}
