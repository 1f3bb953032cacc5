import { z } from 'zod';

/** GET /api/health: liveness. The process answers; it asks the database nothing (a probe restarts on failure). */
export const healthResponseSchema = z.object({
  ok: z.literal(true),
  database: z.enum(['pglite', 'postgres']),
});

/**
 * GET /api/ready: readiness (ADR 0061), 200 when every check is ok, else 503 naming the failed checks. A proxy
 * or orchestrator sends traffic only while it is 200; a draining instance (SIGTERM) answers 503 at once.
 */
export const readinessResponseSchema = z.object({
  ready: z.boolean(),
  draining: z.boolean(),
  checks: z.object({
    /** A statement answered within the check's time limit. */
    database: z.enum(['ok', 'failed']),
    /** Every migration this build ships is recorded as applied (`unknown` when the database did not answer). */
    migrations: z.enum(['ok', 'pending', 'unknown']),
    /** The realtime hub's LISTEN connection is up, so events from other instances arrive at once. */
    realtime: z.enum(['ok', 'disconnected']),
  }),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
