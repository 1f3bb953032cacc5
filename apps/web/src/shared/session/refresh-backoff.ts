/** Spec §9: token refresh retries with backoff starting at 200 ms, doubled each time. */
export const REFRESH_BACKOFF_START_MS = 200;
export const REFRESH_MAX_RETRIES = 6;

export function refreshRetryDelay(attempt: number): number {
  return REFRESH_BACKOFF_START_MS * 2 ** attempt;
}
