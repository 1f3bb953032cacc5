import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { useFeatureText } from '../../shared/i18n/feature-texts.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { orderHelpTexts } from './get-help-texts.js';

/** "Get help" on an order: the support form with this order chosen (issue 16 item 3). */
export function GetHelpLink({ orderId }: { orderId: string }) {
  const text = useFeatureText(orderHelpTexts);
  return (
    <Link to={`/support/order/${orderId}`} className={linkButtonClass.secondary}>
      <LifeBuoy aria-hidden="true" className="size-5" />
      {text('getHelp')}
    </Link>
  );
}
