// Stopping on SIGTERM (a deploy, a scale-down, systemd): stop taking requests, let the ones under
// way finish for at most SHUTDOWN_TIMEOUT_MS, then close the rest of the app (jobs let go of what
// they hold so another process takes it over, Redis and the change channel close) and the
// database last. A load balancer sees /api/health/ready answer 503 (and new connections refused)
// from the first moment, and sends the next requests to the other processes.
import type { FastifyInstance } from 'fastify';

export interface Closing {
  app: FastifyInstance;
  /** Closed after the app: the app's own close hooks still use it. */
  closeDatabase(): Promise<void>;
  timeoutMs: number;
}

/** Resolves once everything is closed; requests still running at the deadline have their sockets closed. */
export async function closeGracefully({ app, closeDatabase, timeoutMs }: Closing): Promise<void> {
  const deadline = setTimeout(() => {
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown deadline: their connections are closed');
    app.server.closeAllConnections();
  }, timeoutMs);
  deadline.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
    await closeDatabase();
  }
}
