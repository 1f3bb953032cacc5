import { lazy, Suspense } from 'react';
import { useFormat } from '../format/use-format.js';
import type { DeliveryFeeFacts } from './why-delivery-fee.js';

const WhyDeliveryFee = lazy(() => import('./why-delivery-fee.js'));

/**
 * "Why this fee?" beside the delivery fee of the cart and checkout summaries (ADR 0043). Imported by those pages
 * only (not through the cart's index, which /home loads), and the button, explanation and texts load lazily.
 */
export function WhyThisFee({ values }: { values: DeliveryFeeFacts }) {
  const format = useFormat();
  return (
    <Suspense fallback={null}>
      <WhyDeliveryFee values={values} rupees={format.rupees} />
    </Suspense>
  );
}
