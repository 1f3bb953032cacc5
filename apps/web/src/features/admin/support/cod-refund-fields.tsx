import type { CodRefundDestination } from '@tokri/core';
import { useId } from 'react';
import { useAdminSupportText } from './support-texts.js';

/** What the admin typed for a cash order's refund; turned into the request's `refundTo` on submit. */
export interface CashRefundChoice {
  kind: CodRefundDestination['kind'];
  name: string;
  vpa: string;
  accountNumber: string;
  ifsc: string;
}

export const EMPTY_CASH_REFUND: CashRefundChoice = {
  kind: 'wallet',
  name: '',
  vpa: '',
  accountNumber: '',
  ifsc: '',
};

/** The request's `refundTo`; the server checks the UPI id, IFSC and account number and answers in words. */
export function refundToOf(choice: CashRefundChoice): CodRefundDestination {
  if (choice.kind === 'vpa') return { kind: 'vpa', name: choice.name, vpa: choice.vpa };
  if (choice.kind === 'bank_account')
    return {
      kind: 'bank_account',
      name: choice.name,
      ifsc: choice.ifsc,
      accountNumber: choice.accountNumber,
    };
  return { kind: 'wallet' };
}

const field =
  'min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base dark:border-stone-600 dark:bg-stone-950';
const KINDS = ['wallet', 'vpa', 'bank_account'] as const;

/**
 * Where a cash-on-delivery order's refund goes (issue 32 item 5, ADR 0079): the Tokri wallet, or a payout to the
 * UPI id or bank account the customer gave in the request.
 */
export function CashRefundFields({
  value,
  onChange,
}: {
  value: CashRefundChoice;
  onChange: (next: CashRefundChoice) => void;
}) {
  const text = useAdminSupportText();
  const id = useId();
  const set = (patch: Partial<CashRefundChoice>) => onChange({ ...value, ...patch });
  const label = { wallet: text('cash.wallet'), vpa: text('cash.vpa'), bank_account: text('cash.bank') };
  const input = (key: 'name' | 'vpa' | 'accountNumber' | 'ifsc', caption: string, extra: object = {}) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">
        {caption}
      </label>
      <input
        id={`${id}-${key}`}
        value={value[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        autoComplete="off"
        spellCheck={false}
        className={field}
        {...extra}
      />
    </div>
  );
  return (
    <fieldset className="space-y-2" data-testid="cash-refund">
      <legend className="text-sm font-medium">{text('cash.legend')}</legend>
      {KINDS.map((kind) => (
        <label key={kind} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-kind`}
            value={kind}
            checked={value.kind === kind}
            onChange={() => set({ kind })}
            className="size-5"
          />
          {label[kind]}
        </label>
      ))}
      {value.kind !== 'wallet' ? input('name', text('cash.name'), { autoCapitalize: 'words' }) : null}
      {value.kind === 'vpa'
        ? input('vpa', text('cash.vpaField', { example: 'ravi.kumar@okaxis' }), {
            inputMode: 'email',
            autoCapitalize: 'none',
          })
        : null}
      {value.kind === 'bank_account' ? (
        <>
          {input('accountNumber', text('cash.account'), { inputMode: 'numeric' })}
          {input('ifsc', text('cash.ifsc', { example: 'HDFC0000053' }), { autoCapitalize: 'characters' })}
        </>
      ) : null}
      {value.kind !== 'wallet' ? (
        <p className="text-xs text-stone-600 dark:text-stone-400">{text('cash.privacy')}</p>
      ) : null}
    </fieldset>
  );
}
