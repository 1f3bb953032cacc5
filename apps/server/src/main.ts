import { ConfigError, loadConfig } from './config.js';
import { logger } from './logger.js';
import { startServer } from './server.js';

// A promise nobody awaited failed: log it with its stack and keep serving (the request that caused it has
// already been answered or will time out). An exception nothing caught leaves the process in an unknown
// state: log it and exit, so the supervisor (systemd, Docker, the platform) starts a clean one.
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception: exiting');
  process.exit(1);
});

/** Composition root: config -> database -> migrations and seed -> HTTP. */
async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  const database = config.DATABASE_URL
    ? 'PostgreSQL server'
    : `embedded PostgreSQL (PGlite) in ${config.DATA_DIR}`;
  logger.info(
    { url: config.publicUrl, port: server.port, database },
    `Tokri is running at ${config.publicUrl}`,
  );
  if (config.devOutbox) logger.info(`Outgoing mail, SMS and native push: ${config.publicUrl}/dev/outbox`);
  // Said out loud, never pretended (ADR 0056): the app's devices get in-app notifications, but no native push.
  else if (!config.fcmServiceAccount)
    logger.warn(
      'Native push is off: set FCM_SERVICE_ACCOUNT_JSON or FCM_SERVICE_ACCOUNT_FILE to reach the Android and iOS app',
    );
  // SIGTERM drains (ADR 0061): in-flight requests and jobs finish within SHUTDOWN_GRACE_SECONDS, then exit 0.
  // Should the drain itself hang, the process still ends a little after the grace period.
  const stop = async (signal: string) => {
    logger.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'draining');
    setTimeout(
      () => {
        logger.error('drain did not finish in time: exiting');
        process.exit(1);
      },
      (config.shutdownUnreadySeconds + config.SHUTDOWN_GRACE_SECONDS + 5) * 1000,
    ).unref();
    const { cutRequests } = await server.close();
    logger.info({ signal, cutRequests }, 'drained: exiting');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A configuration problem is for the person starting the server: plain lines, not a JSON record.
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
});
