import { PURCHASE_SOCKET_PATH, REALTIME_PATH } from '@tokri/core';
import type { Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';

/** One HTTP endpoint the app answers: `GET /api/orders/:id`, say. */
export interface RouteEntry {
  method: string;
  path: string;
}

/** `METHOD path`, the key the policy table and test names use. */
export const routeKey = (route: RouteEntry) => `${route.method} ${route.path}`;

/** The WebSocket endpoints, which live on the HTTP server's upgrade event and not in the Hono app. */
export const SOCKET_PATHS = [REALTIME_PATH, PURCHASE_SOCKET_PATH] as const;

/**
 * The endpoints the running Hono app really answers, read from the app itself (not from a list kept by hand),
 * so a route added anywhere shows up here. Middleware (guards, headers, compression, static files) is left
 * out; a route registered with its guard counts once.
 */
export function listRoutes(app: Hono): RouteEntry[] {
  const seen = new Set<string>();
  const routes: RouteEntry[] = [];
  for (const route of inspectRoutes(app)) {
    if (route.isMiddleware) continue;
    const entry = { method: route.method, path: route.path };
    if (seen.has(routeKey(entry))) continue;
    seen.add(routeKey(entry));
    routes.push(entry);
  }
  return routes;
}
