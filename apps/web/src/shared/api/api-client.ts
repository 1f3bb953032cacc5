import { currentLanguage } from '../../i18n/index.js';
import { sessionStore } from '../session/session-store.js';
import { toApiError } from './api-error.js';
import { apiUrl } from './api-origin.js';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** 'text' for a file the server sends (a CSV export), read as text instead of JSON; 'blob' for a binary one. */
  read?: 'json' | 'text' | 'blob';
}

/**
 * The one HTTP client: adds the bearer token and the user's language, refreshes an expired session
 * once and retries, and turns every failure into an ApiError with a message to show.
 */
export async function api<T>(path: string, request: ApiRequest = {}, retried = false): Promise<T> {
  const headers: Record<string, string> = { ...request.headers, 'x-language': currentLanguage() };
  const token = await sessionStore.accessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (error) {
    throw await toApiError(null, error);
  }
  if (response.status === 401 && token && !retried) {
    const refreshed = await sessionStore.refresh();
    if (refreshed) return api<T>(path, request, true);
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  if (request.read === 'blob') return (await response.blob()) as T;
  return (request.read === 'text' ? await response.text() : await response.json()) as T;
}
