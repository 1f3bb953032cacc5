import { INTL_LOCALE, type NutritionalInfo } from '@tokri/core';
import { useLanguage } from '../../../../i18n/use-language.js';
import { useTranslation } from '../../../../i18n/use-translation.js';
import { useFormat } from '../../../../shared/format/use-format.js';

/** Tea and coffee state nutrition for the drink, not the leaves: the seed writes "100 ml (brewed)". */
const BREWED = ' (brewed)';

const ROWS = [
  ['energyKcal', 'kcal'],
  ['proteinG', 'g'],
  ['carbohydrateG', 'g'],
  ['sugarG', 'g'],
  ['fatG', 'g'],
  ['fibreG', 'g'],
  ['sodiumMg', 'mg'],
] as const;

/** Nutrition per 100 g / 100 ml (or whatever `per` says); rows the product does not state are left out. */
export function NutritionTable({ info }: { info: NutritionalInfo }) {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const number = new Intl.NumberFormat(INTL_LOCALE[language], {
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  });
  const rows = ROWS.filter(([key]) => typeof info[key] === 'number');
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="nutrition-heading">
      <h2 id="nutrition-heading" className="mb-2 text-lg font-semibold">
        {t('product.nutrition')}
      </h2>
      <div className="overflow-hidden rounded-xl bg-white dark:bg-stone-900">
        <table className="w-full text-sm">
          {info.per ? (
            <caption className="px-2 pt-2 text-left text-xs text-stone-500 dark:text-stone-400">
              {info.per.endsWith(BREWED)
                ? t('product.nutritionPerBrewed', { per: format.packSize(info.per.slice(0, -BREWED.length)) })
                : t('product.nutritionPer', { per: format.packSize(info.per) })}
            </caption>
          ) : null}
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('product.nutrient')}</th>
              <th scope="col">{t('product.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, unit]) => (
              <tr key={key} className="border-b border-stone-100 last:border-0 dark:border-stone-800">
                <th scope="row" className="p-2 text-left font-medium">
                  {t(`product.nutrients.${key}`)}
                </th>
                <td className="p-2 text-right">
                  {t(`product.units.${unit}`, { value: number.format(info[key] ?? 0) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
