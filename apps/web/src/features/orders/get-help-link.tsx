import { CircleHelp, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { useFeatureText } from '../../shared/i18n/feature-texts.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { orderHelpTexts } from './get-help-texts.js';

/**
 * "Get help" on an order: the support form with this order chosen (issue 16 item 3); and Help & support itself,
 * its topics, the bug report and the person's requests (issue 32 item 1: it was linked from nowhere).
 */
export function GetHelpLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const text = useFeatureText(orderHelpTexts);
  return (
    <>
      <Link to={`/support/order/${orderId}`} className={linkButtonClass.secondary}>
        <LifeBuoy aria-hidden="true" className="size-5" />
        {text('getHelp')}
      </Link>
      <Link to="/support" className={linkButtonClass.secondary} data-testid="order-support-link">
        <CircleHelp aria-hidden="true" className="size-5" />
        {t('pages.support')}
      </Link>
    </>
  );
}
