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
  /** Failed logins one IP may make in the 15-minute window. */
  LOGIN_FAILURE_MAX: z.coerce.number().int().positive().default(10),
  /** Shares rate-limit counters and cache invalidation between processes. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
  /** Extra origins (comma-separated) allowed to send mutations, besides the server's own. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Cache public GET responses in the process (turn off to measure the database path). */
  RESPONSE_CACHE: bool.default(true),
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
