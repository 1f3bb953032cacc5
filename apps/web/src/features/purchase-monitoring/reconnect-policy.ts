/** Spec §9 purchase WebSocket: at most 3 reconnects, 2 s doubled each attempt, capped at 10 s; clean close 1000. */
export const PURCHASE_SOCKET_POLICY = {
  maxReconnects: 3,
  baseDelayMs: 2000,
  maxDelayMs: 10_000,
  cleanCloseCode: 1000,
} as const;

export interface ReconnectPolicy {
  maxReconnects: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The wait before reconnect number `attempt` (1, 2, 3 …), or null once the reconnects are used up. */
export function purchaseReconnectDelay(
  attempt: number,
  policy: ReconnectPolicy = PURCHASE_SOCKET_POLICY,
): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > policy.maxReconnects) return null;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
}
