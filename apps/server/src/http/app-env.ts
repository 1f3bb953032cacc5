import type { AuthUser } from '@tokri/core';

/** Per-request values set by middleware. */
export interface AppEnv {
  Variables: {
    user: AuthUser;
    sessionId: string;
    requestId: string;
  };
}
