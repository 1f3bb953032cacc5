import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSubscriptionRequest,
  IstDate,
  ProcessImmediateSubscriptionResponse,
  SubscriptionListResponse,
  SubscriptionView,
} from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';

/**
 * Query keys. Everything starts with 'subscriptions': the app's live updates invalidate that prefix when the
 * server announces a change on the 'subscriptions' channel (another device, the midnight run).
 */
export const subscriptionsKeys = {
  all: ['subscriptions'] as const,
  list: (language: string) => ['subscriptions', 'list', language] as const,
};

const base = '/api/subscriptions';
const plan = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** GET /api/subscriptions: the plans, the shop's settings and the server's today and now. */
export function useSubscriptions() {
  const language = useLanguage();
  return useQuery({
    queryKey: subscriptionsKeys.list(language),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const body = await api<SubscriptionListResponse>(base, { signal });
      // How far this phone's clock is from the server's, so cut-offs are judged by the server's time.
      const clockOffsetMs = Date.parse(body.now) - Math.round((sentAt + Date.now()) / 2);
      return { ...body, clockOffsetMs };
    },
  });
}

export const createSubscription = (body: CreateSubscriptionRequest) =>
  api<{ subscription: SubscriptionView }>(base, { method: 'POST', body }).then((b) => b.subscription);

/** §7 process-immediate-subscription: a plan starting today may get today's order at once. */
export const processImmediateSubscription = (subscriptionId: string) =>
  api<ProcessImmediateSubscriptionResponse>('/functions/v1/process-immediate-subscription', {
    method: 'POST',
    body: { subscription_id: subscriptionId },
  });

type PlanChange =
  | { kind: 'pause'; id: string; from: IstDate; to: IstDate | null }
  | { kind: 'resume'; id: string }
  | { kind: 'removePause'; id: string; pauseId: string }
  | { kind: 'skip' | 'unskip'; id: string; date: IstDate }
  | { kind: 'setQuantity'; id: string; date: IstDate; quantity: number }
  | { kind: 'clearQuantity'; id: string; date: IstDate }
  | { kind: 'delete'; id: string };

function send(change: PlanChange): Promise<unknown> {
  const day = (date: IstDate) => encodeURIComponent(date);
  switch (change.kind) {
    case 'pause':
      return api(`${plan(change.id)}/pauses`, { method: 'POST', body: { from: change.from, to: change.to } });
    case 'resume':
      return api(`${plan(change.id)}/resume`, { method: 'POST' });
    case 'removePause':
      return api(`${plan(change.id)}/pauses/${encodeURIComponent(change.pauseId)}`, { method: 'DELETE' });
    case 'skip':
      return api(`${plan(change.id)}/skips/${day(change.date)}`, { method: 'PUT' });
    case 'unskip':
      return api(`${plan(change.id)}/skips/${day(change.date)}`, { method: 'DELETE' });
    case 'setQuantity':
      return api(`${plan(change.id)}/quantities/${day(change.date)}`, {
        method: 'PUT',
        body: { quantity: change.quantity },
      });
    case 'clearQuantity':
      return api(`${plan(change.id)}/quantities/${day(change.date)}`, { method: 'DELETE' });
    case 'delete':
      return api(plan(change.id), { method: 'DELETE' });
  }
}

export type { PlanChange };

/** One change to one plan; the list is fetched again afterwards, whatever the answer. */
export function usePlanChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all }),
  });
}
