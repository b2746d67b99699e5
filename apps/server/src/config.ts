// Every setting of the server, read from the environment once and checked with zod.
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… runs on a PostgreSQL server; absent runs embedded PGlite in DATA_DIR/db. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  DATA_DIR: z.string().default('./data'),
  DEMO_DATA: bool.default(true),
  DEMO_ADMIN_PASSWORD: z.string().min(8).optional(),
  DEMO_USER_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests one IP may make in the 15-minute window (spec §8). */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(3000),
  /** Failed logins one IP may make in the 15-minute window (over every account). */
  LOGIN_FAILURE_MAX: z.coerce.number().int().positive().default(30),
  /** Failed logins one account may receive in the 15-minute window, from any IP (issue 8). */
  LOGIN_ACCOUNT_FAILURE_MAX: z.coerce.number().int().positive().default(5),
  /**
   * Addresses of the reverse proxies whose X-Forwarded-For/-Proto are believed (comma-separated
   * IPs or CIDRs, or proxy-addr's names: loopback, linklocal, uniquelocal). Empty: nobody's; the
   * client is the socket's address.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every((a) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(a)), 'IPs or CIDRs, comma-separated'),
  /** Milliseconds a whole request (headers and body) may take before the socket is closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** Milliseconds the request headers may take. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Milliseconds a socket may stay silent (mid-request or idle) before it is closed. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Milliseconds an idle keep-alive connection is kept for the next request. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Open connections one address may hold at once; more are closed at once (not for TRUST_PROXY addresses). */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().positive().default(100),
  /** Shares rate-limit counters and cache invalidation between processes. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
  /** Extra origins (comma-separated) allowed to send mutations, besides the server's own. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Cache public GET responses in the process (turn off to measure the database path). */
  RESPONSE_CACHE: bool.default(true),
  /** Bytes the response cache may hold; the least recently used answers go first. */
  RESPONSE_CACHE_MAX_BYTES: z.coerce.number().int().positive().default(64 * 1024 * 1024),
  /** Largest JSON body accepted, in bytes. */
  BODY_LIMIT: z.coerce.number().int().positive().default(1024 * 1024),
  /** Hours an upload no row points at is kept (for the form that will use it) before it is removed. */
  UPLOAD_GRACE_HOURS: z.coerce.number().min(0).max(24 * 365).default(24),
  /** Files one user may upload in an hour (POST /api/media); the next is a 429. */
  UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Where the built web app is; the server serves it when it exists. */
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
});
export type Config = z.infer<typeof ConfigSchema> & { dbDir: string; uploadsDir: string };

/** Parses the environment; on a bad value prints one line per problem and exits. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    console.error(`Invalid settings:\n${lines.join('\n')}`);
    process.exit(1);
  }
  return withPaths(parsed.data);
}

export function withPaths(c: z.infer<typeof ConfigSchema>): Config {
  const dataDir = path.resolve(c.DATA_DIR);
  return { ...c, DATA_DIR: dataDir, dbDir: path.join(dataDir, 'db'), uploadsDir: path.join(dataDir, 'uploads') };
}
