import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { featureTexts, useFeatureText } from '../../shared/i18n/feature-texts.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';

/** "Get help" on an order (issue 16 item 3): the support form with this order chosen, in the orders' lazy chunk. */
export const orderHelpTexts = featureTexts('order-help', {
  en: { getHelp: 'Get help' },
  hi: { getHelp: 'मदद लें' },
  te: { getHelp: 'సహాయం పొందండి' },
});

export function GetHelpLink({ orderId }: { orderId: string }) {
  const text = useFeatureText(orderHelpTexts);
  return (
    <Link to={`/support/order/${orderId}`} className={linkButtonClass.secondary}>
      <LifeBuoy aria-hidden="true" className="size-5" />
      {text('getHelp')}
    </Link>
  );
}
