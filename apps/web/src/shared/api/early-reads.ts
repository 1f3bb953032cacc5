import type { Language } from '@tokri/core';
import { sessionStore } from '../session/session-store.js';

/** What public/early-reads.js started before the app's JavaScript arrived (ADR 0060). */
interface EarlyRead {
  language: Language;
  token: string;
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    __tokriEarlyReads?: Record<string, EarlyRead | undefined>;
  }
}

/**
 * The parsed answer of a read started early by index.html, once: only when it was asked in the same language and
 * with the same access token as the app would ask now, and only a successful answer. Otherwise null, and the
 * caller asks the API itself (which also refreshes an expired session and words the errors).
 */
export async function takeEarlyRead<T>(path: string, language: Language): Promise<T | null> {
  const reads = typeof window === 'undefined' ? undefined : window.__tokriEarlyReads;
  const read = reads?.[path];
  if (!read) return null;
  reads[path] = undefined;
  if (read.language !== language || read.token !== sessionStore.getState().session?.accessToken) return null;
  const response = await read.response;
  if (!response?.ok) return null;
  return (await response.json().catch(() => null)) as T | null;
}
