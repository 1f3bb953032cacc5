import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import type { CheckoutProblem } from '../utils/checkout-errors.js';

/** A refusal that belongs to the whole order (out of stock, or anything not about the address or coupon). */
export function ProblemBox({ problem }: { problem: CheckoutProblem }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="checkout-problem"
      className="space-y-1 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
    >
      <p className="flex items-start gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {problem.target === 'stock' ? t('checkout.outOfStockTitle') : problem.message}
      </p>
      {problem.target === 'stock' ? (
        <>
          <ul className="list-disc pl-6">
            {problem.shortages.length > 0 ? (
              problem.shortages.map((item) => (
                <li key={item.name}>
                  {item.available > 0
                    ? t('checkout.shortage', {
                        name: item.name,
                        available: item.available,
                        requested: item.requested,
                      })
                    : t('checkout.soldOut', { name: item.name })}
                </li>
              ))
            ) : (
              <li>{problem.message}</li>
            )}
          </ul>
          <Link to="/cart" className="inline-block font-semibold underline">
            {t('checkout.reviewCart')}
          </Link>
        </>
      ) : null}
    </div>
  );
}
