import { ConfigError, loadConfig } from './config.js';
import { startServer } from './server.js';

/** Composition root: config -> database -> migrations and seed -> HTTP. */
async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  const where = config.DATABASE_URL
    ? 'PostgreSQL server'
    : `embedded PostgreSQL (PGlite) in ${config.DATA_DIR}`;
  console.log(`Tokri is running at ${config.publicUrl} (port ${server.port}) on ${where}`);
  if (config.devOutbox) console.log(`Outgoing mail and SMS: ${config.publicUrl}/dev/outbox`);
  const stop = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
