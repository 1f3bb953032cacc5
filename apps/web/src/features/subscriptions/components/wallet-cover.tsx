import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/use-format.js';
import { linkButtonClass } from '../../../shared/ui/link-button-class.js';
import { useSubscriptionText } from '../i18n/texts.js';

/** The wallet balance beside a wallet-paid plan, and "Add money" when the first delivery is not covered. */
export function WalletCover({ balancePaise, shortPaise }: { balancePaise: number; shortPaise: number }) {
  const text = useSubscriptionText();
  const format = useFormat();
  return (
    <div className="space-y-2 text-sm" data-testid="wallet-cover">
      <p className="font-medium">{text('create.walletBalance', { amount: format.rupees(balancePaise) })}</p>
      {shortPaise > 0 ? (
        <div
          role="alert"
          className="space-y-2 rounded-xl bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/60 dark:text-amber-200"
        >
          <p>{text('create.walletShort', { amount: format.rupees(shortPaise) })}</p>
          <Link to="/wallet" className={linkButtonClass.secondary}>
            {text('create.addMoney')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
