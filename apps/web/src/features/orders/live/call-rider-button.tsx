import { Phone } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../shared/api/api-client.js';
import { useTrackText } from './track-texts.js';

type RiderCall =
  | { mode: 'bridge'; callId: string; callingPhoneMasked: string }
  | { mode: 'direct'; phone: string };

/** Opens the phone's dialler (a seam the tests replace: jsdom cannot navigate to tel:). */
export const dial = { to: (phone: string) => window.location.assign(`tel:${phone}`) };

/**
 * The customer's Call button on the track card (issue 32 minor, ADR 0081): Tokri rings the customer's phone and
 * connects the rider with both numbers masked, or, when the shop turned masking off, dials the rider's number.
 */
export function CallRiderButton({ orderId, riderName }: { orderId: string; riderName: string | null }) {
  const text = useTrackText();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'calling' }
    | { kind: 'bridged'; phone: string }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  async function call() {
    setState({ kind: 'calling' });
    try {
      const { call } = await api<{ call: RiderCall }>(
        `/api/orders/${encodeURIComponent(orderId)}/call-rider`,
        {
          method: 'POST',
        },
      );
      if (call.mode === 'direct') {
        setState({ kind: 'idle' });
        dial.to(call.phone);
      } else setState({ kind: 'bridged', phone: call.callingPhoneMasked });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : text('callFailed') });
    }
  }
  return (
    <div className="space-y-1">
      <button
        type="button"
        onClick={() => void call()}
        disabled={state.kind === 'calling'}
        data-testid="track-call-rider"
        className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-brand-600 px-4 font-semibold text-brand-700 disabled:opacity-60 dark:border-brand-400 dark:text-brand-300"
      >
        <Phone aria-hidden="true" className="size-4" />
        {riderName ? text('callRider', { name: riderName }) : text('callRiderUnnamed')}
      </button>
      <p role="status" className="text-sm" data-testid="track-call-status">
        {state.kind === 'bridged'
          ? text('callBridged', { phone: state.phone })
          : state.kind === 'failed'
            ? state.message
            : ''}
      </p>
    </div>
  );
}
