import type { ProductDetail } from '@tokri/core';
import { useTranslation } from '../../../../i18n/use-translation.js';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-1 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Description, benefits and ingredients; a section the product has nothing for is left out. */
export function ProductTextSections({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {product.description ? (
        <Section id="description-heading" title={t('product.description')}>
          <p className="text-stone-700 dark:text-stone-300">{product.description}</p>
        </Section>
      ) : null}
      {product.benefits.length > 0 ? (
        <Section id="benefits-heading" title={t('product.benefits')}>
          <ul className="list-disc space-y-0.5 pl-5 text-stone-700 dark:text-stone-300">
            {product.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {product.ingredients.length > 0 ? (
        <Section id="ingredients-heading" title={t('product.ingredients')}>
          <ul className="flex flex-wrap gap-1.5">
            {product.ingredients.map((ingredient) => (
              <li
                key={ingredient}
                className="rounded-full bg-stone-200 px-2.5 py-0.5 text-sm dark:bg-stone-800"
              >
                {ingredient}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
